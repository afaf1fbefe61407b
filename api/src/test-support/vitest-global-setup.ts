import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEMPLATES_ENV } from './test-database.ts';

/**
 * One folder of seeded templates per test run (see `createTestWorld`): made before the workers
 * start, so every worker copies from it, and removed when the run ends.
 */
export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'larder-templates-'));
  process.env[TEMPLATES_ENV] = dir;
  return () => {
    rmSync(dir, { recursive: true, force: true });
  };
}
