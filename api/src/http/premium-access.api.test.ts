import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PAID_READER_EMAIL } from '../seed/seed.ts';
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

async function readPremium(token?: string) {
  const response = await world.app.request(`/api/v1/site/family-table/recipes/${premiumSlug}`, {
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
});
