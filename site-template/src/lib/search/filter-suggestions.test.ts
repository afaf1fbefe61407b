import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterSuggestions } from './filter-suggestions';

const option = (slug: string, recipeCount: number) => ({ slug, title: slug, recipeCount });

describe('filter suggestions', () => {
  it('take the taxonomies in rotation, each by recipe count, up to five', () => {
    const suggestions = filterSuggestions([
      { kind: 'meals', options: [option('lunch', 3), option('dinner', 9), option('breakfast', 5)] },
      { kind: 'categories', options: [option('soups', 4), option('baking', 7)] },
      { kind: 'cuisines', options: [option('italian', 2)] },
    ]);
    expect(suggestions.map((suggestion) => `${suggestion.kind}:${suggestion.slug}`)).toEqual([
      'meals:dinner',
      'categories:baking',
      'cuisines:italian',
      'meals:breakfast',
      'categories:soups',
    ]);
  });

  it('leave out options without recipes, and suggest nothing for a kitchen without taxonomies', () => {
    expect(filterSuggestions([{ kind: 'meals', options: [option('lunch', 0)] }])).toEqual([]);
    expect(filterSuggestions([])).toEqual([]);
  });

  it('are at most five distinct options with recipes, whatever the kitchen (generated)', () => {
    const kinds = ['meals', 'categories', 'cuisines', 'diets'] as const;
    const groups = fc.uniqueArray(fc.constantFrom(...kinds), { maxLength: 4 }).chain((chosen) =>
      fc.tuple(
        ...chosen.map((kind) =>
          fc
            .uniqueArray(fc.tuple(fc.stringMatching(/^[a-z]{1,6}$/), fc.nat(20)), {
              selector: ([slug]) => slug,
              maxLength: 8,
            })
            .map((options) => ({ kind, options: options.map(([slug, count]) => option(slug, count)) })),
        ),
      ),
    );
    fc.assert(
      fc.property(groups, (kitchen) => {
        const suggestions = filterSuggestions(kitchen);
        const withRecipes = kitchen.flatMap((group) =>
          group.options.filter((entry) => entry.recipeCount > 0),
        );
        expect(suggestions.length).toBe(Math.min(5, withRecipes.length));
        expect(new Set(suggestions.map((entry) => `${entry.kind}:${entry.slug}`)).size).toBe(
          suggestions.length,
        );
        for (const group of kitchen) {
          const counts = suggestions
            .filter((entry) => entry.kind === group.kind)
            .map((entry) => group.options.find((candidate) => candidate.slug === entry.slug)!.recipeCount);
          expect(counts).toEqual(counts.toSorted((a, b) => b - a));
          expect(counts.every((count) => count > 0)).toBe(true);
        }
      }),
    );
  });
});
