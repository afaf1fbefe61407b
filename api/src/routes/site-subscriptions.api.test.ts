import { AppError } from '@larder/shared/errors';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCheckout } from '../payments/checkout.ts';
import { codeOf, emailsTo, latestEmailTo, signInLinkOf } from '../test-support/auth-test-kit.ts';
import { fromAddress } from '../test-support/client-socket.ts';
import { createReader } from '../test-support/test-client.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';

vi.mock('../payments/checkout.ts', () => ({ startCheckout: vi.fn() }));
const checkout = vi.mocked(startCheckout);

let world: TestWorld;
const FAMILY = 'http://family-table.localhost:4321';
const CRUMB = 'http://crumb-and-crust.localhost:4321';
const PAID_READER = 'reader@family-table.example';
const FREE_READER = 'free-reader@family-table.example';

beforeAll(async () => {
  world = await createTestWorld(undefined, { LARDER_RATE_LIMITS: 'off' });
});
afterAll(async () => world.cleanup());
beforeEach(() => {
  checkout.mockReset();
  checkout.mockRejectedValue(new AppError('payments_unavailable'));
});

const newAddress = () => `sub-${randomUUID().slice(0, 8)}@example.com`;

function urlsOf(origin: string) {
  return {
    return: `${origin}/subscribe`,
    nextFree: `${origin}/subscribe/success`,
    nextPaid: `${origin}/subscribe/success/{CHECKOUT_SESSION_ID}`,
    nextLogin: `${origin}/`,
  };
}

function subscribe(
  body: Record<string, unknown>,
  options: { slug?: string; token?: string; ip?: string } = {},
) {
  return world.app.request(
    `/api/v1/site/${options.slug ?? 'family-table'}/subscriptions`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify(body),
    },
    options.ip ? fromAddress(options.ip) : undefined,
  );
}

const request = (email: string, plan = 'free', origin = FAMILY) => ({ email, plan, ...urlsOf(origin) });

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; fields?: Record<string, string[]> } }).error;
}

async function newsletterRow(slug: string, email: string) {
  return world.db
    .selectFrom('newsletter_subscribers as n')
    .innerJoin('sites as s', 's.id', 'n.site_id')
    .select(['n.confirmed_at', 'n.unsubscribed_at', 'n.source', 'n.user_id'])
    .where('s.slug', '=', slug)
    .where('n.email', '=', email)
    .executeTakeFirst();
}

async function plansOf(slug: string, email: string) {
  const rows = await world.db
    .selectFrom('subscriptions as sub')
    .innerJoin('users as u', 'u.id', 'sub.user_id')
    .innerJoin('sites as s', 's.id', 'sub.site_id')
    .select(['sub.plan_type', 'sub.status'])
    .where('s.slug', '=', slug)
    .where('u.email', '=', email)
    .execute();
  return rows.map((row) => `${row.plan_type}:${row.status}`);
}

describe('subscribing free as a visitor with a new address', () => {
  it('records the free plan and a pending newsletter row, and sends one “Confirm your subscription” e-mail', async () => {
    const email = newAddress();
    const response = await subscribe(request(email));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(await plansOf('family-table', email)).toEqual(['free:active']);
    expect(await newsletterRow('family-table', email)).toMatchObject({
      confirmed_at: null,
      source: 'subscribe',
    });
    const sent = await emailsTo(world.db, email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Confirm your subscription to The Family Table');
    expect(sent[0]!.from).toContain('"The Family Table"');
    expect(sent[0]!.text).toContain('CONFIRM YOUR SUBSCRIPTION TO THE FAMILY TABLE');
    expect(sent[0]!.text).toMatch(/^\s*\d{6}\s*$/m);
    expect(signInLinkOf(sent[0]!).url.origin).toBe(FAMILY);
  });

  it('signs the reader in and confirms the newsletter when they use the e-mail’s link', async () => {
    const email = newAddress();
    await subscribe({ ...request(email), nextLogin: `${FAMILY}/recipes` });
    const { token } = signInLinkOf(await latestEmailTo(world.db, email));
    const session = await world.app.request(`/api/v1/site/family-table/sign-in/${token}`, { method: 'POST' });
    expect(session.status).toBe(200);
    const body = (await session.json()) as {
      authToken: string;
      next: string;
      currentUser: { email: string };
    };
    expect(body.currentUser.email).toBe(email);
    expect(body.next).toBe('/recipes');
    expect((await newsletterRow('family-table', email))?.confirmed_at).not.toBeNull();
  });

  it('confirms the newsletter when they type the e-mail’s code instead', async () => {
    const email = newAddress();
    await subscribe(request(email));
    const code = codeOf(await latestEmailTo(world.db, email));
    const session = await world.app.request('/api/v1/site/family-table/sign-in-code', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, code }),
    });
    expect(session.status).toBe(200);
    expect((await newsletterRow('family-table', email))?.confirmed_at).not.toBeNull();
  });

  it('does not confirm the newsletter of a kitchen when the reader signs in on another one', async () => {
    const email = newAddress();
    await subscribe(request(email));
    await world.app.request('/api/v1/site/crumb-and-crust/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const { token } = signInLinkOf(await latestEmailTo(world.db, email));
    expect(
      (await world.app.request(`/api/v1/site/crumb-and-crust/sign-in/${token}`, { method: 'POST' })).status,
    ).toBe(200);
    expect((await newsletterRow('family-table', email))?.confirmed_at).toBeNull();
  });

  it('records no newsletter row on a kitchen with newsletters off, only the free plan', async () => {
    await world.db
      .updateTable('sites')
      .set({ newsletters_enabled: 0 })
      .where('slug', '=', 'family-table')
      .execute();
    try {
      const email = newAddress();
      expect((await subscribe(request(email))).status).toBe(200);
      expect(await plansOf('family-table', email)).toEqual(['free:active']);
      expect(await newsletterRow('family-table', email)).toBeUndefined();
    } finally {
      await world.db
        .updateTable('sites')
        .set({ newsletters_enabled: 1 })
        .where('slug', '=', 'family-table')
        .execute();
    }
  });
});

describe('subscribing with an address that has an account', () => {
  it('refuses a visitor with account_already_exists (409), records nothing and sends nothing', async () => {
    const before = (await emailsTo(world.db, PAID_READER)).length;
    const response = await subscribe(request(PAID_READER));
    expect(response.status).toBe(409);
    expect((await errorOf(response)).code).toBe('account_already_exists');
    expect(await plansOf('family-table', PAID_READER)).toEqual(['monthly:active']);
    expect(await emailsTo(world.db, PAID_READER)).toHaveLength(before);
  });
});

describe('subscribing while signed in', () => {
  it('records the free plan and a newsletter row confirmed at once, with no e-mail', async () => {
    const reader = await createReader(world);
    const response = await subscribe(request(reader.email), { token: reader.token });
    expect(response.status).toBe(200);
    expect(await plansOf('family-table', reader.email)).toEqual(['free:active']);
    expect((await newsletterRow('family-table', reader.email))?.confirmed_at).not.toBeNull();
    expect(await emailsTo(world.db, reader.email)).toEqual([]);
  });

  it('refuses another address than the account’s with a 400 on email', async () => {
    const reader = await createReader(world);
    const response = await subscribe(request(newAddress()), { token: reader.token });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {})).toEqual(['email']);
  });

  it('answers already_on_plan to a free subscriber choosing free again, and to a paid one choosing free', async () => {
    const free = await subscribe(request(FREE_READER), { token: await world.tokenFor(FREE_READER) });
    expect(free.status).toBe(409);
    expect((await errorOf(free)).code).toBe('already_on_plan');
    const paid = await subscribe(request(PAID_READER), { token: await world.tokenFor(PAID_READER) });
    expect((await errorOf(paid)).code).toBe('already_on_plan');
    expect(await plansOf('family-table', PAID_READER)).toEqual(['monthly:active']);
  });
});

describe('plans a kitchen does not offer', () => {
  it('refuses a paid plan where subscriptions are off (crumb-and-crust) with plan_not_offered', async () => {
    for (const plan of ['monthly', 'yearly']) {
      const response = await subscribe(request(newAddress(), plan, CRUMB), { slug: 'crumb-and-crust' });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('plan_not_offered');
    }
    expect(checkout).not.toHaveBeenCalled();
  });

  it('refuses a paid plan where payments are off, while free still works', async () => {
    await world.db
      .updateTable('sites')
      .set({ payments_enabled: 0 })
      .where('slug', '=', 'family-table')
      .execute();
    try {
      expect((await errorOf(await subscribe(request(newAddress(), 'monthly')))).code).toBe(
        'plan_not_offered',
      );
      expect((await subscribe(request(newAddress()))).status).toBe(200);
    } finally {
      await world.db
        .updateTable('sites')
        .set({ payments_enabled: 1 })
        .where('slug', '=', 'family-table')
        .execute();
    }
  });

  it('refuses a paid plan that has no price, and every plan where newsletters and subscriptions are off', async () => {
    await world.db
      .updateTable('sites')
      .set({ yearly_amount_cents: null })
      .where('slug', '=', 'family-table')
      .execute();
    await world.db
      .updateTable('sites')
      .set({ newsletters_enabled: 0, subscriptions_enabled: 0 })
      .where('slug', '=', 'crumb-and-crust')
      .execute();
    try {
      expect((await errorOf(await subscribe(request(newAddress(), 'yearly')))).code).toBe('plan_not_offered');
      const email = newAddress();
      const free = await subscribe(request(email, 'free', CRUMB), { slug: 'crumb-and-crust' });
      expect((await errorOf(free)).code).toBe('plan_not_offered');
      expect(await emailsTo(world.db, email)).toEqual([]);
    } finally {
      await world.db
        .updateTable('sites')
        .set({ yearly_amount_cents: 4800 })
        .where('slug', '=', 'family-table')
        .execute();
      await world.db
        .updateTable('sites')
        .set({ newsletters_enabled: 1, subscriptions_enabled: 0 })
        .where('slug', '=', 'crumb-and-crust')
        .execute();
    }
  });
});

describe('paid plans', () => {
  it('start a Stripe checkout and answer its URL, recording nothing', async () => {
    checkout.mockResolvedValue({ url: 'http://127.0.0.1:12111/checkout/cs_test_1' });
    const email = newAddress();
    const response = await subscribe(request(email, 'yearly'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ checkout: { url: 'http://127.0.0.1:12111/checkout/cs_test_1' } });
    expect(checkout).toHaveBeenCalledTimes(1);
    expect(checkout.mock.calls[0]![1]).toMatchObject({
      plan: 'yearly',
      email,
      user: null,
      successUrl: `${FAMILY}/subscribe/success/{CHECKOUT_SESSION_ID}`,
      cancelUrl: `${FAMILY}/subscribe`,
    });
    expect(await plansOf('family-table', email)).toEqual([]);
    expect(await emailsTo(world.db, email)).toEqual([]);
  });

  it('pass a signed-in free reader to checkout as themselves', async () => {
    checkout.mockResolvedValue({ url: 'http://127.0.0.1:12111/checkout/cs_test_2' });
    const response = await subscribe(request(FREE_READER, 'monthly'), {
      token: await world.tokenFor(FREE_READER),
    });
    expect(response.status).toBe(200);
    expect(checkout.mock.calls[0]![1].user?.email).toBe(FREE_READER);
  });

  it('answer payments_unavailable (503) while checkout cannot start', async () => {
    const response = await subscribe(request(newAddress(), 'monthly'));
    expect(response.status).toBe(503);
    expect((await errorOf(response)).code).toBe('payments_unavailable');
  });
});

describe('the URLs of a subscription request', () => {
  const fields = ['return', 'nextFree', 'nextPaid', 'nextLogin'] as const;
  const offOrigin = fc.constantFrom(
    'http://evil.example/subscribe',
    'https://family-table.localhost:4321/subscribe',
    'http://family-table.localhost:4322/subscribe',
    'http://family-table.localhost:4321@evil.example/',
    'http://user:pass@family-table.localhost:4321/',
    'http://crumb-and-crust.localhost:4321/subscribe',
    'http://family-table.localhost.evil.example:4321/',
    'javascript:alert(1)',
    '//evil.example/',
    '/subscribe',
    '',
  );

  it('must all be pages of the kitchen: a 400 names exactly the fields that are not (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.subarray([...fields], { minLength: 1 }), offOrigin, async (bad, url) => {
        const body: Record<string, string> = { ...request(newAddress()) };
        for (const field of bad)
          body[field] = field === 'nextPaid' && url.startsWith('http') ? `${url}{CHECKOUT_SESSION_ID}` : url;
        const response = await subscribe(body);
        expect(response.status).toBe(400);
        const error = await errorOf(response);
        expect(error.code).toBe('validation_failed');
        expect(Object.keys(error.fields ?? {}).sort()).toEqual([...bad].sort());
      }),
      { seed: 1111, numRuns: 60 },
    );
    expect(checkout).not.toHaveBeenCalled();
  });

  it('needs {CHECKOUT_SESSION_ID} in nextPaid', async () => {
    const response = await subscribe({ ...request(newAddress()), nextPaid: `${FAMILY}/subscribe/success` });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({ nextPaid: ['Must contain {CHECKOUT_SESSION_ID}'] });
  });

  it('refuses hostile bodies with a 400 and never records or mails anything (fast-check)', async () => {
    const before = await world.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            email: fc.oneof(
              fc.string(),
              fc.constant('a@b'),
              fc.constant('x@example.com\r\nBcc: y@example.com'),
            ),
            plan: fc.oneof(fc.constantFrom('free', 'monthly', 'gold', ''), fc.string()),
            return: fc.oneof(fc.webUrl(), fc.string()),
            nextFree: fc.webUrl(),
            nextPaid: fc.webUrl(),
            nextLogin: fc.oneof(fc.webUrl(), fc.constant(`${FAMILY}/`)),
            siteSlug: fc.string(),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const response = await subscribe(body);
          expect(response.status).toBe(400);
          expect(['validation_failed', 'plan_not_offered']).toContain((await errorOf(response)).code);
        },
      ),
      { seed: 1112, numRuns: 80 },
    );
    const after = await world.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses a body naming another kitchen', async () => {
    const response = await subscribe({ ...request(newAddress()), siteSlug: 'crumb-and-crust' });
    expect((await errorOf(response)).fields).toHaveProperty('siteSlug');
  });
});

describe('the subscribe form without JavaScript', () => {
  function postForm(fields: Record<string, string>, slug = 'family-table') {
    const body = new URLSearchParams(fields).toString();
    return world.app.request(`/api/v1/site/${slug}/subscriptions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
  }

  it('is answered 303 to nextFree with the address, for the success page’s inbox message', async () => {
    const email = newAddress();
    const response = await postForm({ email, nextFree: `${FAMILY}/subscribe/success/` });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `${FAMILY}/subscribe/success/?email=${encodeURIComponent(email)}`,
    );
    expect(await plansOf('family-table', email)).toEqual(['free:active']);
    expect(await emailsTo(world.db, email)).toHaveLength(1);
  });

  it('needs only the address: plan and pages default to free and the kitchen’s subscribe pages', async () => {
    const email = newAddress();
    const response = await postForm({ email }, 'crumb-and-crust');
    expect(response.headers.get('location')).toBe(
      `${CRUMB}/subscribe/success/?email=${encodeURIComponent(email)}`,
    );
  });

  it('sends a failure back to return with ?subscribeError={code}', async () => {
    const taken = await postForm({ email: PAID_READER, return: `${FAMILY}/recipes/pie?x=1` });
    expect(taken.status).toBe(303);
    expect(taken.headers.get('location')).toBe(
      `${FAMILY}/recipes/pie?x=1&subscribeError=account_already_exists`,
    );
    const malformed = await postForm({ email: 'not an address', return: `${FAMILY}/` });
    expect(malformed.headers.get('location')).toBe(`${FAMILY}/?subscribeError=validation_failed`);
  });

  it('never redirects off the kitchen: a foreign return or nextFree is replaced by the kitchen’s own page', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          'http://evil.example/',
          'http://family-table.localhost:4321@evil.example/',
          'javascript:alert(1)',
          '//evil.example',
        ),
        fc.boolean(),
        async (url, asReturn) => {
          const response = await postForm({
            email: newAddress(),
            ...(asReturn ? { return: url } : { nextFree: url }),
          });
          expect(response.status).toBe(303);
          const location = new URL(response.headers.get('location')!);
          expect(location.origin).toBe(FAMILY);
          expect(location.pathname).toBe('/subscribe/');
          expect(location.searchParams.get('subscribeError')).toBe('validation_failed');
        },
      ),
      { seed: 1113, numRuns: 20 },
    );
  });

  it('sends a paid plan straight to the checkout page', async () => {
    checkout.mockResolvedValue({ url: 'http://127.0.0.1:12111/checkout/cs_test_3' });
    const response = await postForm({ email: newAddress(), plan: 'monthly' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://127.0.0.1:12111/checkout/cs_test_3');
  });
});

describe('the subscribe rate limit', () => {
  it('allows 10 subscriptions an hour from one address, then answers 429 (and subscribeError for forms)', async () => {
    const limited = await createTestWorld(undefined, {});
    try {
      const ip = '203.0.113.9';
      const call = (body: BodyInit, type: string) =>
        limited.app.request(
          '/api/v1/site/family-table/subscriptions',
          { method: 'POST', headers: { 'Content-Type': type }, body },
          fromAddress(ip),
        );
      for (let index = 0; index < 10; index += 1)
        expect((await call(JSON.stringify(request(newAddress())), 'application/json')).status).toBe(200);
      expect((await call(JSON.stringify(request(newAddress())), 'application/json')).status).toBe(429);
      const form = await call(
        `email=${encodeURIComponent(newAddress())}`,
        'application/x-www-form-urlencoded',
      );
      expect(form.headers.get('location')).toBe(`${FAMILY}/subscribe/?subscribeError=rate_limited`);
    } finally {
      await limited.cleanup();
    }
  });
});

describe('the sign-up form’s newsletter opt-in', () => {
  it('puts the reader on the list already confirmed once they confirm the sign-up link', async () => {
    const email = newAddress();
    const signUp = await world.app.request('/api/v1/site/family-table/sign-up', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, subscribe: true }),
    });
    expect(signUp.status).toBe(200);
    expect(await newsletterRow('family-table', email)).toBeUndefined();
    const { token } = signInLinkOf(await latestEmailTo(world.db, email));
    expect(
      (await world.app.request(`/api/v1/site/family-table/sign-in/${token}`, { method: 'POST' })).status,
    ).toBe(200);
    expect(await newsletterRow('family-table', email)).toMatchObject({
      source: 'sign-up',
      unsubscribed_at: null,
    });
    expect((await newsletterRow('family-table', email))?.confirmed_at).not.toBeNull();
    expect(await plansOf('family-table', email)).toEqual(['free:active']);
  });
});
