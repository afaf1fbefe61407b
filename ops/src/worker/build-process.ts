import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cliEntry = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface BuildProcessOptions {
  /** The lease the caller holds on the kitchen; the build checks it before going live. */
  leaseToken?: string;
  /** Where the build writes its report (and, beside it, the page it is rendering). */
  reportFile?: string;
  /** Render every page, reusing none of the live release's. */
  renderAll?: boolean;
  env?: NodeJS.ProcessEnv;
  /** Kills the build when aborted. */
  signal?: AbortSignal;
  /** The build's JavaScript heap limit in MB (see `buildHeapMb`). */
  heapMb?: number;
}

/**
 * How a build process runs the builder's TypeScript: with Node's own type stripping where Node
 * has it (22.18 and later), else through tsx. A build's modules are all `.ts` of erasable syntax
 * (`erasableSyntaxOnly` holds the whole project to it), and starting without tsx saves each build
 * about two seconds of processor time.
 */
export function typeScriptLoader(): string[] {
  return process.features.typescript ? [] : ['--import', 'tsx'];
}

/**
 * Starts `larder build <args>` as a build process: the heap limit given, the builder's TypeScript
 * run as `typeScriptLoader` says, and tied to this process by an IPC channel.
 */
export function spawnBuildProcess(
  args: string[],
  options: Pick<BuildProcessOptions, 'env' | 'heapMb' | 'signal'> = {},
): ChildProcess {
  return spawn(
    process.execPath,
    [
      ...(options.heapMb ? [`--max-old-space-size=${options.heapMb}`] : []),
      ...typeScriptLoader(),
      cliEntry,
      'build',
      ...args,
    ],
    {
      // Fewer malloc arenas keep sharp's native memory from fragmenting (sharp's own advice).
      env: { MALLOC_ARENA_MAX: '2', ...(options.env ?? process.env), LARDER_BUILD_CHILD: '1' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      ...(options.signal ? { signal: options.signal, killSignal: 'SIGKILL' as const } : {}),
    },
  );
}

/**
 * Runs `larder build --site <slug>` in a child process (each Astro build gets a clean process).
 * The child is tied to this process by an IPC channel: if this process dies, the child exits
 * instead of building on unsupervised.
 */
export function runBuildProcess(slug: string, options: BuildProcessOptions = {}): Promise<void> {
  const args = ['--site', slug];
  if (options.leaseToken) args.push('--lease', options.leaseToken);
  if (options.reportFile) args.push('--report', options.reportFile);
  if (options.renderAll) args.push('--render-all');
  return new Promise((resolvePromise, reject) => {
    const child = spawnBuildProcess(args, options);
    child.on('error', (error) => {
      if (error.name !== 'AbortError') reject(error);
    });
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`build of "${slug}" exited with ${signal ?? `code ${code}`}`));
    });
  });
}
