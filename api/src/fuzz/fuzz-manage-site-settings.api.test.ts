import { SiteSettingsUpdateSchema } from '@larder/shared/schemas/site';
import type { Override } from '@larder/shared/test-support/zod-arbitrary';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  bodyFor,
  createFuzzWorld,
  fuzzEndpoint,
  idOverride,
  kitchenSegment,
  manageRequest,
  ofFullRuns,
  type FuzzWorld,
} from './fuzz-harness.ts';

/** A kitchen's settings (`GET, PUT /{siteSlug}/sites`) under generated requests (see fuzz-harness.ts). */
let world: FuzzWorld;

beforeAll(async () => {
  world = await createFuzzWorld();
});
afterAll(async () => world.cleanup());

/**
 * The kitchen's own images and published recipes where the settings name them, a version that is
 * now and then the current one, and the kitchen's own address (so it does not move away from the
 * requests after it): the writes get through often.
 */
function settingsOverride(): Override {
  const ids = idOverride(world);
  const image = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...world.ids.images) },
    fc.uuid(),
    fc.constant(null),
  );
  return (path, schema) => {
    const last = path[path.length - 1];
    if (path.length === 1 && last === 'slug') return fc.constant(undefined);
    // Plan prices and the switches that offer them call Stripe, which this world has none of (a
    // 503 there is right, and plan-prices.api.test.ts covers it against the emulator).
    if (
      path.length === 1 &&
      ['monthlyAmountCents', 'yearlyAmountCents', 'paymentsEnabled', 'subscriptionsEnabled'].includes(
        String(last),
      )
    )
      return fc.constant(undefined);
    if (path.length === 1 && last === 'version')
      return fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined });
    if (last === 'featuredImageId' || last === 'logoId' || last === 'iconId' || last === 'faviconId')
      return fc.option(image, { nil: undefined });
    if (last === 'productImageId') return image;
    // A link's target: a path on the kitchen or a web address (its pattern has a lookahead, which
    // fast-check cannot generate from), or text that is neither.
    if (last === 'href' && (path[0] === 'links' || path[0] === 'headerLinks'))
      return fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom('/links', '/recipes/', 'https://example.com/a?b=c') },
        fc.webUrl(),
        fc.string({ maxLength: 20 }),
      );
    if (last === 'featuredRecipeIds')
      return fc.option(fc.uniqueArray(fc.constantFrom(...world.ids.recipes), { maxLength: 5 }), {
        nil: undefined,
      });
    return ids(path, schema);
  };
}

describe('fuzzing the manage API: kitchen settings', { timeout: 600_000 }, () => {
  it('GET and PUT /{siteSlug}/sites', async () => {
    const auth = authHeaders(world);
    const path = kitchenSegment(['crumb-and-crust', 'no-such-kitchen', 'current-user']).map(
      (slug) => `/${slug}/sites`,
    );
    const statuses = await fuzzEndpoint(
      world,
      fc.oneof(
        manageRequest(auth, 'GET', path),
        manageRequest(auth, 'PUT', path, bodyFor(SiteSettingsUpdateSchema, settingsOverride())),
      ),
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(1_500));
    expect(statuses.get(400)).toBeGreaterThan(ofFullRuns(1_000));
    expect(statuses.get(409)).toBeGreaterThan(ofFullRuns(100));
  });
});
