/**
 * `./run fuzz`: every property test, fuzzer and kill test at full strength (10,000 requests per
 * API endpoint, 20 kills of the builder…), with a fresh seed unless `FUZZ_SEED` is set. The
 * everyday run (`./run test`) tries a tenth of each; see shared/src/test-support/property-runs.ts.
 * Extra arguments go to vitest (a file filter, say).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
// The test files whose strength the run sets: they import the property runs or the fuzz harness.
const listed = spawnSync(
  'git',
  ['grep', '-l', '-E', 'property-runs|fuzz-harness', '--', '*.test.ts', '*.test.tsx'],
  { cwd: root, encoding: 'utf8' },
);
const files = listed.stdout.split('\n').filter(Boolean);
console.log(`fuzz: ${files.length} test files at full strength`);
const result = spawnSync(
  `${root}node_modules/.bin/vitest`,
  ['run', ...(process.argv.length > 2 ? process.argv.slice(2) : files)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, LARDER_FUZZ_FULL: '1' } },
);
process.exitCode = result.status ?? 1;
