/**
 * `./run bench [pages] [api] [load] [build] [theme] [import] [studio] [studio-live] [overview]`: Larder's figures, measured on this machine. Each section
 * runs in a process of its own (so one section's memory does not count in another's):
 *
 * - pages: the demo kitchens built, their pages' weights and JavaScript, Lighthouse mobile;
 * - api:   throughput and latency of the public API under load, beside a bare Hono "hello";
 * - load:  200 readers and a creator at once for 60 s on one API process and one worker: status
 *          counts, p50/p99, and every acknowledged write looked for afterwards;
 * - build: a generated 2,000-recipe kitchen: snapshot read, whole build and peak memory, beside a
 *          bare Astro project rendering the same pages.
 * - theme: 100 kitchens of 50 recipes built by `larder build --all`, first and after a theme change;
 * - import: the recipe importer's accuracy on 36 saved pages and 2,000 labelled ingredient lines,
 *          and its parse time per page;
 * - studio: the JavaScript each creator-dashboard screen loads beyond the account pages;
 * - studio-live: a demo in use: keystroke to paint in a long recipe's step, the real-page
 *          preview's answer, Publish to live and a settings change to live;
 * - overview: the creator overview's reads on a kitchen of 3,000 recipes and 100,000 subscribers.
 *
 * Figures, not assertions: compare them across changes.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SECTIONS = [
  'pages',
  'api',
  'load',
  'build',
  'theme',
  'import',
  'studio',
  'studio-live',
  'overview',
] as const;
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknown.length) {
  console.error(`Unknown bench section(s): ${unknown.join(', ')}. Choose from: ${SECTIONS.join(', ')}.`);
  process.exit(2);
}
let failed = false;
for (const section of asked.length ? asked : SECTIONS) {
  console.log(`\n=== bench: ${section} ===`);
  const script = fileURLToPath(new URL(`./${section}.ts`, import.meta.url));
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
