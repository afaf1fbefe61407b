import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageFacts } from './page-facts.ts';
import {
  caddyRecipeRedirects,
  nginxRecipeRedirects,
  recipeRedirectLines,
  recipeRedirectsOf,
  writeRecipeRedirectPages,
} from './recipe-redirects.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const snapshot = (redirects: { from: string; to: string }[]) =>
  ({
    recipes: [
      { slug: 'soup', title: 'Soup & bread' },
      { slug: 'stew', title: 'Stew' },
    ],
    recipeRedirects: redirects,
  }) as unknown as Pick<KitchenSnapshot, 'recipes' | 'recipeRedirects'>;

describe('a recipe’s old addresses', () => {
  it('lead to recipes in the build, from addresses no recipe has, with slugs safe in a path', () => {
    expect(
      recipeRedirectsOf(
        snapshot([
          { from: 'old-soup', to: 'soup' },
          { from: 'stew', to: 'soup' },
          { from: 'gone', to: 'left-out' },
          { from: 'a b\n/x', to: 'soup' },
          { from: 'older-soup', to: 'soup' },
        ]),
      ),
    ).toEqual([
      { from: 'old-soup', to: 'soup', title: 'Soup & bread' },
      { from: 'older-soup', to: 'soup', title: 'Soup & bread' },
    ]);
    expect(recipeRedirectLines(recipeRedirectsOf(snapshot([{ from: 'old-soup', to: 'soup' }])))).toBe(
      '/recipes/old-soup/ /recipes/soup/ 301!\n',
    );
  });

  it('answer 301 on nginx and Caddy too, an exact path each', () => {
    const redirects = recipeRedirectsOf(
      snapshot([
        { from: 'old-soup', to: 'soup' },
        { from: 'bad slug; return 200', to: 'soup' },
      ]),
    );
    expect(nginxRecipeRedirects(redirects)).toBe(
      '\nlocation = /recipes/old-soup/ {\n    return 301 /recipes/soup/;\n}\n',
    );
    expect(caddyRecipeRedirects(redirects)).toBe('redir /recipes/old-soup/ /recipes/soup/ permanent\n');
    expect(nginxRecipeRedirects([])).toBe('');
  });

  it('each get a page that sends readers on, never written over a page of the release', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'larder-redirects-'));
    dirs.push(dir);
    await mkdir(join(dir, 'recipes', 'taken'), { recursive: true });
    await writeFile(join(dir, 'recipes', 'taken', 'index.html'), 'a page');
    // The release's own "Page not found", whose styles the moved pages wear.
    await writeFile(
      join(dir, '404.html'),
      '<!doctype html><html><head><style>body{color:#123}</style><script>alert(1)</script>' +
        '<style>h1{font-size:2rem}</style></head><body style="margin:0"><main id="main">' +
        '<div class="container not-found" data-astro-cid-ab12><h1 data-astro-cid-ab12>Page not found</h1></div>' +
        '</main></body></html>',
    );
    const written = await writeRecipeRedirectPages(dir, 'https://k.example', [
      { from: 'old-soup', to: 'soup', title: 'Soup & bread' },
      { from: 'taken', to: 'soup', title: 'Soup & bread' },
    ]);
    expect(written).toBe(1);
    expect(readFileSync(join(dir, 'recipes', 'taken', 'index.html'), 'utf8')).toBe('a page');
    const page = readFileSync(join(dir, 'recipes', 'old-soup', 'index.html'), 'utf8');
    expect(page).toContain('<link rel="canonical" href="https://k.example/recipes/soup/">');
    expect(page).toContain('content="0; url=https://k.example/recipes/soup/"');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain(
      '<main id="main"><div class="container not-found" data-astro-cid-ab12><h1 data-astro-cid-ab12>Soup &#38; bread has moved</h1>',
    );
    // Nothing a kitchen's Content-Security-Policy does not allow already: the styles of its page
    // not found, and no script.
    const facts = pageFacts(page);
    expect(facts.inlineStyles).toEqual(['body{color:#123}', 'h1{font-size:2rem}']);
    expect([...facts.inlineScripts, ...facts.styleAttributes, ...facts.eventHandlers]).toEqual([]);
    expect(page.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('are plain pages where the release has no page not found', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'larder-redirects-'));
    dirs.push(dir);
    await writeRecipeRedirectPages(dir, 'https://k.example', [
      { from: 'old-soup', to: 'soup', title: 'Soup' },
    ]);
    const facts = pageFacts(readFileSync(join(dir, 'recipes', 'old-soup', 'index.html'), 'utf8'));
    expect([...facts.inlineScripts, ...facts.inlineStyles, ...facts.eventHandlers]).toEqual([]);
  });
});
