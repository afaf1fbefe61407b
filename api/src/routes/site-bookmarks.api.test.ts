import { addBookmark, removeBookmark } from '@larder/shared/api/reader.endpoints';
import { SiteUserDataResponseSchema } from '@larder/shared/schemas/bookmark';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import {
  answer,
  createReader,
  kitchenRecipes,
  refusal,
  testClient,
  type KitchenRecipes,
} from '../test-support/test-client.ts';

let world: TestWorld;
let familyTable: KitchenRecipes;
let crumbAndCrust: KitchenRecipes;
let reader: Awaited<ReturnType<typeof createReader>>;

beforeAll(async () => {
  world = await createTestWorld();
  familyTable = await kitchenRecipes(world, 'family-table');
  crumbAndCrust = await kitchenRecipes(world, 'crumb-and-crust');
});
afterAll(async () => world.cleanup());
beforeEach(async () => {
  await world.db.deleteFrom('rate_limits').execute();
  reader = await createReader(world);
});

const save = (token: string | null, recipeId: string, siteSlug = 'family-table') =>
  testClient(world, token).request(addBookmark, { params: { siteSlug }, body: { recipeId } });
const unsave = (token: string | null, recipeId: string, siteSlug = 'family-table') =>
  testClient(world, token).request(removeBookmark, { params: { siteSlug, recipeId } });

describe('saving a recipe', () => {
  it('answers with the reader’s saved recipes on this kitchen, newest first', async () => {
    const [first, second] = familyTable.public;
    await save(reader.token, first!);
    const { siteUserData } = await answer(SiteUserDataResponseSchema, save(reader.token, second!));
    expect(siteUserData.bookmarks).toEqual([second, first]);
  });

  it('saves a recipe once however often it is saved', async () => {
    const recipe = familyTable.public[0]!;
    await save(reader.token, recipe);
    const { siteUserData } = await answer(SiteUserDataResponseSchema, save(reader.token, recipe));
    expect(siteUserData.bookmarks).toEqual([recipe]);
  });

  it('saves a subscribers-only recipe for a reader without a subscription', async () => {
    const { siteUserData } = await answer(
      SiteUserDataResponseSchema,
      save(reader.token, familyTable.premium[0]!),
    );
    expect(siteUserData.bookmarks).toEqual([familyTable.premium[0]]);
  });

  it('keeps each kitchen’s saved recipes apart', async () => {
    await save(reader.token, familyTable.public[0]!);
    const { siteUserData } = await answer(
      SiteUserDataResponseSchema,
      save(reader.token, crumbAndCrust.public[0]!, 'crumb-and-crust'),
    );
    expect(siteUserData.bookmarks).toEqual([crumbAndCrust.public[0]]);
  });

  it('asks a visitor to sign in', async () => {
    await refusal(save(null, familyTable.public[0]!), 401, 'unauthorized');
  });

  it('asks a visitor to sign in before looking at what they sent', async () => {
    const response = await world.app.request('/api/v1/site/family-table/bookmarks', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"recipeId": 7}',
    });
    expect(response.status).toBe(401);
  });

  it('does not save a draft, another kitchen’s recipe or an unknown one', async () => {
    await refusal(save(reader.token, familyTable.draft), 404, 'recipe_not_found');
    await refusal(save(reader.token, crumbAndCrust.public[0]!), 404, 'recipe_not_found');
    await refusal(save(reader.token, crypto.randomUUID()), 404, 'recipe_not_found');
    await refusal(save(reader.token, familyTable.public[0]!, 'no-such-kitchen'), 404, 'site_not_found');
    expect(
      await world.db.selectFrom('bookmarks').selectAll().where('user_id', '=', reader.id).execute(),
    ).toEqual([]);
  });

  it('refuses a recipe id that is not a uuid', async () => {
    await refusal(save(reader.token, 'chili'), 400, 'validation_failed');
  });
});

describe('unsaving a recipe', () => {
  it('answers without it, and again without complaint', async () => {
    const [first, second] = familyTable.public;
    await save(reader.token, first!);
    await save(reader.token, second!);
    const once = await answer(SiteUserDataResponseSchema, unsave(reader.token, first!));
    expect(once.siteUserData.bookmarks).toEqual([second]);
    const twice = await answer(SiteUserDataResponseSchema, unsave(reader.token, first!));
    expect(twice.siteUserData.bookmarks).toEqual([second]);
  });

  it('removes a recipe the kitchen has since unpublished', async () => {
    const recipe = familyTable.public[0]!;
    await save(reader.token, recipe);
    await world.db.updateTable('recipes').set({ published_at: null }).where('id', '=', recipe).execute();
    try {
      const { siteUserData } = await answer(SiteUserDataResponseSchema, unsave(reader.token, recipe));
      expect(siteUserData.bookmarks).toEqual([]);
    } finally {
      await world.db
        .updateTable('recipes')
        .set({ published_at: '2025-01-01T00:00:00.000Z' })
        .where('id', '=', recipe)
        .execute();
    }
  });

  it('leaves another reader’s saved recipes alone', async () => {
    const other = await createReader(world);
    const recipe = familyTable.public[0]!;
    await save(other.token, recipe);
    await unsave(reader.token, recipe);
    const { siteUserData } = await answer(
      SiteUserDataResponseSchema,
      save(other.token, familyTable.public[1]!),
    );
    expect(siteUserData.bookmarks).toContain(recipe);
  });

  it('knows nothing of another kitchen’s recipe, and asks a visitor to sign in', async () => {
    await refusal(unsave(reader.token, crumbAndCrust.public[0]!), 404, 'recipe_not_found');
    await refusal(unsave(null, familyTable.public[0]!), 401, 'unauthorized');
    await refusal(unsave(reader.token, 'not-a-uuid'), 400, 'validation_failed');
  });
});

describe('the bookmark rate limit', () => {
  it('refuses the 301st save or unsave of ten minutes with 429 and Retry-After, per reader', async () => {
    // On a stopped clock: the budget refills one request every two seconds, which a slow machine's
    // 300 requests would otherwise earn back.
    const { createApp } = await import('../http/app.ts');
    const running = world.app;
    const stopped = Date.now();
    world.app = createApp({
      db: world.db,
      env: world.env,
      sitesConfig: world.sitesConfig,
      now: () => stopped,
    });
    onTestFinished(() => {
      world.app = running;
    });
    const recipe = familyTable.public[0]!;
    for (let i = 0; i < 150; i++) {
      await save(reader.token, recipe);
      await unsave(reader.token, recipe);
    }
    const response = await world.app.request('/api/v1/site/family-table/bookmarks', {
      method: 'POST',
      headers: { Authorization: `Bearer ${reader.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ recipeId: recipe }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await createReader(world);
    await save(other.token, recipe);
  });
});
