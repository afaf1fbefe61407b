import { TAXONOMY_KINDS, type TaxonomyKind } from '@larder/shared/schemas/taxonomy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';

/** The Filters dialog's counts beside a search: each option counts what the search would show with it. */
let world: TestWorld;
beforeAll(async () => {
  world = await createTestWorld(undefined, { LARDER_RATE_LIMITS: 'off' });
});
afterAll(async () => world.cleanup());

type Filters = Partial<Record<TaxonomyKind, readonly string[]>>;
interface Group {
  kind: TaxonomyKind;
  options: { slug: string; recipeCount: number; isSelected: boolean }[];
}

const queryString = (query: string, filters: Filters) =>
  new URLSearchParams({
    ...(query ? { query } : {}),
    ...Object.fromEntries(Object.entries(filters).map(([kind, slugs]) => [kind, slugs.join(',')])),
  }).toString();

async function filtersFor(query: string, filters: Filters): Promise<Group[]> {
  const response = await world.app.request(
    `/api/v1/site/family-table/filters?${queryString(query, filters)}`,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { filters: Group[] }).filters;
}

async function totalFor(query: string, filters: Filters): Promise<number> {
  const response = await world.app.request(
    `/api/v1/site/family-table/recipes?${queryString(query, filters)}`,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

describe('the filters’ counts for a search', () => {
  it('are the kitchen’s counts with no search and no selection', async () => {
    const groups = await filtersFor('', {});
    for (const group of groups)
      for (const option of group.options)
        expect(option.recipeCount, `${group.kind}:${option.slug}`).toBeGreaterThan(0);
  });

  it.each([
    ['a term', 'soup', {}],
    ['a term no recipe has', 'zzzz-nothing', {}],
    ['a term and a selection', 'chicken', { meals: ['main-dishes'] }],
    ['a selection alone', '', { meals: ['main-dishes'] }],
  ] as const)('with %s, count for each option what the search shows with it', async (_, query, selection) => {
    const filters: Filters = { ...selection };
    const groups = await filtersFor(query, filters);
    expect(groups.flatMap((group) => group.options).length).toBeGreaterThan(0);
    for (const group of groups) {
      for (const option of group.options) {
        // Within a taxonomy options widen the search: count each as the one chosen there.
        const expected = await totalFor(query, { ...filters, [group.kind]: [option.slug] });
        expect(option.recipeCount, `${group.kind}:${option.slug}`).toBe(expected);
        expect(option.isSelected).toBe(filters[group.kind]?.includes(option.slug) ?? false);
      }
    }
    expect(TAXONOMY_KINDS).toContain(groups[0]!.kind);
  });
});
