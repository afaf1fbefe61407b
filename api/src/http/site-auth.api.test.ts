import { ApiError } from '@larder/shared/api/api-client';
import {
  siteConfirmSignIn,
  siteConfirmSignInCode,
  siteSignIn,
  siteSignUp,
} from '@larder/shared/api/auth.endpoints';
import { siteCurrentUser } from '@larder/shared/api/reader.endpoints';
import { SiteSessionSchema } from '@larder/shared/schemas/auth';
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LINK_LIFETIME_MS } from '../auth/sign-in-links.ts';
import {
  apiClientFor,
  codeOf,
  emailsTo,
  latestEmailTo,
  signInLinkOf,
} from '../test-support/auth-test-kit.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import { createApp } from './app.ts';

let world: TestWorld;
let clock: number;
let app: ReturnType<typeof createApp>;
let api: ReturnType<typeof apiClientFor>;
const T0 = Date.UTC(2026, 10, 23, 12);
const FAMILY = 'http://family-table.localhost:4321';
const READER = 'reader@family-table.example';

beforeAll(async () => {
  // Limits have their own tests (auth-rate-limits.api.test.ts); here every rule is tried many times.
  world = await createTestWorld(undefined, { LARDER_RATE_LIMITS: 'off' });
  app = createApp({ db: world.db, env: world.env, sitesConfig: world.sitesConfig, now: () => clock });
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

async function askSignIn(email: string, siteSlug = 'family-table', next?: string) {
  await api.request(siteSignIn, {
    params: { siteSlug },
    body: { email },
    ...(next ? { query: { next } } : {}),
  });
  return latestEmailTo(world.db, email);
}

const confirm = (token: string, siteSlug = 'family-table') =>
  api.request(siteConfirmSignIn, { params: { siteSlug, token } });

const confirmCode = (email: string, code: string, siteSlug = 'family-table') =>
  api.request(siteConfirmSignInCode, { params: { siteSlug }, body: { email, code } });

const newAddress = () => `reader-${randomUUID().slice(0, 8)}@example.com`;

describe('asking for a sign-in link on a kitchen', () => {
  it('e-mails a link to the kitchen’s callback page and a 6-digit code, and stores only hashes', async () => {
    const answer = await api.request(siteSignIn, {
      params: { siteSlug: 'family-table' },
      body: { email: READER },
    });
    expect(answer).toEqual({ ok: true });
    const email = await latestEmailTo(world.db, READER);
    expect(email.subject).toBe('Sign in to The Family Table');
    expect(email.from).toBe('"The Family Table" <no-reply@larder.localhost>');
    const { url, token } = signInLinkOf(email);
    expect(`${url.origin}${url.pathname}`).toBe(`${FAMILY}/sign-in/callback/`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    const code = codeOf(email);
    expect(email.html).toContain(code);
    const row = await world.db
      .selectFrom('auth_tokens')
      .selectAll()
      .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'magic_link', purpose: 'sign_in', email: READER, used_at: null });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('answers an unknown address exactly as a known one, and e-mails it “no account yet” instead', async () => {
    const send = (email: string) =>
      app.request('/api/v1/site/family-table/sign-in', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: FAMILY },
        body: JSON.stringify({ email }),
      });
    const known = await send(READER);
    const stranger = newAddress();
    const unknown = await send(stranger);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    expect([...unknown.headers.entries()]).toEqual([...known.headers.entries()]);

    const emails = await emailsTo(world.db, stranger);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('No account yet at The Family Table');
    expect(emails[0]!.links).toContain(`${FAMILY}/sign-up`);
    expect(emails[0]!.text).not.toMatch(/callback\?token=/);
    expect(await world.db.selectFrom('users').where('email', '=', stranger).selectAll().execute()).toEqual(
      [],
    );
    expect(
      await world.db.selectFrom('auth_tokens').where('email', '=', stranger).selectAll().execute(),
    ).toEqual([]);
  });

  it('reads the address as the forms do: trimmed, any case', async () => {
    await api.request(siteSignIn, {
      params: { siteSlug: 'family-table' },
      body: { email: '  Reader@Family-Table.Example ' },
    });
    expect((await latestEmailTo(world.db, READER)).subject).toBe('Sign in to The Family Table');
  });

  it('refuses a malformed address with the spec’s message, and an unknown kitchen', async () => {
    const bad = await failure(
      api.request(siteSignIn, { params: { siteSlug: 'family-table' }, body: { email: 'a b@c' } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body?.error.fields).toEqual({ email: ['Please enter a valid email address'] });
    const nowhere = await failure(
      api.request(siteSignIn, { params: { siteSlug: 'no-such-kitchen' }, body: { email: READER } }),
    );
    expect(nowhere.status).toBe(404);
    expect(nowhere.code).toBe('site_not_found');
  });
});

describe('confirming a link', () => {
  it('signs the reader in: the session reads the current user, the answer fits the contract', async () => {
    const { token } = signInLinkOf(await askSignIn(READER));
    const session = await confirm(token);
    expect(SiteSessionSchema.parse(session)).toEqual(session);
    expect(session.currentUser.email).toBe(READER);
    expect(session.currentUser.isSubscribedToPaid).toBe(true);
    expect(session.next).toBe('/');
    const read = await api.request(siteCurrentUser, {
      params: { siteSlug: 'family-table' },
      token: session.authToken,
    });
    expect(read.currentUser.id).toBe(session.currentUser.id);
  });

  it('spends a link once: a replay is refused and starts no session', async () => {
    const { token } = signInLinkOf(await askSignIn(READER));
    await confirm(token);
    const sessions = await world.db
      .selectFrom('auth_tokens')
      .where('kind', '=', 'session')
      .selectAll()
      .execute();
    const replay = await failure(confirm(token));
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({
      error: {
        code: 'sign_in_link_expired',
        message: 'This sign-in link has expired or was already used. Ask for a new one.',
      },
    });
    expect(
      await world.db.selectFrom('auth_tokens').where('kind', '=', 'session').selectAll().execute(),
    ).toHaveLength(sessions.length);
  });

  it('works until the link’s lifetime is over, and not a moment after', async () => {
    const first = signInLinkOf(await askSignIn(READER)).token;
    const second = signInLinkOf(await askSignIn(READER)).token;
    clock = T0 + LINK_LIFETIME_MS - 1;
    expect((await confirm(first)).currentUser.email).toBe(READER);
    clock = T0 + LINK_LIFETIME_MS;
    expect((await failure(confirm(second))).code).toBe('sign_in_link_expired');
  });

  it('refuses a tampered token, and the real one still works', async () => {
    const { token } = signInLinkOf(await askSignIn(READER));
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    for (const forged of [
      `${token.slice(0, -1)}${last}`,
      token.slice(0, -1),
      `${token}A`,
      token.toUpperCase(),
      'x',
    ])
      expect((await failure(confirm(forged))).code).toBe('sign_in_link_expired');
    expect((await confirm(token)).currentUser.email).toBe(READER);
  });

  it('refuses a link of one kitchen on another kitchen and on the platform, without spending it', async () => {
    const { token } = signInLinkOf(await askSignIn(READER, 'family-table'));
    expect((await failure(confirm(token, 'crumb-and-crust'))).code).toBe('sign_in_link_expired');
    const onPlatform = await app.request(`/api/v1/manage/sign-in/${token}`, { method: 'POST' });
    expect(onPlatform.status).toBe(400);
    expect((await confirm(token, 'family-table')).currentUser.email).toBe(READER);
  });

  it('returns the checked next, and / for any next that leaves the kitchen', async () => {
    const confirmWith = async (next: string) =>
      (await confirm(signInLinkOf(await askSignIn(READER, 'family-table', next)).token)).next;
    expect(await confirmWith('/recipes/apple-pie?servings=2')).toBe('/recipes/apple-pie?servings=2');
    expect(await confirmWith(`${FAMILY}/collections`)).toBe('/collections');
    for (const attack of [
      '//evil.example',
      'https:evil.example',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '\\\\evil',
      '/\t/evil.example',
      'javascript:alert(1)',
      'http://crumb-and-crust.localhost:4321/recipes',
    ])
      expect(await confirmWith(attack)).toBe('/');
  });

  it('is spent by no GET of any API route: a mail scanner that opens every link spends nothing', async () => {
    const email = await askSignIn(READER);
    const { url, token } = signInLinkOf(email);
    const gets = app.routes.filter((route) => route.method === 'GET' || route.method === 'ALL');
    expect(gets.length).toBeGreaterThan(10);
    for (const route of gets) {
      const path = route.path
        .replace(':siteSlug', 'family-table')
        .replace(/:[A-Za-z]+\{?[^/]*\}?/g, token)
        .replace('*', `sign-in/${token}`);
      await app.request(`${path}?token=${token}&mgk=${token}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    }
    // The link itself points at the kitchen's static callback page; its API twin takes POST only.
    expect((await app.request(`/api/v1/site/family-table/sign-in/${token}`)).status).toBe(404);
    expect(url.pathname).toBe('/sign-in/callback/');
    expect((await confirm(token)).currentUser.email).toBe(READER);
  });

  it('ignores a stale bearer token sent along: the reader is signing in again', async () => {
    const stale = { Authorization: 'Bearer expired-or-revoked-token', 'Content-Type': 'application/json' };
    const asked = await app.request('/api/v1/site/family-table/sign-in', {
      method: 'POST',
      headers: stale,
      body: JSON.stringify({ email: READER }),
    });
    expect(asked.status).toBe(200);
    const email = await latestEmailTo(world.db, READER);
    const confirmed = await app.request(`/api/v1/site/family-table/sign-in/${signInLinkOf(email).token}`, {
      method: 'POST',
      headers: stale,
    });
    expect(confirmed.status).toBe(200);
    const signUp = await app.request('/api/v1/site/family-table/sign-up', {
      method: 'POST',
      headers: stale,
      body: JSON.stringify({ email: newAddress() }),
    });
    expect(signUp.status).toBe(200);
    const code = await app.request('/api/v1/site/family-table/sign-in-code', {
      method: 'POST',
      headers: stale,
      body: JSON.stringify({ email: READER, code: codeOf(await askSignIn(READER)) }),
    });
    expect(code.status).toBe(200);
    // Everywhere else a stale token is still a 401, never a silent visitor.
    expect((await app.request('/api/v1/site/family-table/current-user', { headers: stale })).status).toBe(
      401,
    );
  });
});

describe('confirming with the 6-digit code instead', () => {
  it('signs the reader in, once, and spends the link with it', async () => {
    const email = await askSignIn(READER);
    const session = await confirmCode(READER, codeOf(email));
    expect(SiteSessionSchema.parse(session).currentUser.email).toBe(READER);
    expect((await failure(confirmCode(READER, codeOf(email)))).code).toBe('sign_in_code_invalid');
    expect((await failure(confirm(signInLinkOf(email).token))).code).toBe('sign_in_link_expired');
  });

  it('accepts the code of an earlier e-mail too, while it is valid', async () => {
    const first = await askSignIn(READER);
    await askSignIn(READER);
    expect((await confirmCode(READER, codeOf(first))).currentUser.email).toBe(READER);
  });

  it('voids the code after 5 wrong ones, even the right code, but not the link in the e-mail', async () => {
    const email = await askSignIn(await newReader());
    const code = codeOf(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const refused = await failure(confirmCode(email.to, wrong));
      expect(refused.status).toBe(400);
      expect(refused.code).toBe('sign_in_code_invalid');
    }
    expect((await failure(confirmCode(email.to, code))).code).toBe('sign_in_code_invalid');
    // Anyone who knows the address can spend the code's tries; the reader's link still opens.
    expect((await confirm(signInLinkOf(email).token)).currentUser.email).toBe(email.to);
  });

  it('still takes the right code after 4 wrong ones', async () => {
    const email = await askSignIn(await newReader());
    const code = codeOf(email);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let attempt = 1; attempt <= 4; attempt++) await failure(confirmCode(email.to, wrong));
    expect((await confirmCode(email.to, code)).currentUser.email).toBe(email.to);
  });

  it('takes a code only for its own address, on its own kitchen, before it expires', async () => {
    const email = await askSignIn(READER);
    const code = codeOf(email);
    expect((await failure(confirmCode('free-reader@family-table.example', code))).code).toBe(
      'sign_in_code_invalid',
    );
    expect((await failure(confirmCode(READER, code, 'crumb-and-crust'))).code).toBe('sign_in_code_invalid');
    clock = T0 + LINK_LIFETIME_MS;
    expect((await failure(confirmCode(READER, code))).code).toBe('sign_in_code_invalid');
  });

  it('answers a malformed code with a validation error', async () => {
    const refused = await failure(confirmCode(READER, '12a456'));
    expect(refused.status).toBe(400);
    expect(refused.body?.error.fields).toEqual({ code: ['Enter the 6-digit code from the e-mail'] });
  });
});

/** A reader with an account and no link pending, so counts of wrong codes start at zero. */
async function newReader(): Promise<string> {
  const email = newAddress();
  await world.db.insertInto('users').values({ id: randomUUID(), email }).execute();
  return email;
}

describe('signing up on a kitchen', () => {
  it('makes the account only when the link is confirmed, with the form’s fields kept', async () => {
    const email = newAddress();
    const answer = await api.request(siteSignUp, {
      params: { siteSlug: 'crumb-and-crust' },
      query: { next: '/recipes' },
      body: {
        email,
        subscribe: false,
        fbp: 'fb.1.1596403881668.1116446470',
        fbc: 'fb.1.1554763741205.AbCdEf',
        eventId: 'evt-1',
        userAgent: 'Mozilla/5.0',
        metadata: { campaign: 'autumn' },
      },
    });
    expect(answer).toEqual({ ok: true });
    expect(await world.db.selectFrom('users').where('email', '=', email).selectAll().execute()).toEqual([]);
    const message = await latestEmailTo(world.db, email);
    expect(message.subject).toBe('Confirm your account at Crumb & Crust');
    const session = await confirm(signInLinkOf(message).token, 'crumb-and-crust');
    expect(session.currentUser).toMatchObject({ email, displayName: null, currentSubscription: null });
    expect(session.next).toBe('/recipes');
    const request = await world.db
      .selectFrom('sign_up_requests')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({
      subscribe: 0,
      fbp: 'fb.1.1596403881668.1116446470',
      fbc: 'fb.1.1554763741205.AbCdEf',
      event_id: 'evt-1',
      user_agent: 'Mozilla/5.0',
      metadata: '{"campaign":"autumn"}',
      user_id: session.currentUser.id,
    });
    expect(request.confirmed_at).not.toBeNull();
  });

  it('sends a sign-in e-mail to an address that already has an account, answering the same', async () => {
    const answer = await api.request(siteSignUp, {
      params: { siteSlug: 'family-table' },
      body: { email: READER },
    });
    expect(answer).toEqual({ ok: true });
    const message = await latestEmailTo(world.db, READER);
    expect(message.subject).toBe('Sign in to The Family Table');
    expect((await confirm(signInLinkOf(message).token)).currentUser.email).toBe(READER);
    expect(await world.db.selectFrom('users').where('email', '=', READER).selectAll().execute()).toHaveLength(
      1,
    );
  });

  it('makes one account when two sign-up links of one address are both confirmed', async () => {
    const email = newAddress();
    await api.request(siteSignUp, { params: { siteSlug: 'family-table' }, body: { email } });
    const first = await latestEmailTo(world.db, email);
    await api.request(siteSignUp, { params: { siteSlug: 'family-table' }, body: { email } });
    const second = await latestEmailTo(world.db, email);
    const a = await confirm(signInLinkOf(first).token);
    const b = await confirm(signInLinkOf(second).token);
    expect(a.currentUser.id).toBe(b.currentUser.id);
  });

  it('records a free subscription for the newsletter opt-in when the kitchen has newsletters', async () => {
    const email = newAddress();
    await api.request(siteSignUp, { params: { siteSlug: 'family-table' }, body: { email, subscribe: true } });
    const session = await confirm(signInLinkOf(await latestEmailTo(world.db, email)).token);
    expect(session.currentUser).toMatchObject({
      isSubscribedToFree: true,
      isSubscribedToPaid: false,
      currentSubscription: { planType: 'free', priceAmountCents: 0, cadence: 'none' },
    });
  });

  it('records no subscription without the opt-in, or when the kitchen has no newsletters', async () => {
    const without = newAddress();
    await api.request(siteSignUp, { params: { siteSlug: 'family-table' }, body: { email: without } });
    expect(
      (await confirm(signInLinkOf(await latestEmailTo(world.db, without)).token)).currentUser
        .currentSubscription,
    ).toBeNull();

    await world.db
      .updateTable('sites')
      .set({ newsletters_enabled: 0 })
      .where('slug', '=', 'ember-and-salt')
      .execute();
    try {
      const email = newAddress();
      await api.request(siteSignUp, {
        params: { siteSlug: 'ember-and-salt' },
        body: { email, subscribe: true },
      });
      const session = await confirm(
        signInLinkOf(await latestEmailTo(world.db, email)).token,
        'ember-and-salt',
      );
      expect(session.currentUser.currentSubscription).toBeNull();
    } finally {
      await world.db
        .updateTable('sites')
        .set({ newsletters_enabled: 1 })
        .where('slug', '=', 'ember-and-salt')
        .execute();
    }
  });

  it('leaves a paid subscriber’s plan alone when they tick the opt-in again', async () => {
    await api.request(siteSignUp, {
      params: { siteSlug: 'family-table' },
      body: { email: READER, subscribe: true },
    });
    const session = await confirm(signInLinkOf(await latestEmailTo(world.db, READER)).token);
    expect(session.currentUser.isSubscribedToPaid).toBe(true);
    const subscriptions = await world.db
      .selectFrom('subscriptions')
      .innerJoin('sites', 'sites.id', 'subscriptions.site_id')
      .where('sites.slug', '=', 'family-table')
      .where('subscriptions.user_id', '=', session.currentUser.id)
      .select('plan_type')
      .execute();
    expect(subscriptions.map((row) => row.plan_type)).not.toContain('free');
  });

  it('refuses metadata over 4,000 characters', async () => {
    const refused = await failure(
      api.request(siteSignUp, {
        params: { siteSlug: 'family-table' },
        body: { email: newAddress(), metadata: { note: 'x'.repeat(4000) } },
      }),
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body?.error.fields ?? {})).toEqual(['metadata']);
  });
});
