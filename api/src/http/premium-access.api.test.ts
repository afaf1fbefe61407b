import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipePreviewToken } from '../recipe/recipe-preview-links.ts';
import { DEMO_FREE_READER_EMAIL, DEMO_PAID_READER_EMAIL } from '@larder/demo/seed/seed';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';

let world: TestWorld;
let premiumSlug: string;
let lockedWords: string[];

beforeAll(async () => {
  world = await createTestWorld();
  const premium = world.kitchens[0]!.recipes.find(
    (recipe) => recipe.privacy === 'subscribers_only' && recipe.publishedAt,
  )!;
  premiumSlug = premium.slug;
  // Text that only the locked part carries: the first step and a titled ingredient.
  lockedWords = premium.instructionGroups
    .flatMap((group) => group.steps)
    .map((step) =>
      step.text
        .split(/\{[^}]*\}/)
        .sort((a, b) => b.length - a.length)[0]!
        .trim()
        .slice(0, 30),
    )
    .slice(0, 3);
});
afterAll(async () => world.cleanup());

async function readPremium(token?: string, query = '') {
  const response = await world.app.request(`/api/v1/site/family-table/recipes/${premiumSlug}${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, text: await response.text() };
}

describe('premium recipes', () => {
  it('gives a visitor only the teaser', async () => {
    const { status, text } = await readPremium();
    expect(status).toBe(200);
    const { recipe } = JSON.parse(text);
    expect(recipe.isLocked).toBe(true);
    expect(recipe.title).toBeTruthy();
    expect(recipe.images.length).toBeGreaterThan(0);
    expect(recipe.ingredientUsageGroups).toEqual([]);
    expect(recipe.instructionGroups).toEqual([]);
    expect(recipe.note).toBeNull();
    expect(recipe.ingredientUsageCount).toBeGreaterThan(0);
    for (const words of lockedWords) expect(text).not.toContain(words);
  });

  it('gives the kitchen manager the whole recipe', async () => {
    const { text } = await readPremium(await world.tokenFor('june@family-table.example'));
    const { recipe } = JSON.parse(text);
    expect(recipe.isLocked).toBe(false);
    expect(recipe.ingredientUsageGroups.length).toBeGreaterThan(0);
    for (const words of lockedWords) expect(text).toContain(words);
  });

  it('gives a paid subscriber the whole recipe', async () => {
    const { text } = await readPremium(await world.tokenFor(DEMO_PAID_READER_EMAIL));
    expect(JSON.parse(text).recipe.isLocked).toBe(false);
  });

  it('keeps it locked for the manager of another kitchen', async () => {
    const { text } = await readPremium(await world.tokenFor('isla@crumb-and-crust.example'));
    expect(JSON.parse(text).recipe.isLocked).toBe(true);
  });

  it('rejects an unknown bearer token instead of treating it as a visitor', async () => {
    const { status, text } = await readPremium('not-a-real-token');
    expect(status).toBe(401);
    expect(JSON.parse(text).error.code).toBe('unauthorized');
  });

  it('keeps it locked for a free subscriber', async () => {
    const { text } = await readPremium(await world.tokenFor(DEMO_FREE_READER_EMAIL));
    expect(JSON.parse(text).recipe.isLocked).toBe(true);
  });
});

async function currentUser(token?: string, siteSlug = 'family-table') {
  const response = await world.app.request(`/api/v1/site/${siteSlug}/current-user`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe('the current user', () => {
  it('is a 401 for a visitor, so the site treats them as signed out', async () => {
    const { status, body } = await currentUser();
    expect(status).toBe(401);
    expect(body.error.code).toBe('unauthorized');
    expect((await currentUser('expired-or-unknown')).status).toBe(401);
  });

  it('carries a paid subscription and the derived flags', async () => {
    const { status, body } = await currentUser(await world.tokenFor(DEMO_PAID_READER_EMAIL));
    expect(status).toBe(200);
    expect(body.currentUser).toMatchObject({
      email: DEMO_PAID_READER_EMAIL,
      displayName: 'Riley Reader',
      currentSubscription: { planType: 'monthly', priceAmountCents: 500, cadence: 'month' },
      isSubscribedToFree: false,
      isSubscribedToPaid: true,
    });
    expect(body.siteUserData).toEqual({ bookmarks: [], managesKitchen: false });
  });

  it('says which readers manage the kitchen, so its pages ask no one else the manager check', async () => {
    expect(
      (await currentUser(await world.tokenFor('june@family-table.example'))).body.siteUserData,
    ).toMatchObject({
      managesKitchen: true,
    });
    expect((await currentUser(await world.tokenFor(DEMO_FREE_READER_EMAIL))).body.siteUserData).toMatchObject(
      {
        managesKitchen: false,
      },
    );
  });

  it('marks a free subscriber, who is offered the upgrade', async () => {
    const { body } = await currentUser(await world.tokenFor(DEMO_FREE_READER_EMAIL));
    expect(body.currentUser).toMatchObject({
      currentSubscription: { planType: 'free', priceAmountCents: 0, cadence: 'none' },
      isSubscribedToFree: true,
      isSubscribedToPaid: false,
    });
  });

  it('has no subscription in a kitchen the reader has not subscribed to', async () => {
    const { body } = await currentUser(await world.tokenFor(DEMO_PAID_READER_EMAIL), 'crumb-and-crust');
    expect(body.currentUser).toMatchObject({
      currentSubscription: null,
      isSubscribedToFree: false,
      isSubscribedToPaid: false,
    });
  });
});

describe('preview links', () => {
  async function premiumRecipeId(): Promise<string> {
    const row = await world.db
      .selectFrom('recipes')
      .select('id')
      .where('slug', '=', premiumSlug)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function createLink(recipeId: string, token?: string) {
    const response = await world.app.request(
      `/api/v1/manage/family-table/recipes/${recipeId}/preview-links`,
      {
        method: 'POST',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      },
    );
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  }

  it('lets a manager share a premium recipe in full with anyone holding the link', async () => {
    const { status, body } = await createLink(
      await premiumRecipeId(),
      await world.tokenFor('june@family-table.example'),
    );
    expect(status).toBe(201);
    const url = new URL(body.previewLink.url as string);
    expect(url.origin).toBe('http://family-table.localhost:4321');
    expect(url.pathname).toBe(`/recipes/${premiumSlug}/`);
    expect(Date.parse(body.previewLink.expiresAt as string) - Date.now()).toBeGreaterThan(6 * 86_400_000);

    const { status: readStatus, text } = await readPremium(undefined, url.search);
    expect(readStatus).toBe(200);
    const read = JSON.parse(text);
    expect(read.preview).toBe(true);
    expect(read.recipe.isLocked).toBe(false);
    for (const words of lockedWords) expect(text).toContain(words);
  });

  it('refuses an unknown, expired or other recipe’s preview token with a clear error', async () => {
    const recipeId = await premiumRecipeId();
    const june = await world.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'june@family-table.example')
      .executeTakeFirstOrThrow();
    const expired = await createRecipePreviewToken(world.db, {
      recipeId,
      createdBy: june.id,
      now: new Date(Date.now() - 8 * 86_400_000),
    });
    const otherRecipe = await world.db
      .selectFrom('recipes')
      .select('id')
      .where('slug', '!=', premiumSlug)
      .where('published_at', 'is not', null)
      .executeTakeFirstOrThrow();
    const forOther = await createRecipePreviewToken(world.db, {
      recipeId: otherRecipe.id,
      createdBy: june.id,
    });
    for (const token of ['made-up', expired.token, forOther.token]) {
      const { status, text } = await readPremium(undefined, `?preview=${token}`);
      expect(status).toBe(403);
      expect(JSON.parse(text).error).toEqual({
        code: 'preview_link_invalid',
        message: 'This preview link has expired or is not valid. Ask the kitchen for a new one.',
      });
      expect(text).not.toContain(lockedWords[0]);
    }
  });

  it('are only made by the kitchen’s managers, and only for published recipes', async () => {
    const recipeId = await premiumRecipeId();
    expect((await createLink(recipeId)).status).toBe(401);
    expect((await createLink(recipeId, await world.tokenFor(DEMO_PAID_READER_EMAIL))).status).toBe(404);
    expect((await createLink(recipeId, await world.tokenFor('isla@crumb-and-crust.example'))).status).toBe(
      404,
    );
    const draft = await world.db
      .selectFrom('recipes as r')
      .innerJoin('sites as s', 's.id', 'r.site_id')
      .select('r.id')
      .where('s.slug', '=', 'family-table')
      .where('r.published_at', 'is', null)
      .executeTakeFirstOrThrow();
    const { status, body } = await createLink(draft.id, await world.tokenFor('june@family-table.example'));
    expect(status).toBe(409);
    expect(body.error.code).toBe('recipe_not_published');
  });
});
