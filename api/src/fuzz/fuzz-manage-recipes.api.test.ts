import { ImageUpdateSchema } from '@larder/shared/schemas/image';
import { VideoUpdateSchema } from '@larder/shared/schemas/video';
import { KitchenCreateSchema } from '@larder/shared/schemas/kitchen-create';
import {
  EquipmentCreateSchema,
  IngredientCreateSchema,
  TaxonomyTermCreateSchema,
} from '@larder/shared/schemas/kitchen-vocabulary';
import {
  PublishParamsSchema,
  RecipeDraftSaveSchema,
  RecipeInputSchema,
} from '@larder/shared/schemas/recipe-input';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGeneratedRecipes } from '@larder/demo/seed/bulk-recipes';
import {
  bodyFor,
  authHeaders,
  createFuzzWorld,
  FUZZ_RUNS,
  fuzzEndpoint,
  idOverride,
  kitchenSegment,
  manageRequest,
  segment,
  type FuzzWorld,
  ofFullRuns,
} from './fuzz-harness.ts';

/** Every manage endpoint, generated requests each, 10,000 at full strength (see fuzz-harness.ts for the contract). */
let world: FuzzWorld;
let kitchens: fc.Arbitrary<string>;
let auth: fc.Arbitrary<Record<string, string>>;
let recipeIds: fc.Arbitrary<string>;
let deletableIds: fc.Arbitrary<string>;
/** Few enough deletable recipes that a run's requests (about a sixth of them valid deletes) delete every one: ~12 tries each. */
const DELETABLE = Math.max(3, Math.floor((150 * FUZZ_RUNS) / 10_000));

beforeAll(async () => {
  world = await createFuzzWorld();
  world.ids.recipes.push(...(await addGeneratedRecipes(world.db, 'family-table', 30)));
  // Recipes of their own for deletes, so the other endpoints keep finding theirs.
  deletableIds = segment(await addGeneratedRecipes(world.db, 'family-table', DELETABLE, { series: 'd' }));
  kitchens = kitchenSegment(['crumb-and-crust', 'no-such-kitchen', 'current-user']);
  auth = authHeaders(world);
  recipeIds = segment(world.ids.recipes);
});
afterAll(async () => world.cleanup());

const request = (method: string, path: fc.Arbitrary<string>, body?: fc.Arbitrary<unknown>) =>
  manageRequest(auth, method, path, body);

describe('fuzzing the manage API: recipe writes', { timeout: 600_000 }, () => {
  it('POST /{siteSlug}/recipes', async () => {
    const statuses = await fuzzEndpoint(
      world,
      request(
        'POST',
        kitchens.map((slug) => `/${slug}/recipes`),
        bodyFor(RecipeInputSchema, idOverride(world)),
      ),
    );
    expect(statuses.get(201)).toBeGreaterThan(ofFullRuns(500));
    expect(statuses.get(400)).toBeGreaterThan(ofFullRuns(1_000));
  });

  it('GET and PUT /{siteSlug}/recipes/{recipeId}', async () => {
    const path = fc.tuple(kitchens, recipeIds).map(([slug, id]) => `/${slug}/recipes/${id}`);
    const statuses = await fuzzEndpoint(
      world,
      fc.oneof(request('GET', path), request('PUT', path, bodyFor(RecipeInputSchema, idOverride(world)))),
      { runs: 2 * FUZZ_RUNS },
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(1_000));
  });

  it('DELETE /{siteSlug}/recipes/{recipeId}', async () => {
    const path = fc.tuple(kitchens, deletableIds).map(([slug, id]) => `/${slug}/recipes/${id}`);
    const statuses = await fuzzEndpoint(world, request('DELETE', path));
    expect(statuses.get(204)).toBe(DELETABLE);
  });

  it('POST /{siteSlug}/recipes/{recipeId}/publish, /unpublish and /preview-links', async () => {
    const path = (action: string) =>
      fc.tuple(kitchens, recipeIds).map(([slug, id]) => `/${slug}/recipes/${id}/${action}`);
    const statuses = await fuzzEndpoint(
      world,
      fc.oneof(
        request('POST', path('publish'), fc.option(bodyFor(PublishParamsSchema), { nil: undefined })),
        request('POST', path('unpublish')),
        request('POST', path('preview-links')),
      ),
      { runs: 3 * FUZZ_RUNS },
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(1_000));
    expect(statuses.get(201)).toBeGreaterThan(ofFullRuns(100));
  });

  it('PUT and DELETE …/draft, GET …/revisions, /globals and /published-recipes', async () => {
    const path = (suffix: string) =>
      fc.tuple(kitchens, recipeIds).map(([slug, id]) => `/${slug}/recipes/${id}${suffix}`);
    const statuses = await fuzzEndpoint(
      world,
      fc.oneof(
        request('PUT', path('/draft'), bodyFor(RecipeDraftSaveSchema)),
        request('DELETE', path('/draft')),
        request('GET', path('/revisions')),
        request(
          'GET',
          kitchens.map((slug) => `/${slug}/globals`),
        ),
        request(
          'GET',
          kitchens.map((slug) => `/${slug}/published-recipes`),
        ),
      ),
      { runs: FUZZ_RUNS },
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(500));
  });

  it('POST /sites and GET /site-slug-availability', async () => {
    const statuses = await fuzzEndpoint(
      world,
      fc.oneof(
        request('POST', fc.constant('/sites'), bodyFor(KitchenCreateSchema)),
        request(
          'GET',
          fc
            .string({ maxLength: 60 })
            .map((slug) => `/site-slug-availability?slug=${encodeURIComponent(slug)}`),
        ),
      ),
      { runs: FUZZ_RUNS },
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(1_000));
  });

  it('POST /{siteSlug}/taxonomy-terms, /equipment, /ingredients and /recipe-checks; GET /images and PUT /images/{imageId}', async () => {
    const images = segment(
      (
        await world.db
          .selectFrom('images')
          .innerJoin('sites', 'sites.id', 'images.site_id')
          .select('images.id')
          .where('sites.slug', '=', 'family-table')
          .limit(20)
          .execute()
      ).map((row) => row.id),
    );
    const statuses = await fuzzEndpoint(
      world,
      fc.oneof(
        request(
          'POST',
          kitchens.map((slug) => `/${slug}/taxonomy-terms`),
          bodyFor(TaxonomyTermCreateSchema),
        ),
        request(
          'POST',
          kitchens.map((slug) => `/${slug}/equipment`),
          bodyFor(EquipmentCreateSchema),
        ),
        request(
          'POST',
          kitchens.map((slug) => `/${slug}/ingredients`),
          bodyFor(IngredientCreateSchema),
        ),
        request(
          'GET',
          kitchens.map((slug) => `/${slug}/images`),
        ),
        request(
          'PUT',
          fc.tuple(kitchens, images).map(([slug, id]) => `/${slug}/images/${id}`),
          bodyFor(ImageUpdateSchema),
        ),
        request(
          'POST',
          kitchens.map((slug) => `/${slug}/recipe-checks`),
          fc.record({
            recipeId: fc.option(recipeIds, { nil: null }),
            recipe: bodyFor(RecipeInputSchema, idOverride(world)),
          }),
        ),
      ),
      { runs: 3 * FUZZ_RUNS },
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(1_500));
    expect(statuses.get(201)).toBeGreaterThan(ofFullRuns(500));
  });

  it('GET /{siteSlug}/videos and PUT /{siteSlug}/videos/{videoId}', async () => {
    const site = await world.db
      .selectFrom('sites')
      .select('id')
      .where('slug', '=', 'family-table')
      .executeTakeFirstOrThrow();
    const ids = Array.from({ length: 5 }, () => randomUUID());
    await world.db
      .insertInto('videos')
      .values(
        ids.map((id) => ({
          id,
          key: `sites/${site.id}/${id}.webm`,
          poster_image_id: null,
          site_id: site.id,
        })),
      )
      .execute();
    const videos = segment([...ids, ...world.ids.videos]);
    const posters = fc.oneof(
      { weight: 3, arbitrary: world.ids.images.length ? fc.constantFrom(...world.ids.images) : fc.uuid() },
      fc.uuid(),
      fc.constant(null),
    );
    const statuses = await fuzzEndpoint(
      world,
      fc.oneof(
        request(
          'GET',
          kitchens.map((slug) => `/${slug}/videos`),
        ),
        request(
          'PUT',
          fc.tuple(kitchens, videos).map(([slug, id]) => `/${slug}/videos/${id}`),
          bodyFor(VideoUpdateSchema, (path) =>
            path[path.length - 1] === 'posterImageId' ? posters : undefined,
          ),
        ),
      ),
      { runs: 2 * FUZZ_RUNS },
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(3_000));
    expect(statuses.get(400)).toBeGreaterThan(ofFullRuns(2_000));
    expect(statuses.get(404)).toBeGreaterThan(ofFullRuns(2_000));
  });
});
