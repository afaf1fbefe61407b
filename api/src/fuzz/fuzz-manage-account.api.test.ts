import { UserProfileUpdateSchema } from '@larder/shared/schemas/user';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bodyFor,
  authHeaders,
  createFuzzWorld,
  FUZZ_RUNS,
  fuzzEndpoint,
  idOverride,
  kitchenSegment,
  manageRequest,
  queryFor,
  type FuzzWorld,
  ofFullRuns,
} from './fuzz-harness.ts';

/** Every manage endpoint, generated requests each, 10,000 at full strength (see fuzz-harness.ts for the contract). */
let world: FuzzWorld;
let kitchens: fc.Arbitrary<string>;
let auth: fc.Arbitrary<Record<string, string>>;

beforeAll(async () => {
  world = await createFuzzWorld();
  kitchens = kitchenSegment(['crumb-and-crust', 'no-such-kitchen', 'current-user']);
  auth = authHeaders(world);
});
afterAll(async () => world.cleanup());

const request = (method: string, path: fc.Arbitrary<string>, body?: fc.Arbitrary<unknown>) =>
  manageRequest(auth, method, path, body);

describe('fuzzing the manage API: the account and kitchen reads', { timeout: 600_000 }, () => {
  it('GET and PUT /current-user', async () => {
    const statuses = await fuzzEndpoint(
      world,
      fc.oneof(
        request('GET', fc.constant('/current-user')),
        request('PUT', fc.constant('/current-user'), bodyFor(UserProfileUpdateSchema, idOverride(world))),
      ),
      { runs: 2 * FUZZ_RUNS },
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(1_000));
    expect(statuses.get(400)).toBeGreaterThan(ofFullRuns(500));
  });

  it('GET /{siteSlug}/overview/*: the overview’s cards', async () => {
    const statuses = await fuzzEndpoint(
      world,
      request(
        'GET',
        fc
          .tuple(
            kitchens,
            fc.constantFrom('recipe-statuses', 'subscriber-growth', 'recipe-engagement', 'newsletter-sends'),
            queryFor({
              weeks: fc.integer({ min: -10, max: 120 }).map(String),
              limit: fc.integer({ min: -10, max: 220 }).map(String),
            }),
          )
          .map(([slug, card, query]) =>
            card === 'newsletter-sends' ? `/${slug}/${card}${query}` : `/${slug}/overview/${card}${query}`,
          ),
      ),
      { runs: FUZZ_RUNS },
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(500));
    expect(statuses.get(400)).toBeGreaterThan(ofFullRuns(500));
  });

  it('GET /{siteSlug}/current-site, /recipes and /rebuild-jobs', async () => {
    const statuses = await fuzzEndpoint(
      world,
      request(
        'GET',
        fc
          .tuple(
            kitchens,
            fc.constantFrom('current-site', 'recipes', 'rebuild-jobs'),
            queryFor({ limit: fc.integer().map(String) }),
          )
          .map(([slug, resource, query]) => `/${slug}/${resource}${query}`),
      ),
      { runs: 3 * FUZZ_RUNS },
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(1_000));
  });
});
