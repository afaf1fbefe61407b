import {
  EarlySignupRequestSchema,
  SignInCodeRequestSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
} from '@larder/shared/schemas/auth';
import type { Override } from '@larder/shared/test-support/zod-arbitrary';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, latestEmailTo, signInLinkOf } from '../test-support/auth-test-kit.ts';
import {
  authHeaders,
  bodyFor,
  createFuzzWorld,
  fuzzEndpoint,
  kitchenSegment,
  queryFor,
  segment,
  type FuzzRequest,
  type FuzzWorld,
  ofFullRuns,
} from './fuzz-harness.ts';

/**
 * Every auth endpoint, generated requests per test, 10,000 at full strength (see fuzz-harness.ts for the contract):
 * JSON and no-JS form bodies, stale and forged bearers, hostile `next` values.
 */
let world: FuzzWorld;
let kitchens: fc.Arbitrary<string>;
let auth: fc.Arbitrary<Record<string, string>>;
/** Links and codes asked for before the run, so generated confirmations reach the success path. */
const pending = { tokens: [] as string[], codes: [] as { email: string; code: string; slug: string }[] };

const KNOWN = [
  'reader@family-table.example',
  'june@family-table.example',
  'free-reader@family-table.example',
];

beforeAll(async () => {
  world = await createFuzzWorld();
  kitchens = kitchenSegment(['crumb-and-crust', 'ember-and-salt', 'no-such-kitchen']);
  auth = fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, authHeaders(world));
  for (let index = 0; index < 40; index++) {
    const email = KNOWN[index % KNOWN.length]!;
    const slug = index % 2 ? 'family-table' : 'crumb-and-crust';
    await world.app.request(`/api/v1/site/${slug}/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const message = await latestEmailTo(world.db, email);
    if (index % 4 === 3) pending.codes.push({ email, code: codeOf(message), slug });
    else pending.tokens.push(signInLinkOf(message).token);
  }
});
afterAll(async () => world.cleanup());

const emails = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...KNOWN, 'someone.new@example.com') },
  fc.emailAddress(),
  fc.string({ maxLength: 40 }),
);
const byEmail: Override = (path) => (path[path.length - 1] === 'email' ? emails : undefined);

const nexts = fc.oneof(
  fc.constantFrom(
    '/recipes/apple-pie',
    '//evil.example',
    'https:evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
    'http://family-table.localhost:4321/recipes',
  ),
  fc.webUrl(),
  fc.string({ maxLength: 40 }),
);

/** A POST with a JSON body (mostly), another content type, a cut-short body, or a form body. */
function post(
  path: fc.Arbitrary<string>,
  body: fc.Arbitrary<unknown>,
  form?: fc.Arbitrary<string>,
): fc.Arbitrary<FuzzRequest> {
  const type = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', ''),
  );
  return fc
    .tuple(path, auth, body, type, fc.nat(19), form ?? fc.constant(''))
    .map(([url, headers, value, contentType, roll, formBody]): FuzzRequest => {
      const typed = contentType ? { ...headers, 'Content-Type': contentType } : headers;
      if (roll < 4 && form)
        return {
          method: 'POST',
          path: url,
          headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
          rawBody: formBody,
        };
      if (roll === 4) return { method: 'POST', path: url, headers: typed, rawBody: '{"email": "unfinished' };
      if (roll === 5) return { method: 'POST', path: url, headers: typed, rawBody: '' };
      return { method: 'POST', path: url, headers: typed, body: value };
    });
}

const formFields = fc.oneof(
  { weight: 4, arbitrary: fc.record({ email: emails, subscribe: fc.constantFrom('on', 'off', '') }) },
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }),
);
const formBodies = fc.oneof(
  { weight: 4, arbitrary: formFields.map((fields) => new URLSearchParams(fields).toString()) },
  fc.string({ maxLength: 60 }),
  fc.constantFrom('%', 'email=%E0%A4%A', 'email', '&&=', 'email=a%40b.co&email=c%40d.co'),
);

describe('fuzzing the auth API', { timeout: 600_000 }, () => {
  it('POST sign-in and sign-up, on kitchens and the platform, as JSON and as no-JS forms', async () => {
    const where = fc.oneof(
      { weight: 3, arbitrary: kitchens.map((slug) => `/api/v1/site/${slug}`) },
      fc.constant('/api/v1/manage'),
    );
    const path = fc
      .tuple(where, fc.constantFrom('/sign-in', '/sign-up'), queryFor({ next: nexts }))
      .map(([base, action, query]) => `${base}${action}${query}`);
    const body = fc.oneof(
      bodyFor(SignInRequestSchema, byEmail),
      bodyFor(SignUpRequestSchema, byEmail),
      bodyFor(EarlySignupRequestSchema, byEmail),
    );
    const statuses = await fuzzEndpoint(world, post(path, body, formBodies));
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(1_000));
    expect(statuses.get(303)).toBeGreaterThan(ofFullRuns(500));
    expect(statuses.get(400)).toBeGreaterThan(ofFullRuns(500));
    expect(statuses.get(415)).toBeGreaterThan(ofFullRuns(100));
  });

  it('POST the confirmations: link tokens and 6-digit codes', async () => {
    const tokens = fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...pending.tokens) },
      segment([]),
      fc.base64String({ minLength: 43, maxLength: 44 }).map((text) => encodeURIComponent(text)),
    );
    const byToken = fc
      .tuple(
        fc.oneof(
          { weight: 3, arbitrary: kitchens.map((slug) => `/api/v1/site/${slug}`) },
          fc.constant('/api/v1/manage'),
        ),
        tokens,
      )
      .map(([base, token]) => ({ method: 'POST', path: `${base}/sign-in/${token}` }));
    const realCode = fc.constantFrom(...pending.codes).map(({ email, code, slug }) => ({
      method: 'POST',
      path: `/api/v1/site/${slug}/sign-in-code`,
      headers: { 'Content-Type': 'application/json' },
      body: { email, code },
    }));
    const codeOverride: Override = (path) => {
      const last = path[path.length - 1];
      if (last === 'email') return emails;
      if (last === 'code')
        return fc.oneof(
          {
            weight: 3,
            arbitrary: fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0')),
          },
          fc.string({ maxLength: 8 }),
        );
      return undefined;
    };
    const byCode = post(
      fc
        .tuple(
          fc.oneof(
            { weight: 3, arbitrary: kitchens.map((slug) => `/api/v1/site/${slug}`) },
            fc.constant('/api/v1/manage'),
          ),
        )
        .map(([base]) => `${base}/sign-in-code`),
      bodyFor(SignInCodeRequestSchema, codeOverride),
    );
    const withAuth = fc.tuple(fc.oneof(byToken, realCode), auth).map(([request, headers]): FuzzRequest => ({
      ...request,
      headers: { ...headers, ...(request as FuzzRequest).headers },
    }));
    const statuses = await fuzzEndpoint(world, fc.oneof({ weight: 2, arbitrary: withAuth }, byCode), {
      refusalsThatWrite: ['sign_in_code_invalid'],
    });
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(10));
    expect(statuses.get(400)).toBeGreaterThan(ofFullRuns(1_000));
  });

  it('POST sign-out, single-use-tokens and early-signups', async () => {
    const requests = fc.oneof(
      post(fc.constant('/api/v1/manage/sign-out'), fc.constant(undefined)),
      post(
        queryFor({ siteSlug: kitchens }).map((query) => `/api/v1/manage/single-use-tokens${query}`),
        fc.constant(undefined),
      ),
      post(fc.constant('/api/v1/manage/early-signups'), bodyFor(EarlySignupRequestSchema, byEmail)),
    );
    const statuses = await fuzzEndpoint(world, requests);
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(1_000));
    expect(statuses.get(401)).toBeGreaterThan(ofFullRuns(100));
  });
});
