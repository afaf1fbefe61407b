import { spawn, type ChildProcess } from 'node:child_process';

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The last 8 KB the child wrote to stderr (also passed through to this process's). */
  stderr: string;
}

/**
 * Runs one of the builder's TypeScript scripts in a Node process of its own, tied to this one
 * by an IPC channel (the script exits when it closes), with NODE_ENV=production: the template's
 * packages (React's server renderer, Astro's build) pick their development builds otherwise.
 * `flags` go to Node (a heap limit); `onMessage` receives what the script sends; `onSpawn` gets
 * the child, to send it messages.
 */
export function runNodeScript(
  script: string,
  args: string[],
  options: {
    cwd?: string;
    flags?: string[];
    onMessage?: (message: unknown) => void;
    /** Called with the child as it starts, to send it messages. */
    onSpawn?: (child: ChildProcess) => void;
  } = {},
): Promise<ChildExit> {
  return new Promise((resolve, reject) => {
    const loader = process.features.typescript ? [] : ['--import', 'tsx'];
    const child = spawn(process.execPath, [...(options.flags ?? []), ...loader, script, ...args], {
      ...(options.cwd ? { cwd: options.cwd } : {}),
      env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-8_000);
      process.stderr.write(chunk);
    });
    if (options.onMessage) child.on('message', options.onMessage);
    options.onSpawn?.(child);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      resolve({ code, signal, stderr: stderr.trim() });
    });
  });
}
