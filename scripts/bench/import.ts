/**
 * Recipe import: how well the importer agrees with real-world material, and how fast it reads a
 * page. The 36 saved pages are compared field by field with what recipe-scrapers extracts from
 * them (title, ingredient lines, sections, steps, servings, total time); the 2,000 labelled BBC
 * Food lines with the ingredient-parser project's labels (first quantity, first unit, name).
 * Fixtures: shared/test-fixtures/recipe-import/. Figures, not assertions (accuracy.test.ts holds
 * the floors): compare them across changes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import {
  lineAccuracy,
  PAGE_FIELDS,
  pageAccuracy,
  type PageFixture,
} from '@larder/shared/recipe-import/accuracy';

const fixtures = new URL('../../shared/test-fixtures/recipe-import/', import.meta.url);
const pagesFolder = new URL('recipe-pages/', fixtures);
const read = (file: string) => gunzipSync(readFileSync(new URL(file, pagesFolder))).toString('utf8');
const pages: PageFixture[] = readdirSync(pagesFolder)
  .filter((file) => file.endsWith('.html.gz'))
  .map((file) => {
    const name = file.replace(/\.html\.gz$/, '');
    return {
      name,
      html: read(file),
      expected: JSON.parse(read(`${name}.expected.json.gz`)) as Record<string, unknown>,
    };
  });

const percent = (value: number) => `${value.toFixed(1)}%`.padStart(6);

// A first pass warms the JIT; the second is the one timed.
pageAccuracy(pages);
const figures = pageAccuracy(pages);
console.log(`Pages: ${pages.length} saved recipe pages from as many sites`);
for (const field of PAGE_FIELDS) console.log(`  ${field.padEnd(14)} ${percent(figures.byField[field])}`);
console.log(`  ${'overall'.padEnd(14)} ${percent(figures.overall)} of fields`);

const times = figures.pages.map((page) => page.milliseconds).sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
console.log(
  `\nParse time per page: median ${median.toFixed(1)} ms, slowest ${(times.at(-1) ?? 0).toFixed(1)} ms`,
);
for (const page of figures.pages) {
  const kb = Buffer.byteLength(pages.find((fixture) => fixture.name === page.name)!.html) / 1024;
  const differs = Object.entries(page.fields)
    .filter(([, agrees]) => !agrees)
    .map(([field]) => field);
  console.log(
    `  ${page.name.padEnd(52)} ${`${kb.toFixed(0)} KB`.padStart(7)} ${`${page.milliseconds.toFixed(1)} ms`.padStart(9)}${differs.length ? `  differs: ${differs.join(', ')}` : ''}`,
  );
}

const csv = readFileSync(new URL('ingredient-lines/bbc-2000.csv', fixtures), 'utf8');
const started = performance.now();
const lines = lineAccuracy(csv);
const elapsed = performance.now() - started;
console.log(
  `\nIngredient lines: ${lines.lines} labelled BBC Food lines, ${((elapsed * 1000) / lines.lines).toFixed(0)} µs a line`,
);
console.log(`  quantity ${percent(lines.quantity)}`);
console.log(`  unit     ${percent(lines.unit)}`);
console.log(`  name     ${percent(lines.name)}`);
