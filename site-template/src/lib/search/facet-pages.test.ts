import { publicRecipeFixture } from '@larder/shared/test-support/recipe-fixture';
import { recipeSummaryOf } from '@larder/shared/recipe/recipe-summary';
import { describe, expect, it } from 'vitest';
import { facetDescription, facetPages } from './facet-pages';

const term = (slug: string, title: string) => ({ id: crypto.randomUUID(), slug, title, recipeCount: 1 });
const soup = publicRecipeFixture({
  id: crypto.randomUUID(),
  title: 'Soup',
  meals: [term('dinner', 'Dinner')],
  diets: [term('vegan', 'Vegan')],
});
const pie = publicRecipeFixture({ id: crypto.randomUUID(), title: 'Pie', meals: [term('dinner', 'Dinner')] });
const recipes = new Map([
  ['soup.json', soup],
  ['pie.json', pie],
]);

describe('facet pages', () => {
  it('gives every taxonomy value a page with its recipes in the index order', () => {
    const pages = facetPages(
      [
        { id: pie.id, file: 'pie.json' },
        { id: soup.id, file: 'soup.json' },
      ],
      (file) => recipes.get(file)!,
      [recipeSummaryOf(soup), recipeSummaryOf(pie)],
    );
    expect(pages.map((page) => [page.kind, page.slug, page.recipes.map((recipe) => recipe.title)])).toEqual([
      ['meals', 'dinner', ['Soup', 'Pie']],
      ['diets', 'vegan', ['Soup']],
    ]);
  });

  it('describes a page in at most 155 characters', () => {
    const page = { kind: 'meals' as const, slug: 'x', title: 'A'.repeat(200), recipes: [] };
    expect(facetDescription(page, 'The Family Table').length).toBeLessThanOrEqual(155);
  });
});
