import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../http/app.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';

/** A creator who never gave a name: their kitchen speaks for them, and their address stays private. */
let world: TestWorld;
let ownerEmail: string;

beforeAll(async () => {
  world = await createTestWorld();
  const site = await world.db
    .selectFrom('sites')
    .innerJoin('users', 'users.id', 'sites.owner_id')
    .select(['users.id', 'users.email'])
    .where('sites.slug', '=', 'crumb-and-crust')
    .executeTakeFirstOrThrow();
  ownerEmail = site.email;
  await world.db.updateTable('users').set({ display_name: null }).where('id', '=', site.id).execute();
});
afterAll(async () => world.cleanup());

/** Each read through a fresh app: the public answers are cached, and these tests change the owner. */
async function publicJson(path: string): Promise<string> {
  const app = createApp({ db: world.db, env: world.env, sitesConfig: world.sitesConfig });
  const response = await app.request(`/api/v1/site/crumb-and-crust${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

describe('a kitchen whose owner has no name', () => {
  it('names its owner by the kitchen’s title, in the site and every recipe', async () => {
    const site = JSON.parse(await publicJson('/current-site')) as {
      site: { owner: { displayName: string } };
    };
    expect(site.site.owner.displayName).toBe('Crumb & Crust');
    const { recipes } = JSON.parse(await publicJson('/recipes')) as { recipes: { slug: string }[] };
    expect(recipes.length).toBeGreaterThan(0);
  });

  it('never publishes the owner’s e-mail address, nor any part of it', async () => {
    const local = ownerEmail.split('@')[0]!;
    const { recipes } = JSON.parse(await publicJson('/recipes')) as { recipes: { slug: string }[] };
    const pages = [
      await publicJson('/current-site'),
      await publicJson('/recipes'),
      ...(await Promise.all(recipes.map((recipe) => publicJson(`/recipes/${recipe.slug}`)))),
      await publicJson('/collections'),
    ];
    for (const page of pages) {
      expect(page).not.toContain(ownerEmail);
      expect(page).not.toContain(`${local}@`);
    }
  });

  it('is named again once they give a name', async () => {
    await world.db.updateTable('users').set({ display_name: '  ' }).where('email', '=', ownerEmail).execute();
    const blank = JSON.parse(await publicJson('/current-site')) as {
      site: { owner: { displayName: string } };
    };
    expect(blank.site.owner.displayName).toBe('Crumb & Crust');
    await world.db
      .updateTable('users')
      .set({ display_name: 'Maggie Thornbury' })
      .where('email', '=', ownerEmail)
      .execute();
    const named = JSON.parse(await publicJson('/current-site')) as {
      site: { owner: { displayName: string } };
    };
    expect(named.site.owner.displayName).toBe('Maggie Thornbury');
  });
});
