import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '@larder/demo/free-port';
import { startLocalPostgres, withDatabase, type LocalPostgres } from '@larder/demo/postgres/local-postgres';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.ts';

/*
 * `./run demo --cluster`: the demo on the parts several machines share, all on this one, so that
 * nothing relies on one process (issue 24, item 5). PostgreSQL of its own (Debian's package) on
 * `LARDER_POSTGRES_PORT`, two API processes behind a round-robin proxy on the demo's usual API
 * port, and two build workers; the kitchens' static server, the platform app, the Stripe emulator
 * and the dev outbox as in the single-process demo.
 */

/** API processes and build workers the cluster starts. */
export const CLUSTER_APIS = 2;
export const CLUSTER_WORKERS = 2;
/** The cluster's PostgreSQL port unless `LARDER_POSTGRES_PORT` says otherwise. */
export const DEFAULT_POSTGRES_PORT = 55_432;

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface ClusterProcess {
  role: 'api' | 'worker';
  child: ChildProcess;
  /** Where an API process listens (workers listen nowhere). */
  port?: number;
}

export interface DemoCluster {
  postgres: LocalPostgres;
  /** The demo's database on it. */
  databaseUrl: string;
  processes: ClusterProcess[];
  proxy: RoundRobinProxy | null;
  stop: () => Promise<void>;
}

/**
 * Starts the cluster's PostgreSQL (its folder beside the demo's SQLite file) with a fresh `larder`
 * database: the demo starts fresh every time, as the single-process demo does.
 */
export async function startClusterDatabase(
  dbPath: string,
  port = Number(process.env.LARDER_POSTGRES_PORT ?? DEFAULT_POSTGRES_PORT),
): Promise<{ postgres: LocalPostgres; databaseUrl: string }> {
  const postgres = await startLocalPostgres({ dataDir: join(dirname(dbPath), 'postgres'), port });
  const client = new pg.Client({ connectionString: postgres.url });
  try {
    await client.connect();
    await client.query('drop database if exists larder with (force)');
    await client.query('create database larder');
  } catch (error) {
    await postgres.stop();
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
  return { postgres, databaseUrl: withDatabase(postgres.url, 'larder') };
}

/** A `larder` command in a process of its own, tied to this one (it stops when this one goes). */
function larderProcess(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = fork(MAIN, args, { env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  // The cluster's processes go on while this one waits for Ctrl-C, not the other way round.
  child.channel?.unref();
  const label = `[${args[0]} ${child.pid}] `;
  const relay = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) stream.write(`${label}${line}\n`);
  };
  child.stdout?.on('data', relay(process.stdout));
  child.stderr?.on('data', relay(process.stderr));
  return child;
}

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`An API process exited with ${child.exitCode} as it started.`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error('An API process did not answer in 60 s.');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the build workers and the API processes on `databaseUrl`, and the proxy in front of the
 * API processes on `listen`. Every process reads the same environment but for its port; the API
 * processes believe the proxy's `X-Forwarded-For` (loopback) and serve the dev outbox when the
 * demo does.
 */
export async function startClusterProcesses(options: {
  databaseUrl: string;
  postgres: LocalPostgres;
  apiOrigin: string;
  listen: { host: string; port: number };
  devOutbox: boolean;
  /** The environment every process starts from (this process's by default). */
  baseEnv?: NodeJS.ProcessEnv;
}): Promise<DemoCluster> {
  const env: NodeJS.ProcessEnv = {
    ...(options.baseEnv ?? process.env),
    LARDER_DATABASE_URL: options.databaseUrl,
    LARDER_API_ORIGIN: options.apiOrigin,
    LARDER_TRUST_PROXY: 'loopback',
  };
  const processes: ClusterProcess[] = [];
  let proxy: RoundRobinProxy | null = null;
  const stop = async () => {
    await proxy?.close();
    await Promise.all(processes.map((one) => stopProcess(one.child)));
    await options.postgres.stop();
  };
  try {
    for (let index = 0; index < CLUSTER_WORKERS; index += 1)
      processes.push({ role: 'worker', child: larderProcess(['worker'], env) });
    for (let index = 0; index < CLUSTER_APIS; index += 1) {
      const port = await freePort(options.listen.host);
      const child = larderProcess(['serve', ...(options.devOutbox ? ['--dev-outbox'] : [])], {
        ...env,
        LARDER_API_HOST: options.listen.host,
        LARDER_API_PORT: String(port),
      });
      processes.push({ role: 'api', child, port });
    }
    for (const one of processes) if (one.port !== undefined) await waitForHealth(one.port, one.child);
    proxy = await startRoundRobinProxy(
      processes.flatMap((one) =>
        one.port === undefined ? [] : [{ host: options.listen.host, port: one.port }],
      ),
      options.listen,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { postgres: options.postgres, databaseUrl: options.databaseUrl, processes, proxy, stop };
}
