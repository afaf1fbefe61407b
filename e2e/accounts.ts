import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Runs the operator CLI (`larder …`) against the e2e database and returns its output. */
function larder(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'ops/src/main.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, LARDER_DB_PATH: '.data/e2e/larder.sqlite' },
    encoding: 'utf8',
  });
}

/** A bearer token minted by the operator CLI (`larder token`) for an existing user. */
export function tokenFor(email: string): string {
  return larder('token', email).trim().split('\n').pop()!;
}

/** Creates a reader account with the operator CLI (`larder user create`) and returns their token. */
export function newReaderToken(email: string): string {
  larder('user', 'create', '--email', email);
  return tokenFor(email);
}
