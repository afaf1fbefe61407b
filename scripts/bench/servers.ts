import { spawn, type ChildProcess } from 'node:child_process';

/** A TypeScript entry (`args[0]`, then its arguments) in a process of its own; only its errors show. */
export function spawnTsx(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** `spawnTsx`, once `healthUrl` answers OK; fails if the process exits first or a minute passes. */
export async function startServer(
  args: string[],
  env: NodeJS.ProcessEnv,
  healthUrl: string,
): Promise<ChildProcess> {
  const child = spawnTsx(args, env);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    const up = await fetch(healthUrl)
      .then((response) => response.ok)
      .catch(() => false);
    if (up) return child;
    if (Date.now() > deadline) throw new Error(`${healthUrl} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
