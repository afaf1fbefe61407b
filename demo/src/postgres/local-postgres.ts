import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL server of its own, from Debian's `postgresql` package, for the tests and the demo
 * cluster: its data folder is created with `initdb` (trust authentication, UTF-8, the C collation,
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

/** Debian's server programs: `LARDER_POSTGRES_BIN`, else the newest /usr/lib/postgresql/N/bin. */
export function postgresBinDir(): string | null {
  const fromEnv = process.env.LARDER_POSTGRES_BIN;
  if (fromEnv) return existsSync(join(fromEnv, 'initdb')) ? fromEnv : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, 'bin', 'initdb')))
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
    if (server.exitCode !== null) throw new Error(`PostgreSQL exited with ${server.exitCode}:\n${log()}`);
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
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    execFileSync(
      join(bin, 'initdb'),
      ['-D', dataDir, '-U', 'larder', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'],
      { ...as, stdio: ['ignore', 'ignore', 'pipe'] },
    );
  }
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
  const url = `postgres://larder@127.0.0.1:${port}/postgres`;
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
      if (server.exitCode !== null) return;
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
