import { normalizeSearchText } from '@larder/shared/search/search-text-match';
import { buildStaticSearchIndex } from '@larder/shared/search/build-static-search-index';
import { searchStaticIndex } from '@larder/shared/search/static-search-index';
import { TAXONOMY_KINDS, type TaxonomyKind } from '@larder/shared/schemas/taxonomy';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoKitchens } from '@larder/demo/seed/seed';
import { readKitchenSnapshot } from '../snapshot/read-kitchen-snapshot.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import { readPublicRecipes } from './recipe-read.ts';
import { listPublishedRecipes } from './recipe-summary-read.ts';

let world: TestWorld;
beforeAll(async () => {
  world = await createTestWorld(demoKitchens);
}, 120_000);
afterAll(async () => world.cleanup());

async function siteId(slug: string): Promise<string> {
  const row = await world.db
    .selectFrom('sites')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function search(slug: string, query: string, filters: Partial<Record<TaxonomyKind, string[]>> = {}) {
  const context = { db: world.db, apiOrigin: world.env.apiOrigin };
  return listPublishedRecipes(context, await siteId(slug), {
    query,
    limit: 100,
    offset: 0,
    orderBy: 'published_at_desc',
    filters,
  });
}

/** Every recipe of a kitchen read in full, premium ones included (what a subscriber sees). */
async function fullRecipes(slug: string) {
  const context = { db: world.db, apiOrigin: world.env.apiOrigin };
  const read = await readPublicRecipes(
    context,
    { siteId: await siteId(slug), publishedOnly: true },
    { entitled: true },
  );
  return read.recipes;
}

const slugs = demoKitchens.map((kitchen) => kitchen.slug);

describe('searching a kitchen’s recipes', () => {
  it('does not match the rich-text JSON a description is stored as', async () => {
    for (const slug of slugs) {
      expect((await search(slug, '"type":"paragraph"')).total).toBe(0);
      expect((await search(slug, '"text"')).total).toBe(0);
    }
  });

  it('finds a public recipe by an ingredient named nowhere else in it', async () => {
    const candidates = (await fullRecipes('family-table')).flatMap((recipe) => {
      if (recipe.privacySetting !== 'public') return [];
      const rest = normalizeSearchText(
        [recipe.title, JSON.stringify(recipe.description), ...recipe.keywords].join(' '),
      );
      return recipe.ingredientUsageGroups
        .flatMap((group) => group.ingredientUsages.map((usage) => usage.ingredient?.title))
        .filter((title): title is string => title !== undefined && !rest.includes(normalizeSearchText(title)))
        .map((title) => ({ recipe, title }));
    });
    const { recipe, title } = candidates[0]!;
    const found = await search('family-table', title.toUpperCase());
    expect(found.recipes.map((entry) => entry.id)).toContain(recipe.id);
  });

  it('never finds a premium recipe by its ingredients or steps', async () => {
    let checked = 0;
    for (const slug of slugs) {
      for (const recipe of (await fullRecipes(slug)).filter((entry) => entry.privacySetting !== 'public')) {
        const words = [
          ...recipe.ingredientUsageGroups.flatMap((group) =>
            group.ingredientUsages.flatMap((usage) => [
              usage.ingredientTitleOverride,
              usage.ingredient?.title,
            ]),
          ),
        ].filter((word): word is string => typeof word === 'string');
        const teaser = normalizeSearchText(
          [recipe.title, JSON.stringify(recipe.description), ...recipe.keywords].join(' '),
        );
        for (const word of words) {
          if (teaser.includes(normalizeSearchText(word))) continue;
          checked += 1;
          const found = await search(slug, word);
          expect(found.recipes.map((entry) => entry.id)).not.toContain(recipe.id);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('matches exactly what the static index matches, for terms and filters from the demo vocabulary', async () => {
    const kitchens = await Promise.all(
      slugs.map(async (slug) => {
        const snapshot = await readKitchenSnapshot(world.db, slug, world.sitesConfig, world.env);
        const full = await fullRecipes(slug);
        // Terms a reader might type: words and word pairs of every text, premium content included.
        const vocabulary = [
          ...new Set(
            full.flatMap((recipe) =>
              [
                recipe.title,
                JSON.stringify(recipe.description),
                ...recipe.keywords,
                ...recipe.ingredientUsageGroups.flatMap((group) =>
                  group.ingredientUsages.flatMap((usage) => [
                    usage.ingredientTitleOverride ?? '',
                    usage.ingredient?.title ?? '',
                  ]),
                ),
                JSON.stringify(
                  recipe.instructionGroups.map((group) => group.instructions.map((step) => step.content)),
                ),
                ...TAXONOMY_KINDS.flatMap((kind) => recipe[kind].flatMap((term) => [term.slug, term.title])),
              ].flatMap((text) => text.split(/[\s"{}[\],:]+/).filter((word) => word.length > 1)),
            ),
          ),
        ];
        const terms = Object.fromEntries(
          TAXONOMY_KINDS.map((kind) => [
            kind,
            [...new Set(full.flatMap((recipe) => recipe[kind].map((t) => t.slug)))],
          ]),
        ) as Record<TaxonomyKind, string[]>;
        return { slug, index: buildStaticSearchIndex(snapshot.recipes), vocabulary, terms };
      }),
    );

    const query = fc.oneof(
      ...kitchens.map((kitchen) =>
        fc.record({
          kitchen: fc.constant(kitchen),
          term: fc.oneof(
            fc.constant(''),
            fc.constantFrom(...kitchen.vocabulary),
            fc
              .tuple(fc.constantFrom(...kitchen.vocabulary), fc.nat(), fc.nat())
              .map(([word, a, b]) =>
                word.slice(Math.min(a, b) % word.length, 1 + (Math.max(a, b) % word.length)),
              ),
            fc.constantFrom(...kitchen.vocabulary).map((word) => `  ${word.toUpperCase()} `),
          ),
          filters: fc.record(
            Object.fromEntries(
              TAXONOMY_KINDS.map((kind) => [
                kind,
                kitchen.terms[kind].length > 0
                  ? fc.subarray(kitchen.terms[kind], { maxLength: 2 })
                  : fc.constant([]),
              ]),
            ) as Record<TaxonomyKind, fc.Arbitrary<string[]>>,
            { requiredKeys: [] },
          ),
          offset: fc.nat({ max: 30 }),
        }),
      ),
    );

    await fc.assert(
      fc.asyncProperty(query, async ({ kitchen, term, filters, offset }) => {
        const api = await listPublishedRecipes(
          { db: world.db, apiOrigin: world.env.apiOrigin },
          await siteId(kitchen.slug),
          { query: term, limit: 24, offset, orderBy: 'published_at_desc', filters },
        );
        const fallback = searchStaticIndex(kitchen.index, { term, filters }, { limit: 24, offset });
        expect(fallback.total).toBe(api.total);
        expect(fallback.recipes.map((recipe) => recipe.id)).toEqual(api.recipes.map((recipe) => recipe.id));
      }),
      { seed: 20_261_123, numRuns: 300 },
    );
  }, 120_000);
});
