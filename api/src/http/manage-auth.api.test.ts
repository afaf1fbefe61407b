import type { ApiError } from '@larder/shared/api/api-client';
import {
  createEarlySignup,
  createSingleUseToken,
  platformAccountLinkOwner,
  platformConfirmSignIn,
  platformConfirmSignInCode,
  platformSignIn,
  platformSignUp,
  siteAccountLinkOwner,
  siteConfirmSignIn,
  signOut,
} from '@larder/shared/api/auth.endpoints';
import { accountProfile, siteCurrentUser } from '@larder/shared/api/reader.endpoints';
import { PlatformSessionSchema, SingleUseTokenSchema } from '@larder/shared/schemas/auth';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SINGLE_USE_LIFETIME_MS } from '../auth/sign-in-links.ts';
import { apiClientFor, codeOf, latestEmailTo, signInLinkOf } from '../test-support/auth-test-kit.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import { createApp } from './app.ts';

let world: TestWorld;
let clock: number;
let api: ReturnType<typeof apiClientFor>;
const T0 = Date.UTC(2026, 10, 23, 12);
const DAY = 86_400_000;
const PLATFORM = 'https://larder.example';
const READER = 'reader@family-table.example';

beforeAll(async () => {
  world = await createTestWorld(undefined, {
    LARDER_RATE_LIMITS: 'off',
    LARDER_PLATFORM_ORIGIN: PLATFORM,
    LARDER_SESSION_DAYS: '2',
  });
  const app = createApp({ db: world.db, env: world.env, sitesConfig: world.sitesConfig, now: () => clock });
  api = apiClientFor(app);
});
afterAll(async () => world.cleanup());
beforeEach(() => {
  clock = T0;
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

const newAddress = () => `member-${randomUUID().slice(0, 8)}@example.com`;

async function platformSessionFor(email: string): Promise<string> {
  await api.request(platformSignIn, { body: { email } });
  const { token } = signInLinkOf(await latestEmailTo(world.db, email));
  return (await api.request(platformConfirmSignIn, { params: { token } })).authToken;
}

describe('signing in on the platform', () => {
  it('e-mails a link to the platform’s callback page and answers the reader’s own profile', async () => {
    expect(
      await api.request(platformSignIn, { query: { next: '/bookmarks' }, body: { email: READER } }),
    ).toEqual({
      ok: true,
    });
    const email = await latestEmailTo(world.db, READER);
    expect(email.subject).toBe('Sign in to Larder');
    expect(email.from).toBe('"Larder" <no-reply@larder.localhost>');
    const { url, token } = signInLinkOf(email);
    expect(`${url.origin}${url.pathname}`).toBe(`${PLATFORM}/sign-in/callback`);
    const session = await api.request(platformConfirmSignIn, { params: { token } });
    expect(PlatformSessionSchema.parse(session)).toEqual(session);
    expect(session).toMatchObject({ currentUser: { email: READER }, next: '/bookmarks' });
    const profile = await api.request(accountProfile, { token: session.authToken });
    expect(profile.currentUser.id).toBe(session.currentUser.id);
  });

  it('ignores a stale bearer token sent along with sign-in, sign-up and the confirmations', async () => {
    const stale = 'expired-or-revoked';
    expect(await api.request(platformSignIn, { body: { email: READER }, token: stale })).toEqual({
      ok: true,
    });
    const email = await latestEmailTo(world.db, READER);
    const session = await api.request(platformConfirmSignIn, {
      params: { token: signInLinkOf(email).token },
      token: stale,
    });
    expect(session.currentUser.email).toBe(READER);
    expect(await api.request(platformSignUp, { body: { email: newAddress() }, token: stale })).toEqual({
      ok: true,
    });
    await api.request(platformSignIn, { body: { email: READER } });
    const code = codeOf(await latestEmailTo(world.db, READER));
    expect(
      (await api.request(platformConfirmSignInCode, { body: { email: READER, code }, token: stale }))
        .currentUser.email,
    ).toBe(READER);
  });

  it('takes the 6-digit code instead of the link', async () => {
    await api.request(platformSignIn, { body: { email: READER } });
    const code = codeOf(await latestEmailTo(world.db, READER));
    const session = await api.request(platformConfirmSignInCode, { body: { email: READER, code } });
    expect(session.currentUser.email).toBe(READER);
    expect(
      (await failure(api.request(platformConfirmSignInCode, { body: { email: READER, code } }))).code,
    ).toBe('sign_in_code_invalid');
  });

  it('keeps platform links off the kitchens, and only platform paths in next', async () => {
    await api.request(platformSignIn, {
      query: { next: 'http://family-table.localhost:4321/recipes' },
      body: { email: READER },
    });
    const { token } = signInLinkOf(await latestEmailTo(world.db, READER));
    const onKitchen = await failure(
      api.request(siteConfirmSignIn, { params: { siteSlug: 'family-table', token } }),
    );
    expect(onKitchen.code).toBe('sign_in_link_expired');
    expect((await api.request(platformConfirmSignIn, { params: { token } })).next).toBe('/');
  });

  it('answers an unknown address the same and sends it to the platform’s sign-up page', async () => {
    const stranger = newAddress();
    expect(await api.request(platformSignIn, { body: { email: stranger } })).toEqual({ ok: true });
    const email = await latestEmailTo(world.db, stranger);
    expect(email.subject).toBe('No account yet at Larder');
    expect(email.links).toContain(`${PLATFORM}/sign-up`);
  });

  it('makes the account of a platform sign-up when it is confirmed, with no kitchen subscription', async () => {
    const email = newAddress();
    await api.request(platformSignUp, { body: { email, subscribe: true } });
    expect(await world.db.selectFrom('users').where('email', '=', email).selectAll().execute()).toEqual([]);
    const { token } = signInLinkOf(await latestEmailTo(world.db, email));
    const session = await api.request(platformConfirmSignIn, { params: { token } });
    expect(session.currentUser.email).toBe(email);
    expect(
      await world.db
        .selectFrom('subscriptions')
        .where('user_id', '=', session.currentUser.id)
        .selectAll()
        .execute(),
    ).toEqual([]);
  });
});

describe('sessions', () => {
  it('end at sign-out: the kitchen’s current user is a 401 after it, other sessions go on', async () => {
    const token = await platformSessionFor(READER);
    const other = await platformSessionFor(READER);
    const current = () => api.request(siteCurrentUser, { params: { siteSlug: 'family-table' }, token });
    expect((await current()).currentUser.email).toBe(READER);
    expect(await api.request(signOut, { token })).toEqual({ ok: true });
    expect((await failure(current())).status).toBe(401);
    expect((await failure(api.request(accountProfile, { token }))).status).toBe(401);
    expect((await api.request(accountProfile, { token: other })).currentUser.email).toBe(READER);
  });

  it('sign out without complaint when the token is already gone, or when there is none', async () => {
    const token = await platformSessionFor(READER);
    await api.request(signOut, { token });
    expect(await api.request(signOut, { token })).toEqual({ ok: true });
    expect(await api.request(signOut, { token: null })).toEqual({ ok: true });
  });

  it('expire after LARDER_SESSION_DAYS', async () => {
    const token = await platformSessionFor(READER);
    clock = T0 + 2 * DAY - 1;
    expect((await api.request(accountProfile, { token })).currentUser.email).toBe(READER);
    clock = T0 + 2 * DAY;
    const expired = await failure(api.request(accountProfile, { token }));
    expect(expired.status).toBe(401);
  });
});

describe('single-use tokens for account links', () => {
  it('open the platform once for the signed-in reader', async () => {
    const token = await platformSessionFor(READER);
    const answer = await api.request(createSingleUseToken, { token });
    expect(SingleUseTokenSchema.parse(answer).singleUseToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = await api.request(platformConfirmSignIn, { params: { token: answer.singleUseToken } });
    expect(session).toMatchObject({ currentUser: { email: READER }, next: '/' });
    expect(session.authToken).not.toBe(token);
    const again = await failure(
      api.request(platformConfirmSignIn, { params: { token: answer.singleUseToken } }),
    );
    expect(again.code).toBe('sign_in_link_expired');
  });

  it('open the kitchen they were asked for, and no other kitchen and not the platform', async () => {
    const token = await platformSessionFor(READER);
    const { singleUseToken } = await api.request(createSingleUseToken, {
      token,
      query: { siteSlug: 'crumb-and-crust' },
    });
    // Each tried when its refusal is awaited, never left unhandled until its turn.
    const elsewhere = [
      () => api.request(siteConfirmSignIn, { params: { siteSlug: 'family-table', token: singleUseToken } }),
      () => api.request(platformConfirmSignIn, { params: { token: singleUseToken } }),
    ];
    for (const attempt of elsewhere) expect((await failure(attempt())).code).toBe('sign_in_link_expired');
    const session = await api.request(siteConfirmSignIn, {
      params: { siteSlug: 'crumb-and-crust', token: singleUseToken },
    });
    expect(session.currentUser.email).toBe(READER);
    expect(session.siteUserData).toEqual({ bookmarks: expect.any(Array), managesKitchen: false });
  });

  it('say whose account they open, without spending them, so the visitor can confirm first', async () => {
    const token = await platformSessionFor(READER);
    const { singleUseToken } = await api.request(createSingleUseToken, {
      token,
      query: { siteSlug: 'crumb-and-crust' },
    });
    const owner = { account: { displayName: expect.any(String), maskedEmail: 'r•••@family-table.example' } };
    const answer = await api.request(siteAccountLinkOwner, {
      params: { siteSlug: 'crumb-and-crust', token: singleUseToken },
      token: null,
    });
    expect(answer).toEqual(owner);
    expect(JSON.stringify(answer)).not.toContain(READER);
    // Asked twice, then spent: asking changes nothing; spent, it says no more.
    expect(
      await api.request(siteAccountLinkOwner, {
        params: { siteSlug: 'crumb-and-crust', token: singleUseToken },
      }),
    ).toEqual(owner);
    // Each asked when its refusal is awaited, never left unhandled until its turn.
    for (const elsewhere of [
      () =>
        api.request(siteAccountLinkOwner, { params: { siteSlug: 'family-table', token: singleUseToken } }),
      () => api.request(platformAccountLinkOwner, { params: { token: singleUseToken } }),
    ])
      expect((await failure(elsewhere())).code).toBe('sign_in_link_expired');
    await api.request(siteConfirmSignIn, { params: { siteSlug: 'crumb-and-crust', token: singleUseToken } });
    const spent = await failure(
      api.request(siteAccountLinkOwner, { params: { siteSlug: 'crumb-and-crust', token: singleUseToken } }),
    );
    expect(spent.code).toBe('sign_in_link_expired');

    const platform = await api.request(createSingleUseToken, { token });
    expect(
      await api.request(platformAccountLinkOwner, { params: { token: platform.singleUseToken } }),
    ).toEqual(owner);
    clock = T0 + SINGLE_USE_LIFETIME_MS;
    const late = await failure(
      api.request(platformAccountLinkOwner, { params: { token: platform.singleUseToken } }),
    );
    expect(late.code).toBe('sign_in_link_expired');
  });

  it('never say whose an e-mail’s sign-in link is: only its recipient has it', async () => {
    await api.request(platformSignIn, { body: { email: READER }, token: null });
    const { token: emailToken } = signInLinkOf(await latestEmailTo(world.db, READER));
    const answer = await failure(api.request(platformAccountLinkOwner, { params: { token: emailToken } }));
    expect(answer.code).toBe('sign_in_link_expired');
  });

  it('last two minutes', async () => {
    const token = await platformSessionFor(READER);
    const { singleUseToken } = await api.request(createSingleUseToken, { token });
    clock = T0 + SINGLE_USE_LIFETIME_MS;
    const late = await failure(api.request(platformConfirmSignIn, { params: { token: singleUseToken } }));
    expect(late.code).toBe('sign_in_link_expired');
    expect(SINGLE_USE_LIFETIME_MS).toBeLessThanOrEqual(2 * 60_000);
  });

  it('are only for a signed-in reader, and only for a kitchen that exists', async () => {
    expect((await failure(api.request(createSingleUseToken, { token: null }))).status).toBe(401);
    expect((await failure(api.request(createSingleUseToken, { token: 'stale' }))).status).toBe(401);
    const token = await platformSessionFor(READER);
    const nowhere = await failure(
      api.request(createSingleUseToken, { token, query: { siteSlug: 'no-such-kitchen' } }),
    );
    expect(nowhere.code).toBe('site_not_found');
  });
});

describe('early signups', () => {
  it('keep an address once, without an account, whatever bearer comes along', async () => {
    const email = newAddress();
    expect(await api.request(createEarlySignup, { body: { email }, token: null })).toEqual({ ok: true });
    expect(
      await api.request(createEarlySignup, { body: { email: email.toUpperCase() }, token: 'stale' }),
    ).toEqual({
      ok: true,
    });
    const rows = await world.db.selectFrom('early_signups').where('email', '=', email).selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('refuse a malformed address with the spec’s message', async () => {
    const refused = await failure(api.request(createEarlySignup, { body: { email: 'not-an-address' } }));
    expect(refused.body?.error.fields).toEqual({ email: ['Please enter a valid email address'] });
  });
});
