import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const SOURCE = fileURLToPath(new URL('..', import.meta.url));

function templateFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return templateFiles(path);
    return /\.(astro|tsx)$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

it('writes every literal form action of the kitchen pages in the one URL form (trailing slash)', () => {
  const strays = templateFiles(SOURCE).flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(/action="(\/[^"]*)"/g)]
      .map((match) => match[1]!)
      .filter((action) => !new URL(action, 'http://kitchen.test').pathname.endsWith('/'))
      .map((action) => `${path.slice(SOURCE.length)}: ${action}`),
  );
  expect(strays).toEqual([]);
});
