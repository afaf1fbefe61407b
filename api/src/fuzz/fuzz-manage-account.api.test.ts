import { UserProfileUpdateSchema } from '@larder/shared/schemas/user';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bodyFor,
  createFuzzWorld,
  FUZZ_RUNS,
  fuzzEndpoint,
  idOverride,
  queryFor,
  segment,
  type FuzzRequest,
  type FuzzWorld,
} from './fuzz-harness.ts';

/** Every manage endpoint, 10,000 generated requests each (see fuzz-harness.ts for the contract). */
let world: FuzzWorld;
let kitchens: fc.Arbitrary<string>;
let auth: fc.Arbitrary<Record<string, string>>;

beforeAll(async () => {
  world = await createFuzzWorld();
  kitchens = fc.oneof(
    { weight: 6, arbitrary: fc.constant('family-table') },
    segment(['crumb-and-crust', 'no-such-kitchen', 'current-user']),
  );
  auth = fc.oneof(
    { weight: 6, arbitrary: fc.constant({ Authorization: `Bearer ${world.ownerToken}` }) },
    fc.constant({ Authorization: `Bearer ${world.readerToken}` }),
    fc.constant({}),
    fc
      .string({ maxLength: 60 })
      .map((token) => ({ Authorization: `Bearer ${token.replace(/[\r\n]/g, '')}` })),
  );
});
afterAll(async () => world.cleanup());

function request(
  method: string,
  path: fc.Arbitrary<string>,
  body?: fc.Arbitrary<unknown>,
): fc.Arbitrary<FuzzRequest> {
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    fc.constantFrom('text/plain', 'application/json; charset=utf-8', 'multipart/form-data', ''),
  );
  return fc
    .tuple(path, auth, body ?? fc.constant(undefined), contentType, fc.nat(19))
    .map(([url, headers, value, type, roll]): FuzzRequest => {
      const base = { method, path: `/api/v1/manage${url}`, headers: { ...headers } };
      if (value === undefined) return base;
      if (roll === 0)
        return {
          ...base,
          rawBody: '{"title": "unfinished',
          headers: { ...base.headers, 'Content-Type': type },
        };
      if (roll === 1) return { ...base, rawBody: '', headers: { ...base.headers, 'Content-Type': type } };
      return {
        ...base,
        body: value,
        headers: type ? { ...base.headers, 'Content-Type': type } : base.headers,
      };
    });
}

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
    expect(statuses.get(200)).toBeGreaterThan(1_000);
    expect(statuses.get(400)).toBeGreaterThan(500);
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
    expect(statuses.get(200)).toBeGreaterThan(1_000);
  });
});
