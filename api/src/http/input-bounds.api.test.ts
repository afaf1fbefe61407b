import { LIMITS } from '@larder/shared/schemas/bounds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';

/** Regression tests for inputs that broke the API when it was tried as a hostile user would. */
let world: TestWorld;
let ownerToken: string;

beforeAll(async () => {
  world = await createTestWorld();
  ownerToken = await world.tokenFor('june@family-table.example');
});
afterAll(async () => world.cleanup());

function post(path: string, body: unknown) {
  return world.app.request(`/api/v1/manage/family-table${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${ownerToken}`, 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string; fields?: object } }).error;
}

const recipe = (slug: string, extra: Record<string, unknown> = {}) => ({
  title: 'Bounds test',
  slug,
  privacySetting: 'public',
  ...extra,
});

async function recipeCount(): Promise<number> {
  const row = await world.db
    .selectFrom('recipes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The JSON text of rich text nested `levels` deep, written directly: JSON.stringify would overflow. */
function deepRichText(kind: 'document' | 'link' | 'list', levels: number): string {
  const [open, close] = (
    {
      document: ['{"type":"document","children":[', ']}'],
      link: ['{"type":"link","href":"https://example.com","children":[', ']}'],
      list: ['{"type":"bulleted-list","children":[{"type":"list-item","children":[', ']}]}'],
    } satisfies Record<string, [string, string]>
  )[kind];
  const node = `${open.repeat(levels)}{"text":"deep"}${close.repeat(levels)}`;
  return kind === 'link' ? `[{"type":"paragraph","children":[${node}]}]` : `[${node}]`;
}

describe('input bounds', () => {
  it.each([
    ['document', 700],
    ['link', 800],
    ['list', 2000],
  ] as const)(
    'refuses rich text of %s nodes %i levels deep with 400 and stores nothing',
    async (kind, levels) => {
      const before = await recipeCount();
      const body = JSON.stringify(recipe(`deep-${kind}`, { note: '@' })).replace(
        '"@"',
        deepRichText(kind, levels),
      );
      const response = await post('/recipes', body);
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('validation_failed');
      expect(error.message).toMatch(/nested too deeply/);
      expect(await recipeCount()).toBe(before);
    },
  );

  it('refuses legacy recipe data nested 800 levels deep with 400', async () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 800; level += 1) deep = { inner: deep };
    const response = await post(
      '/recipes',
      recipe('deep-legacy', { legacyRecipeData: { content: '', deep } }),
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toMatch(/nested too deeply/);
  });

  it('refuses any JSON body nested beyond the limit before validating it', async () => {
    const depth = 200_000;
    const response = await post('/recipes', `${'['.repeat(depth)}${']'.repeat(depth)}`);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toContain(
      `The request body is nested too deeply (at most ${LIMITS.jsonDepth} levels)`,
    );
  });

  it('answers 100,000 bad tag ids with a short error naming the limit', async () => {
    const response = await post('/recipes', recipe('many-tags', { tagIds: Array(100_000).fill('nope') }));
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text.length).toBeLessThan(1000);
    expect(text).toContain(`Choose at most ${LIMITS.taxonomyIds}`);
  });

  it('names only the first few problems of a body with thousands of them', async () => {
    const usages = Array.from({ length: 200 }, () => ({ quantityMin: -1, unitId: 'nope', link: 'nope' }));
    const response = await post(
      '/recipes',
      recipe('many-problems', { ingredientUsageGroups: [{ title: '', ingredientUsages: usages }] }),
    );
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(Object.keys(error.fields ?? {}).length).toBeLessThanOrEqual(LIMITS.reportedProblems);
    expect(error.message).toMatch(/and \d+ more problems\)$/);
  });

  it.each([
    ['true', true],
    ['"0"', '0'],
  ])('refuses publishedAt %s on create and on publish, storing nothing', async (_label, publishedAt) => {
    const created = await post('/recipes', recipe(`bad-date-${String(publishedAt)}`, { publishedAt }));
    expect(created.status).toBe(400);
    expect((await errorOf(created)).fields).toHaveProperty('publishedAt');

    const draft = await post('/recipes', recipe(`draft-${String(publishedAt)}`));
    const { recipe: stored } = (await draft.json()) as { recipe: { id: string } };
    const published = await post(`/recipes/${stored.id}/publish`, { publishedAt });
    expect(published.status).toBe(400);
    expect((await errorOf(published)).fields).toHaveProperty('publishedAt');
    const row = await world.db
      .selectFrom('recipes')
      .select('published_at')
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expect(row.published_at).toBeNull();
  });

  it('publishes with no body, an empty object or a real date', async () => {
    for (const [slug, body] of [
      ['publish-no-body', undefined],
      ['publish-empty', {}],
      ['publish-date', { publishedAt: '2026-01-02T03:04:05Z' }],
    ] as const) {
      const draft = await post('/recipes', recipe(slug));
      const { recipe: stored } = (await draft.json()) as { recipe: { id: string } };
      const response = await world.app.request(`/api/v1/manage/family-table/recipes/${stored.id}/publish`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${ownerToken}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      expect(response.status, slug).toBe(200);
    }
  });
});

describe('media of another kitchen', () => {
  async function imageOf(slug: string, where: 'recipe' | 'draft step' | 'logo'): Promise<string> {
    const site = await world.db
      .selectFrom('sites')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    if (where === 'logo') {
      const image = await world.db
        .selectFrom('images')
        .select('id')
        .where('site_id', '=', site.id)
        .executeTakeFirstOrThrow();
      return image.id;
    }
    const row = await world.db
      .selectFrom('recipe_images as ri')
      .innerJoin('recipes as r', 'r.id', 'ri.recipe_id')
      .select('ri.image_id')
      .where('r.site_id', '=', site.id)
      .where('r.published_at', where === 'draft step' ? 'is' : 'is not', null)
      .executeTakeFirstOrThrow();
    return row.image_id;
  }

  it.each(['recipe', 'draft step', 'logo'] as const)(
    "refuses an image of another kitchen's %s, in every place a recipe takes an image",
    async (where) => {
      const foreign = await imageOf('crumb-and-crust', where);
      const places = [
        { images: [{ id: foreign }] },
        { instructionGroups: [{ title: '', instructions: [{ imageIds: [foreign] }] }] },
      ];
      for (const [index, place] of places.entries()) {
        const response = await post(
          '/recipes',
          recipe(`foreign-image-${where.replace(' ', '-')}-${index}`, place),
        );
        expect(response.status).toBe(400);
        expect((await errorOf(response)).fields).toHaveProperty('imageId');
      }
    },
  );

  it("accepts the kitchen's own images", async () => {
    const own = await imageOf('family-table', 'recipe');
    const response = await post('/recipes', recipe('own-image', { images: [{ id: own }] }));
    expect(response.status).toBe(201);
  });

  it("refuses a video of another kitchen and accepts the kitchen's own", async () => {
    const videos = await world.db
      .selectFrom('videos as v')
      .innerJoin('sites as s', 's.id', 'v.site_id')
      .select(['v.id', 's.slug'])
      .execute();
    const foreign = videos.find((video) => video.slug !== 'family-table');
    const own = videos.find((video) => video.slug === 'family-table');
    if (foreign) {
      const response = await post('/recipes', recipe('foreign-video', { videoId: foreign.id }));
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields).toHaveProperty('videoId');
    }
    if (own) expect((await post('/recipes', recipe('own-video', { videoId: own.id }))).status).toBe(201);
    expect(foreign ?? own).toBeDefined();
  });
});
