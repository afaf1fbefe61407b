import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL server of its own, from Debian's `postgresql` package, for the tests and the demo
 * cluster: its data folder is created with `initdb` (a password of its own, UTF-8, the C collation,
 * so text sorts by code point as SQLite's does) and the server listens on loopback only. Nothing
 * is installed or configured system-wide; the folder is the whole server.
 */
export interface LocalPostgres {
  /** The superuser's address, to the `postgres` database. */
  url: string;
  port: number;
  dataDir: string;
  stop: () => Promise<void>;
}

export interface LocalPostgresOptions {
  dataDir: string;
  port: number;
  /**
   * Throwaway data (tests): no fsync and no full-page writes. A crash of the machine may then
   * corrupt the folder; a killed server still recovers.
   */
  throwaway?: boolean;
}

/**
 * The folder of Debian's PostgreSQL programs that has `program` (the server's `initdb` by
 * default; a client package's `pg_dump` may be newer than the server's): `LARDER_POSTGRES_BIN`,
 * else the newest /usr/lib/postgresql/N/bin that has it.
 */
export function postgresBinDir(program = 'initdb'): string | null {
  const fromEnv = process.env.LARDER_POSTGRES_BIN;
  if (fromEnv) return existsSync(join(fromEnv, program)) ? fromEnv : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, 'bin', program)))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the package's `postgres` user. */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

async function waitForServer(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`PostgreSQL exited with ${server.exitCode ?? server.signalCode}:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL did not start in 30 s:\n${log()}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Stops a server left running on `dataDir` (its starter was killed with SIGKILL, which a server
 * outlives): the data folder is this starter's alone.
 */
async function stopLeftOver(dataDir: string): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!Number.isInteger(pid) || pid <= 0 || !alive()) return;
  process.kill(pid, 'SIGINT');
  for (const deadline = Date.now() + 20_000; alive() && Date.now() < deadline;)
    await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Creates the data folder when it has none yet, starts the server, and waits until it answers. */
export async function startLocalPostgres(options: LocalPostgresOptions): Promise<LocalPostgres> {
  const bin = postgresBinDir();
  if (!bin)
    throw new Error(
      "PostgreSQL's server programs were not found: install Debian's postgresql package, or set LARDER_POSTGRES_BIN.",
    );
  const owner = runAs();
  const { dataDir, port } = options;
  const socketDir = `${dataDir}-socket`;
  for (const dir of [dataDir, socketDir]) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (owner) chownSync(dir, owner.uid, owner.gid);
  }
  const as = owner ? { uid: owner.uid, gid: owner.gid } : {};
  await stopLeftOver(dataDir);
  /*
   * Other users of the machine may reach 127.0.0.1 too: over TCP the superuser signs in with a
   * password of this server's own, kept beside its folder, readable by this user alone (the
   * socket folder is the server's alone). A folder made before there was a password is made anew.
   */
  const passwordFile = `${dataDir}.password`;
  if (existsSync(join(dataDir, 'PG_VERSION')) && !existsSync(passwordFile)) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (owner) chownSync(dataDir, owner.uid, owner.gid);
  }
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    const password = randomBytes(18).toString('base64url');
    const initial = join(socketDir, 'initial-password');
    writeFileSync(initial, `${password}\n`, { mode: 0o600 });
    if (owner) chownSync(initial, owner.uid, owner.gid);
    try {
      execFileSync(
        join(bin, 'initdb'),
        [
          '-D',
          dataDir,
          '-U',
          'larder',
          '--auth-local=trust',
          '--auth-host=scram-sha-256',
          `--pwfile=${initial}`,
          '--encoding=UTF8',
          '--locale=C.UTF-8',
          '--no-sync',
        ],
        { ...as, stdio: ['ignore', 'ignore', 'pipe'] },
      );
    } finally {
      rmSync(initial, { force: true });
    }
    writeFileSync(passwordFile, password, { mode: 0o600 });
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  const settings = [
    ['listen_addresses', '127.0.0.1'],
    ['max_connections', '300'],
    ['shared_buffers', '128MB'],
    ['unix_socket_directories', socketDir],
    ...(options.throwaway
      ? [
          ['fsync', 'off'],
          ['full_page_writes', 'off'],
          ['synchronous_commit', 'off'],
        ]
      : []),
  ];
  const server = spawn(
    join(bin, 'postgres'),
    ['-D', dataDir, '-p', String(port), ...settings.flatMap(([name, value]) => ['-c', `${name}=${value}`])],
    { ...as, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  });
  const url = `postgres://larder:${password}@127.0.0.1:${port}/postgres`;
  try {
    await waitForServer(url, server, () => output);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    port,
    dataDir,
    stop: async () => {
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      // Fast shutdown: open sessions are ended, the data folder is left consistent.
      server.kill('SIGINT');
      await exited;
    },
  };
}

/** `url` with its database name replaced. */
export function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}
