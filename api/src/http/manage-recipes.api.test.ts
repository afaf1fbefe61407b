import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld, testEngine, type TestWorld } from '../test-support/test-database.ts';

let world: TestWorld;
let ownerToken: string;
let otherManagerToken: string;
let unitCupId: string;

beforeAll(async () => {
  world = await createTestWorld();
  ownerToken = await world.tokenFor('june@family-table.example');
  otherManagerToken = await world.tokenFor('isla@crumb-and-crust.example');
  unitCupId = (
    await world.db.selectFrom('units').select('id').where('title', '=', 'cup').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => world.cleanup());

function call(method: string, path: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return world.app.request(`/api/v1/manage/family-table${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

async function json(response: Response) {
  return (await response.json()) as Record<string, any>;
}

const newRecipe = (slug: string) => ({
  title: 'Brown Butter Rice Krispie Treats',
  slug,
  privacySetting: 'public',
  yieldServings: 16,
  servingDescription: 'square',
  prepTimeMinutes: 10,
  cookTimeMinutes: 10,
  keywords: ['no-bake treats'],
  description: [{ type: 'paragraph', children: [{ text: 'Nutty, salty, gooey squares.' }] }],
  ingredientUsageGroups: [
    {
      title: '',
      ingredientUsages: [{ quantityMin: 6, unitId: null, ingredientTitleOverride: 'cups crisp rice cereal' }],
    },
  ],
  instructionGroups: [
    {
      title: '',
      instructions: [
        {
          content: [
            {
              type: 'paragraph',
              children: [
                { text: 'Melt ' },
                { type: 'measurement', quantity: 0.5, unitId: '00000000-0000-4000-8000-000000000000' },
              ],
            },
          ],
          timerMinutes: 5,
        },
      ],
    },
  ],
});

describe('recipe management API', () => {
  it('asks for a token (401) and hides other kitchens (404)', async () => {
    const anonymous = await call('GET', '/recipes', null);
    expect(anonymous.status).toBe(401);
    expect((await json(anonymous)).error.code).toBe('unauthorized');
    const otherManager = await call('GET', '/recipes', otherManagerToken);
    expect(otherManager.status).toBe(404);
    expect((await json(otherManager)).error.code).toBe('site_not_found');
  });

  it('lets the manager check the kitchen with current-site', async () => {
    const response = await call('GET', '/current-site', ownerToken);
    expect(response.status).toBe(200);
    expect((await json(response)).site.slug).toBe('family-table');
  });

  it('lists every recipe, drafts included', async () => {
    const body = await json(await call('GET', '/recipes', ownerToken));
    expect(body.recipes.length).toBe(4);
    expect(body.recipes.some((recipe: { publishedAt: string | null }) => recipe.publishedAt === null)).toBe(
      true,
    );
  });

  it('explains which fields are wrong and writes nothing', async () => {
    const response = await call('POST', '/recipes', ownerToken, {
      slug: 'Not A Slug',
      privacySetting: 'secret',
    });
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields.title).toEqual(['Required']);
    expect(body.error.fields.slug[0]).toContain('lowercase letters');
    expect(body.error.fields.privacySetting[0]).toContain('subscribers_only');
    const list = await json(await call('GET', '/recipes', ownerToken));
    expect(list.recipes.length).toBe(4);
  });

  it('rejects references to units that do not exist', async () => {
    const response = await call('POST', '/recipes', ownerToken, newRecipe('treats-bad-unit'));
    expect(response.status).toBe(201);
    // Measurements inside rich text are display-only; unknown unit ids in usages are refused.
    const bad = newRecipe('treats-bad-usage-unit');
    bad.ingredientUsageGroups[0]!.ingredientUsages[0]!.unitId =
      '00000000-0000-4000-8000-000000000000' as never;
    const refused = await call('POST', '/recipes', ownerToken, bad);
    expect(refused.status).toBe(400);
    expect((await json(refused)).error.fields.unitId).toBeDefined();
  });

  it('creates a draft, publishes it (queueing a rebuild) and unpublishes it', async () => {
    const created = await call('POST', '/recipes', ownerToken, {
      ...newRecipe('treats'),
      ingredientUsageGroups: [{ title: '', ingredientUsages: [{ quantityMin: 1, unitId: unitCupId }] }],
    });
    expect(created.status).toBe(201);
    const { recipe } = await json(created);
    expect(recipe.publishedAt).toBeNull();
    expect((await world.app.request('/api/v1/site/family-table/recipes/treats')).status).toBe(404);

    const jobsBefore = await world.db
      .selectFrom('rebuild_jobs')
      .selectAll()
      .where('site_slug', '=', 'family-table')
      .execute();
    const published = await call('POST', `/recipes/${recipe.id}/publish`, ownerToken);
    expect(published.status).toBe(200);
    expect((await json(published)).recipe.publishedAt).not.toBeNull();
    expect((await world.app.request('/api/v1/site/family-table/recipes/treats')).status).toBe(200);
    const jobsAfter = await world.db
      .selectFrom('rebuild_jobs')
      .selectAll()
      .where('site_slug', '=', 'family-table')
      .execute();
    expect(jobsAfter.length).toBe(jobsBefore.length + 1);

    const unpublished = await call('POST', `/recipes/${recipe.id}/unpublish`, ownerToken);
    expect((await json(unpublished)).recipe.publishedAt).toBeNull();
    expect((await world.app.request('/api/v1/site/family-table/recipes/treats')).status).toBe(404);
  });

  it('updates a recipe and keeps slugs unique within the kitchen', async () => {
    const { recipe } = await json(await call('POST', '/recipes', ownerToken, newRecipe('treats-two')));
    const updated = await call('PUT', `/recipes/${recipe.id}`, ownerToken, {
      ...newRecipe('treats-two'),
      title: 'Better Treats',
    });
    expect((await json(updated)).recipe.title).toBe('Better Treats');
    const clash = await call('PUT', `/recipes/${recipe.id}`, ownerToken, newRecipe('treats'));
    expect(clash.status).toBe(409);
    expect((await json(clash)).error.code).toBe('slug_taken');
  });

  it('deletes a recipe, and a deleted id is then not found', async () => {
    const { recipe } = await json(await call('POST', '/recipes', ownerToken, newRecipe('treats-three')));
    expect((await call('DELETE', `/recipes/${recipe.id}`, ownerToken)).status).toBe(204);
    const again = await call('GET', `/recipes/${recipe.id}`, ownerToken);
    expect(again.status).toBe(404);
    expect((await json(again)).error.code).toBe('recipe_not_found');
  });

  it("refuses the ids of another recipe's steps, ingredients or equipment with 409 and changes nothing", async () => {
    // Found by the fuzz suite: a step id of another recipe failed on the database's unique key (500).
    const other = await json(await call('POST', '/recipes', ownerToken, newRecipe('treats-owner-of-ids')));
    const stepId = other.recipe.instructionGroups[0].instructions[0].id as string;
    const { recipe } = await json(await call('POST', '/recipes', ownerToken, newRecipe('treats-borrower')));
    const borrowed = newRecipe('treats-borrower');
    (borrowed.instructionGroups[0]!.instructions[0] as Record<string, unknown>).id = stepId;
    for (const response of [
      await call('PUT', `/recipes/${recipe.id}`, ownerToken, borrowed),
      await call('POST', '/recipes', ownerToken, { ...borrowed, slug: 'treats-borrower-two' }),
    ]) {
      expect(response.status).toBe(409);
      expect((await json(response)).error.code).toBe('conflict');
    }
    const after = await json(await call('GET', `/recipes/${other.recipe.id}`, ownerToken));
    expect(after.recipe.instructionGroups[0].instructions[0].id).toBe(stepId);
  });

  it('saves a change and its rebuild together: when the rebuild cannot be queued, nothing is saved', async () => {
    const postgres = testEngine() === 'postgres';
    if (postgres) {
      await sql`create function refuse_jobs() returns trigger language plpgsql as $$
        begin raise exception 'queue unavailable'; end $$`.execute(world.db);
      await sql`create trigger refuse_jobs before insert on rebuild_jobs for each row execute function refuse_jobs()`.execute(
        world.db,
      );
    } else
      await sql`create trigger refuse_jobs before insert on rebuild_jobs begin select raise(abort, 'queue unavailable'); end`.execute(
        world.db,
      );
    try {
      const response = await call('POST', '/recipes', ownerToken, {
        ...newRecipe('treats-never-built'),
        publishedAt: '2026-11-01T10:00:00Z',
      });
      expect(response.status).toBe(500);
      const stored = await world.db
        .selectFrom('recipes')
        .select('id')
        .where('slug', '=', 'treats-never-built')
        .executeTakeFirst();
      expect(stored).toBeUndefined();
    } finally {
      if (postgres) await sql`drop trigger refuse_jobs on rebuild_jobs`.execute(world.db);
      else await sql`drop trigger refuse_jobs`.execute(world.db);
    }
  });

  it('refuses a recipe id that is not a uuid', async () => {
    const response = await call('GET', '/recipes/123', ownerToken);
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields.recipeId).toBeDefined();
  });

  it('answers bodies that are not JSON, or too large, with the catalogue codes', async () => {
    const notJson = await world.app.request('/api/v1/manage/family-table/recipes', {
      method: 'POST',
      headers: { Authorization: `Bearer ${ownerToken}`, 'Content-Type': 'text/plain', 'Content-Length': '5' },
      body: 'hello',
    });
    expect(notJson.status).toBe(415);
    expect((await json(notJson)).error.code).toBe('unsupported_media_type');

    const big = JSON.stringify({
      ...newRecipe('huge'),
      storyExcerpt: [{ type: 'paragraph', children: [{ text: 'x'.repeat(2 * 1024 * 1024) }] }],
    });
    const tooLarge = await world.app.request('/api/v1/manage/family-table/recipes', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${ownerToken}`,
        'Content-Type': 'application/json',
        'Content-Length': String(big.length),
      },
      body: big,
    });
    expect(tooLarge.status).toBe(413);
    expect((await json(tooLarge)).error.code).toBe('payload_too_large');

    const broken = await world.app.request('/api/v1/manage/family-table/recipes', {
      method: 'POST',
      headers: { Authorization: `Bearer ${ownerToken}`, 'Content-Type': 'application/json' },
      body: '{"title":',
    });
    expect(broken.status).toBe(400);
    expect((await json(broken)).error.code).toMatch(/bad_request|validation_failed/);
  });
});
