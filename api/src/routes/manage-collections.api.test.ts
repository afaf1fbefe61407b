import { ApiError, createApiClient } from '@larder/shared/api/api-client';
import { siteCollection } from '@larder/shared/api/collections.endpoints';
import {
  createManagedCollection,
  deleteManagedCollection,
  manageCollection,
  manageCollections,
  updateManagedCollection,
  type StaleCollectionWrite,
} from '@larder/shared/api/manage-collections.endpoints';
import type { CollectionInputBody, ManagedCollection } from '@larder/shared/schemas/collection';
import { PublicCollectionSchema } from '@larder/shared/schemas/collection';
import { propertyRuns } from '@larder/shared/test-support/property-runs';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addGeneratedRecipes } from '@larder/demo/seed/bulk-recipes';
import { answer, createReader, kitchenRecipes, refusal, testClient } from '../test-support/test-client.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';

let world: TestWorld;
let june: ReturnType<typeof testClient>;
/** The statuses of june's calls, newest last (the client answers bodies only). */
const statuses: number[] = [];
let siteId: string;
/** The family kitchen's recipes: published ones (public and premium) and a draft. */
let published: string[];
let draft: string;
let image: string;
let video: string;
let crumb: { recipe: string; image: string; video: string };

const siteSlug = 'family-table';
const params = { siteSlug };

beforeAll(async () => {
  world = await createTestWorld();
  const token = await world.tokenFor('june@family-table.example');
  june = createApiClient({
    apiOrigin: world.env.apiOrigin,
    token: () => token,
    fetch: async (url, init) => {
      const response = await world.app.request(url, init);
      statuses.push(response.status);
      return response;
    },
  });
  const recipes = await kitchenRecipes(world, siteSlug);
  siteId = recipes.siteId;
  published = [...recipes.public, ...recipes.premium];
  draft = recipes.draft;
  const crumbRecipes = await kitchenRecipes(world, 'crumb-and-crust');
  const imageOf = async (id: string) =>
    (
      await world.db
        .selectFrom('images')
        .select('id')
        .where('site_id', '=', id)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  const videoOf = async (id: string) => {
    const videoId = randomUUID();
    await world.db
      .insertInto('videos')
      .values({ id: videoId, key: `sites/${id}/${videoId}.webm`, poster_image_id: null, site_id: id })
      .execute();
    return videoId;
  };
  image = await imageOf(siteId);
  video = await videoOf(siteId);
  crumb = {
    recipe: crumbRecipes.public[0]!,
    image: await imageOf(crumbRecipes.siteId),
    video: await videoOf(crumbRecipes.siteId),
  };
});
afterAll(async () => world.cleanup());

let counter = 0;
function fields(overrides: Partial<CollectionInputBody> = {}): CollectionInputBody {
  counter += 1;
  return { title: `Weeknight ${counter}`, slug: `weeknight-${counter}`, ...overrides };
}

async function create(overrides: Partial<CollectionInputBody> = {}): Promise<ManagedCollection> {
  return (await june.request(createManagedCollection, { params, body: fields(overrides) })).collection;
}

const paragraph = (text: string) => ({ type: 'paragraph' as const, children: [{ text }] });

/** The field errors of a refused call. */
async function refusedFields(call: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await call.then(
    () => {
      throw new Error('Expected a refusal');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(400);
  return (error as ApiError).body?.error.fields ?? {};
}

async function rebuildReasons(): Promise<string[]> {
  const jobs = await world.db
    .selectFrom('rebuild_jobs')
    .select('reason')
    .where('site_slug', '=', siteSlug)
    .orderBy('created_at')
    .execute();
  return jobs.map((job) => job.reason);
}

async function publicCollection(slug: string) {
  return answer(
    z.object({ collection: PublicCollectionSchema }),
    testClient(world).request(siteCollection, { params: { siteSlug, collectionSlug: slug } }),
  );
}

describe('who may manage collections', () => {
  it('refuses the signed out (401), readers and managers of another kitchen (404)', async () => {
    const existing = await create();
    const one = { siteSlug, collectionId: existing.id };
    // Each call is made when its refusal is awaited: a refusal made earlier would be unhandled
    // until its turn.
    const calls = (token: string | null) => {
      const client = testClient(world, token);
      return [
        () => client.request(manageCollections, { params }),
        () => client.request(createManagedCollection, { params, body: fields() }),
        () => client.request(manageCollection, { params: one }),
        () => client.request(updateManagedCollection, { params: one, body: { title: 'Taken over' } }),
        () => client.request(deleteManagedCollection, { params: one }),
      ];
    };
    for (const call of calls(null)) await refusal(call(), 401, 'unauthorized');
    const reader = (await createReader(world)).token;
    const isla = await world.tokenFor('isla@crumb-and-crust.example');
    for (const call of [...calls(reader), ...calls(isla)]) await refusal(call(), 404, 'site_not_found');
    expect((await june.request(manageCollection, { params: one })).collection).toEqual(existing);
  });
});

describe('creating and reading collections', () => {
  it('answers 201 with the collection in its management form, and reads it back', async () => {
    const body = fields({
      description: [paragraph('Dinners in half an hour.'), paragraph('youtube=dQw4w9WgXcQ')],
      imageId: image,
      videoId: video,
      recipeIds: [draft, published[1]!, published[0]!],
    });
    const { collection } = await june.request(createManagedCollection, { params, body });
    expect(statuses.at(-1)).toBe(201);
    expect(collection).toMatchObject({
      title: body.title,
      slug: body.slug,
      description: body.description,
      imageId: image,
      videoId: video,
      recipeIds: body.recipeIds,
      image: { id: image },
      video: { id: video },
      version: 1,
    });
    expect(Date.parse(collection.updatedAt)).not.toBeNaN();
    expect(
      (await june.request(manageCollection, { params: { siteSlug, collectionId: collection.id } }))
        .collection,
    ).toEqual(collection);
  });

  it('fills what is left out: no description, media or recipes', async () => {
    const collection = await create();
    expect(collection).toMatchObject({
      description: [],
      imageId: null,
      videoId: null,
      recipeIds: [],
      image: null,
      video: null,
    });
  });

  it('lists every collection by title, counting all its recipes and the published ones apart', async () => {
    const collection = await create({
      title: 'AAA first by title',
      imageId: image,
      recipeIds: [draft, ...published],
    });
    const { collections } = await june.request(manageCollections, { params });
    const titles = collections.map((item) => item.title);
    expect(titles).toEqual([...titles].sort());
    expect(collections.find((item) => item.id === collection.id)).toEqual({
      id: collection.id,
      slug: collection.slug,
      title: 'AAA first by title',
      image: collection.image,
      recipeCount: published.length + 1,
      publishedRecipeCount: published.length,
      updatedAt: collection.updatedAt,
    });
    // The seeded collections are there too, and no other kitchen's.
    const seeded = await world.db
      .selectFrom('collections')
      .select('id')
      .where('site_id', '=', siteId)
      .execute();
    expect(collections.map((item) => item.id).sort()).toEqual(seeded.map((row) => row.id).sort());
  });

  it("shows the new collection's published recipes on the public read, in the chosen order", async () => {
    const order = [published[1]!, draft, published[0]!];
    const collection = await create({ description: [paragraph('Our favourites.')], recipeIds: order });
    const { collection: read } = await publicCollection(collection.slug);
    expect(read.recipes.map((recipe) => recipe.id)).toEqual([published[1], published[0]]);
    expect(read).toMatchObject({ title: collection.title, recipeCount: 2 });
    expect(read.description).toEqual([paragraph('Our favourites.')]);
  });
});

describe('what a collection write refuses', () => {
  it('refuses an empty title, a bad slug and a recipe named twice, field by field', async () => {
    expect(
      await refusedFields(june.request(createManagedCollection, { params, body: fields({ title: '  ' }) })),
    ).toEqual({ title: ['Required'] });
    const badSlug = await refusedFields(
      june.request(createManagedCollection, { params, body: fields({ slug: 'Not A Slug' }) }),
    );
    expect(Object.keys(badSlug)).toEqual(['slug']);
    expect(
      await refusedFields(
        june.request(createManagedCollection, {
          params,
          body: fields({ recipeIds: [published[0]!, published[0]!] }),
        }),
      ),
    ).toEqual({ recipeIds: ['Add each recipe once'] });
  });

  it("refuses another kitchen's recipe, photo or video, and ids that exist nowhere", async () => {
    const cases: [Partial<CollectionInputBody>, string][] = [
      [{ recipeIds: [published[0]!, crumb.recipe] }, 'recipeIds'],
      [{ recipeIds: [randomUUID()] }, 'recipeIds'],
      [{ imageId: crumb.image }, 'imageId'],
      [{ videoId: crumb.video }, 'videoId'],
    ];
    for (const [overrides, field] of cases) {
      const refused = await refusedFields(
        june.request(createManagedCollection, { params, body: fields(overrides) }),
      );
      expect(Object.keys(refused)).toEqual([field]);
    }
    const existing = await create();
    expect(
      Object.keys(
        await refusedFields(
          june.request(updateManagedCollection, {
            params: { siteSlug, collectionId: existing.id },
            body: { imageId: crumb.image },
          }),
        ),
      ),
    ).toEqual(['imageId']);
  });

  it('refuses a youtube= paragraph without a video id, saying what to write', async () => {
    const refused = await refusedFields(
      june.request(createManagedCollection, {
        params,
        body: fields({ description: [paragraph('Intro'), paragraph('youtube=not a video!')] }),
      }),
    );
    expect(refused).toEqual({
      'description.1': ['After youtube= put the id of a YouTube video (for example youtube=dQw4w9WgXcQ)'],
    });
  });

  it('refuses descriptions past their bounds and takes them at the bounds', async () => {
    const tooMany = await refusedFields(
      june.request(createManagedCollection, {
        params,
        body: fields({ description: Array.from({ length: 101 }, () => paragraph('Line')) }),
      }),
    );
    expect(tooMany).toEqual({ description: ['Use at most 100 paragraphs'] });
    const tooLong = await refusedFields(
      june.request(createManagedCollection, {
        params,
        body: fields({
          description: [
            paragraph('Short'),
            { type: 'paragraph', children: [{ text: 'x'.repeat(3000) }, { text: 'y'.repeat(2001) }] },
          ],
        }),
      }),
    );
    expect(tooLong).toEqual({ 'description.1': ['Use at most 5000 characters in a paragraph'] });
    const atBounds = await create({
      description: Array.from({ length: 100 }, (_, index) => paragraph(index ? 'Line' : 'x'.repeat(5000))),
    });
    expect(atBounds.description).toHaveLength(100);
  });

  it('refuses a slug another collection of the kitchen has (409), on create and on update', async () => {
    const first = await create();
    const second = await create();
    await refusal(
      june.request(createManagedCollection, { params, body: fields({ slug: first.slug }) }),
      409,
      'slug_taken',
    );
    await refusal(
      june.request(updateManagedCollection, {
        params: { siteSlug, collectionId: second.id },
        body: { slug: first.slug },
      }),
      409,
      'slug_taken',
    );
    // Its own slug is no conflict.
    const kept = await june.request(updateManagedCollection, {
      params: { siteSlug, collectionId: first.id },
      body: { slug: first.slug, title: 'Same slug' },
    });
    expect(kept.collection.slug).toBe(first.slug);
  });

  it('stores nothing and queues no rebuild when it refuses', async () => {
    const before = await rebuildReasons();
    const count = await world.db.selectFrom('collections').select('id').execute();
    await refusedFields(
      june.request(createManagedCollection, { params, body: fields({ recipeIds: [crumb.recipe] }) }),
    );
    expect(await rebuildReasons()).toEqual(before);
    expect(await world.db.selectFrom('collections').select('id').execute()).toHaveLength(count.length);
  });
});

describe('updating and deleting collections', () => {
  it('changes only the fields sent and moves the version on', async () => {
    const collection = await create({
      description: [paragraph('Kept.')],
      imageId: image,
      videoId: video,
      recipeIds: [published[0]!, draft],
    });
    const params = { siteSlug, collectionId: collection.id };
    const { collection: renamed } = await june.request(updateManagedCollection, {
      params,
      body: { title: 'Renamed' },
    });
    expect(renamed).toEqual({
      ...collection,
      title: 'Renamed',
      version: 2,
      updatedAt: renamed.updatedAt,
    });
    expect(renamed.updatedAt >= collection.updatedAt).toBe(true);
    // Null clears a field; a list of recipes replaces the old one.
    const { collection: cleared } = await june.request(updateManagedCollection, {
      params,
      body: { imageId: null, description: null, recipeIds: [draft], version: 2 },
    });
    expect(cleared).toMatchObject({
      title: 'Renamed',
      imageId: null,
      image: null,
      videoId: video,
      description: [],
      recipeIds: [draft],
      version: 3,
    });
  });

  it('refuses a save from a stale version with 409 and the collection as it is now, writing nothing', async () => {
    const collection = await create();
    const params = { siteSlug, collectionId: collection.id };
    await june.request(updateManagedCollection, { params, body: { title: 'Tab one', version: 1 } });
    const error = await june
      .request(updateManagedCollection, { params, body: { title: 'Tab two', version: 1 } })
      .catch((caught: unknown) => caught as ApiError);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    const body = (error as ApiError).body as unknown as StaleCollectionWrite;
    expect(body.error.code).toBe('collection_changed');
    expect(body.collection).toMatchObject({ id: collection.id, title: 'Tab one', version: 2 });
    expect((await june.request(manageCollection, { params })).collection.title).toBe('Tab one');
    // Keeping one's own version over it: the save names the current version.
    const kept = await june.request(updateManagedCollection, {
      params,
      body: { title: 'Tab two', version: body.collection.version },
    });
    expect(kept.collection).toMatchObject({ title: 'Tab two', version: 3 });
  });

  it('deletes with 204, then knows the collection no more; its recipes stay', async () => {
    const collection = await create({ recipeIds: [published[0]!] });
    const params = { siteSlug, collectionId: collection.id };
    expect(await june.request(deleteManagedCollection, { params })).toBeNull();
    expect(statuses.at(-1)).toBe(204);
    await refusal(june.request(manageCollection, { params }), 404, 'collection_not_found');
    await refusal(june.request(deleteManagedCollection, { params }), 404, 'collection_not_found');
    await refusal(
      june.request(updateManagedCollection, { params, body: { title: 'Gone' } }),
      404,
      'collection_not_found',
    );
    await refusal(publicCollection(collection.slug), 404, 'collection_not_found');
    expect(
      await world.db.selectFrom('recipes').select('id').where('id', '=', published[0]!).executeTakeFirst(),
    ).toBeDefined();
  });

  it("refuses another kitchen's collection as unknown (404)", async () => {
    const isla = testClient(world, await world.tokenFor('isla@crumb-and-crust.example'));
    const mine = await create();
    await refusal(
      isla.request(manageCollection, { params: { siteSlug: 'crumb-and-crust', collectionId: mine.id } }),
      404,
      'collection_not_found',
    );
    await refusal(
      isla.request(deleteManagedCollection, {
        params: { siteSlug: 'crumb-and-crust', collectionId: mine.id },
      }),
      404,
      'collection_not_found',
    );
  });

  it('queues a rebuild of the kitchen with each write', async () => {
    const before = (await rebuildReasons()).length;
    const collection = await create();
    const params = { siteSlug, collectionId: collection.id };
    await june.request(updateManagedCollection, { params, body: { title: 'Rebuilt' } });
    await june.request(deleteManagedCollection, { params });
    expect((await rebuildReasons()).slice(before)).toEqual([
      `collection ${collection.id} created`,
      `collection ${collection.id} updated`,
      `collection ${collection.id} deleted`,
    ]);
  });
});

describe('the order of a collection', () => {
  it('reads any choice of recipes back in the order given, and shows the published ones so', async () => {
    const more = await addGeneratedRecipes(world.db, siteSlug, 4);
    const choices = [...published, draft, ...more];
    const visible = new Set([...published, ...more]);
    const collection = await create();
    const one = { siteSlug, collectionId: collection.id };
    await fc.assert(
      fc.asyncProperty(fc.shuffledSubarray(choices), async (recipeIds) => {
        const { collection: saved } = await june.request(updateManagedCollection, {
          params: one,
          body: { recipeIds },
        });
        expect(saved.recipeIds).toEqual(recipeIds);
        const { collection: read } = await publicCollection(collection.slug);
        expect(read.recipes.map((recipe) => recipe.id)).toEqual(recipeIds.filter((id) => visible.has(id)));
      }),
      propertyRuns(200, 20),
    );
  });
});
