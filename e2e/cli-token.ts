import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** A bearer token minted by the operator CLI (`larder token`) against the e2e database. */
export function tokenFor(email: string): string {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'api/src/cli/main.ts', 'token', email], {
    cwd: repoRoot,
    env: { ...process.env, LARDER_DB_PATH: '.data/e2e/larder.sqlite' },
    encoding: 'utf8',
  });
  return output.trim().split('\n').pop()!;
}

/** Creates a reader account with the operator CLI (`larder user create`) and returns their token. */
export function newReaderToken(email: string): string {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'api/src/cli/main.ts', 'user', 'create', '--email', email],
    {
      cwd: repoRoot,
      env: { ...process.env, LARDER_DB_PATH: '.data/e2e/larder.sqlite' },
      encoding: 'utf8',
    },
  );
  return tokenFor(email);
}
