import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createFuzzWorld,
  FUZZ_RUNS,
  fuzzEndpoint,
  kitchenSegment,
  queryFor,
  segment,
  type FuzzRequest,
  type FuzzWorld,
  ofFullRuns,
} from './fuzz-harness.ts';

/** Every public endpoint, generated requests each, 10,000 at full strength (see fuzz-harness.ts for the contract). */
let world: FuzzWorld;
let kitchens: fc.Arbitrary<string>;
let auth: fc.Arbitrary<Record<string, string>>;

beforeAll(async () => {
  world = await createFuzzWorld();
  kitchens = kitchenSegment(['crumb-and-crust', 'ember-and-salt', 'no-such-kitchen']);
  auth = fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, authHeaders(world));
});
afterAll(async () => world.cleanup());

const list = (values: string[]) =>
  fc
    .array(fc.oneof(fc.constantFrom(...values), fc.string({ maxLength: 12 })), { maxLength: 4 })
    .map((items) => items.join(','));

function get(path: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(path, auth)
    .map(([url, headers]) => ({ method: 'GET', path: `/api/v1/site${url}`, headers }));
}

describe('fuzzing the public API', { timeout: 300_000 }, () => {
  it('GET /site-slugs and /globals', async () => {
    const statuses = await fuzzEndpoint(
      world,
      get(
        fc
          .tuple(fc.constantFrom('/site-slugs', '/globals'), queryFor({ x: fc.string() }))
          .map(([path, query]) => path + query),
      ),
      { runs: 2 * FUZZ_RUNS },
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(10_000));
  });

  it('GET /{siteSlug}/current-site', async () => {
    const statuses = await fuzzEndpoint(world, get(kitchens.map((slug) => `/${slug}/current-site`)));
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(1_000));
    expect(statuses.get(404)).toBeGreaterThan(ofFullRuns(100));
  });

  it('GET /{siteSlug}/recipes with every search and filter parameter', async () => {
    const terms = ['dinner', 'breakfast', 'dessert', 'italian', 'mexican', 'baking', 'vegetarian'];
    const query = queryFor({
      query: fc.oneof(
        fc.constantFrom('chicken', 'cake', '%', '_', "'", '"', 'soup'),
        fc.string({ maxLength: 40 }),
      ),
      limit: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 100 }) }, fc.integer()).map(String),
      offset: fc.oneof({ weight: 4, arbitrary: fc.nat(50) }, fc.integer()).map(String),
      orderBy: fc.constantFrom('published_at_desc', 'published_at_asc', 'title_asc', 'random'),
      meals: list(terms),
      categories: list(terms),
      methods: list(terms),
      cuisines: list(terms),
      diets: list(terms),
      tags: list(terms),
    });
    const statuses = await fuzzEndpoint(
      world,
      get(fc.tuple(kitchens, query).map(([slug, search]) => `/${slug}/recipes${search}`)),
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(1_000));
    expect(statuses.get(400)).toBeGreaterThan(ofFullRuns(100));
  });

  it('GET /{siteSlug}/recipes/{recipeSlug}, with and without preview links', async () => {
    const recipes = segment(world.ids.recipeSlugs);
    const query = queryFor({
      preview: fc.oneof(fc.string({ maxLength: 50 }), fc.base64String({ maxLength: 44 })),
    });
    const statuses = await fuzzEndpoint(
      world,
      get(
        fc
          .tuple(kitchens, recipes, query)
          .map(([slug, recipe, search]) => `/${slug}/recipes/${recipe}${search}`),
      ),
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(300));
  });

  it('GET /{siteSlug}/current-user', async () => {
    const statuses = await fuzzEndpoint(world, get(kitchens.map((slug) => `/${slug}/current-user`)));
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(500));
    expect(statuses.get(401)).toBeGreaterThan(ofFullRuns(500));
  });

  it('GET /{siteSlug}/filters', async () => {
    const terms = ['dinner', 'dessert', 'italian'];
    const query = queryFor({
      meals: list(terms),
      tags: list(terms),
      cuisines: list(terms),
      diets: list(terms),
    });
    const statuses = await fuzzEndpoint(
      world,
      get(fc.tuple(kitchens, query).map(([slug, search]) => `/${slug}/filters${search}`)),
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(1_000));
  });

  it('GET /{siteSlug}/collections and /{siteSlug}/collections/{collectionSlug}', async () => {
    const collections = segment(world.ids.collectionSlugs);
    const statuses = await fuzzEndpoint(
      world,
      get(
        fc
          .tuple(kitchens, fc.option(collections, { nil: undefined }))
          .map(
            ([slug, collection]) => `/${slug}/collections${collection === undefined ? '' : `/${collection}`}`,
          ),
      ),
      { runs: 2 * FUZZ_RUNS },
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(1_000));
  });

  it('GET /files/{key}, with and without byte ranges', async () => {
    const keys = (await world.db.selectFrom('images').select('key').limit(20).execute()).map(
      (row) => row.key,
    );
    const key = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...keys) },
      segment([]),
      fc.constantFrom(
        '../larder.sqlite',
        '..%2Flarder.sqlite',
        '%2e%2e/%2e%2e/etc/passwd',
        'family-table/%00.jpg',
      ),
    );
    const range = fc.option(
      fc.oneof(
        fc.tuple(fc.nat(100_000), fc.nat(100_000)).map(([start, end]) => `bytes=${start}-${end}`),
        fc.nat(100_000).map((n) => `bytes=-${n}`),
        fc.string({ maxLength: 20 }),
      ),
      { nil: undefined },
    );
    const statuses = await fuzzEndpoint(
      world,
      fc.tuple(key, range).map(([path, header]): FuzzRequest => ({
        method: 'GET',
        path: `/api/v1/files/${path}`,
        ...(header === undefined ? {} : { headers: { Range: header.replace(/[\r\n]/g, '') } }),
      })),
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(1_000));
  });
});
