import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe.ts';
import { looksLikeHtml, slimPage } from './slim-page.ts';

const folder = new URL('../../test-fixtures/recipe-import/recipe-pages/', import.meta.url);
const pages = readdirSync(folder)
  .filter((file) => file.endsWith('.html.gz'))
  .map((file) => gunzipSync(readFileSync(new URL(file, folder))).toString('utf8'));

describe('slimPage', () => {
  it('keeps the JSON-LD and drops other scripts, styles and drawings', () => {
    const page =
      '<html><script>track()</script><script type="application/ld+json">{"@type":"Recipe"}</script><style>p{}</style><svg><path/></svg><p>Hi</p></html>';
    expect(slimPage(page)).toBe(
      '<html><script type="application/ld+json">{"@type":"Recipe"}</script><p>Hi</p></html>',
    );
  });

  it('reads the same recipe from a slimmed page as from the whole one', () => {
    for (const page of pages) {
      const whole = extractRecipe({ html: page });
      const slim = extractRecipe({ html: slimPage(page) });
      expect([slim.title, slim.ingredientGroups, slim.instructionGroups, slim.yieldServings]).toEqual([
        whole.title,
        whole.ingredientGroups,
        whole.instructionGroups,
        whole.yieldServings,
      ]);
    }
  });
});

describe('looksLikeHtml', () => {
  it('tells a page from a pasted recipe', () => {
    expect(looksLikeHtml('<!DOCTYPE html><html>')).toBe(true);
    expect(looksLikeHtml('Lemon bars\n1 cup <b>flour</b>')).toBe(false);
  });
});
