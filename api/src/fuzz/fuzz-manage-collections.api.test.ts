import {
  CollectionInputSchema,
  CollectionUpdateSchema,
  type CollectionInput,
} from '@larder/shared/schemas/collection';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection } from '../collection/collection-write.ts';
import {
  authHeaders,
  bodyFor,
  createFuzzWorld,
  FUZZ_RUNS,
  fuzzEndpoint,
  idOverride,
  kitchenSegment,
  manageRequest,
  ofFullRuns,
  segment,
  type FuzzWorld,
} from './fuzz-harness.ts';

/** The collection endpoints of the manage API under generated requests (see fuzz-harness.ts for the contract). */
let world: FuzzWorld;
let kitchens: fc.Arbitrary<string>;
let auth: fc.Arbitrary<Record<string, string>>;
let collectionIds: fc.Arbitrary<string>;
let deletableIds: fc.Arbitrary<string>;
/** Few enough deletable collections that a run's valid deletes reach every one (~35 tries each at 10,000). */
const DELETABLE = Math.max(3, Math.floor((150 * FUZZ_RUNS) / 10_000));

async function addCollections(count: number, series: string): Promise<string[]> {
  const site = await world.db
    .selectFrom('sites')
    .select('id')
    .where('slug', '=', 'family-table')
    .executeTakeFirstOrThrow();
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const input: CollectionInput = {
      title: `Fuzzed ${series}${index}`,
      slug: `fuzzed-${series}${index}`,
      recipeIds: world.ids.recipes.slice(0, 2),
    };
    ids.push(await createCollection(world.db, site.id, input));
  }
  return ids;
}

beforeAll(async () => {
  world = await createFuzzWorld();
  kitchens = kitchenSegment(['crumb-and-crust', 'no-such-kitchen', 'current-user']);
  auth = authHeaders(world);
  collectionIds = segment(await addCollections(5, 'k'));
  deletableIds = segment(await addCollections(DELETABLE, 'd'));
});
afterAll(async () => world.cleanup());

const request = (method: string, path: fc.Arbitrary<string>, body?: fc.Arbitrary<unknown>) =>
  manageRequest(auth, method, path, body);

describe('fuzzing the manage API: collections', { timeout: 600_000 }, () => {
  it('GET and POST /{siteSlug}/collections', async () => {
    const path = kitchens.map((slug) => `/${slug}/collections`);
    const statuses = await fuzzEndpoint(
      world,
      fc.oneof(
        request('GET', path),
        request('POST', path, bodyFor(CollectionInputSchema, idOverride(world))),
      ),
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(2_300));
    expect(statuses.get(201)).toBeGreaterThan(ofFullRuns(550));
    expect(statuses.get(400)).toBeGreaterThan(ofFullRuns(1_600));
  });

  it('GET and PUT /{siteSlug}/collections/{collectionId}', async () => {
    const path = fc.tuple(kitchens, collectionIds).map(([slug, id]) => `/${slug}/collections/${id}`);
    const statuses = await fuzzEndpoint(
      world,
      fc.oneof(
        request('GET', path),
        request('PUT', path, bodyFor(CollectionUpdateSchema, idOverride(world))),
      ),
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(1_400));
    // Stale versions: refused with the collection as it is now, and nothing written.
    expect(statuses.get(409)).toBeGreaterThan(ofFullRuns(450));
  });

  it('DELETE /{siteSlug}/collections/{collectionId}', async () => {
    const path = fc.tuple(kitchens, deletableIds).map(([slug, id]) => `/${slug}/collections/${id}`);
    const statuses = await fuzzEndpoint(world, request('DELETE', path));
    expect(statuses.get(204)).toBe(DELETABLE);
  });
});
