import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const kitchen = {
  apiOrigin: 'https://api.example',
  siteSlug: 'family-table',
  platformOrigin: 'https://larder.example',
  currency: 'USD' as const,
};
const origin = 'https://family-table.example';
const storage = new Map<string, string>();
let requests: { url: string; init: RequestInit }[] = [];

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      requests.push({ url, init });
      return Promise.resolve(new Response(body === null ? null : JSON.stringify(body), { status }));
    }),
  );
}

beforeEach(() => {
  vi.resetModules();
  storage.clear();
  requests = [];
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const load = () => import('./subscribe-request');

describe('asking for a subscription', () => {
  it('sends the plan and the kitchen’s own pages, with the checkout-session placeholder', async () => {
    answer(200, {});
    const { requestSubscription } = await load();
    await requestSubscription(kitchen, origin, { email: 'cook@example.com', plan: 'free' });
    expect(requests[0]!.url).toBe('https://api.example/api/v1/site/family-table/subscriptions');
    expect(JSON.parse(requests[0]!.init.body as string)).toEqual({
      siteSlug: 'family-table',
      email: 'cook@example.com',
      plan: 'free',
      return: 'https://family-table.example/subscribe/',
      nextFree: 'https://family-table.example/subscribe/success/',
      nextPaid: 'https://family-table.example/subscribe/success/{CHECKOUT_SESSION_ID}',
      nextLogin: 'https://family-table.example',
    });
  });

  it('sends a signed-in reader’s token, so they subscribe as themselves', async () => {
    storage.set('larder:auth-token', 'tok');
    answer(200, {});
    const { requestSubscription } = await load();
    await requestSubscription(kitchen, origin, { email: 'cook@example.com', plan: 'free' });
    expect((requests[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('answers the checkout page for a paid plan and success for a free one', async () => {
    answer(200, { checkout: { url: 'https://checkout.example/cs_1' } });
    const { requestSubscription } = await load();
    expect(await requestSubscription(kitchen, origin, { email: 'a@b.co', plan: 'monthly' })).toEqual({
      kind: 'checkout',
      url: 'https://checkout.example/cs_1',
    });
    answer(200, {});
    expect(await requestSubscription(kitchen, origin, { email: 'a@b.co', plan: 'free' })).toEqual({
      kind: 'subscribed',
    });
  });

  it('tells an existing account apart, so the page can offer Sign in', async () => {
    answer(409, {
      error: { code: 'account_already_exists', message: 'An account already exists for this email.' },
    });
    const { requestSubscription } = await load();
    expect(await requestSubscription(kitchen, origin, { email: 'a@b.co', plan: 'free' })).toEqual({
      kind: 'failed',
      accountExists: true,
    });
  });

  it('shows any other refusal’s message as it was returned', async () => {
    answer(400, { error: { code: 'plan_not_offered', message: 'This kitchen does not offer that plan.' } });
    const { requestSubscription } = await load();
    expect(await requestSubscription(kitchen, origin, { email: 'a@b.co', plan: 'yearly' })).toEqual({
      kind: 'failed',
      accountExists: false,
      message: 'This kitchen does not offer that plan.',
    });
  });

  it('says something went wrong, and logs it, when the API cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { requestSubscription } = await load();
    expect(await requestSubscription(kitchen, origin, { email: 'a@b.co', plan: 'free' })).toEqual({
      kind: 'failed',
      accountExists: false,
      message: 'Something went wrong. Please try again.',
    });
    expect(console.error).toHaveBeenCalled();
  });
});

describe('the checkout page a paid plan leads to', () => {
  it('is any https: page, or an http: one on this machine (the Stripe emulator)', async () => {
    const { checkoutPageUrl } = await load();
    for (const url of [
      'https://checkout.stripe.com/c/pay/cs_test_1',
      'http://127.0.0.1:12111/checkout/cs_1',
      'http://localhost:12111/checkout/cs_1',
      'http://[::1]:12111/checkout/cs_1',
    ])
      expect(checkoutPageUrl(url)).toBe(url);
  });

  it('is refused when plain http: elsewhere, javascript:, data: or not a URL at all', async () => {
    const { checkoutPageUrl } = await load();
    for (const url of [
      'http://checkout.stripe.com/c/pay/cs_test_1',
      'http://127.0.0.1.evil.example/checkout',
      'http://localhost.evil.example/checkout',
      'javascript:alert(document.cookie)',
      'JavaScript://%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://127.0.0.1/checkout',
      '/checkout/cs_1',
      '',
    ])
      expect(checkoutPageUrl(url)).toBeNull();
  });

  it('turns an answer with any other page into “Something went wrong”', async () => {
    answer(200, { checkout: { url: 'javascript:alert(document.cookie)' } });
    const { requestSubscription } = await load();
    expect(await requestSubscription(kitchen, origin, { email: 'a@b.co', plan: 'monthly' })).toEqual({
      kind: 'failed',
      accountExists: false,
      message: 'Something went wrong. Please try again.',
    });
  });
});

describe('the pages a subscription leads to', () => {
  it('use the contract’s checkout-session placeholder', async () => {
    const { CHECKOUT_SESSION_ID } = await load();
    const { CHECKOUT_SESSION_ID_PLACEHOLDER } = await import('@larder/shared/schemas/subscription');
    expect(CHECKOUT_SESSION_ID).toBe(CHECKOUT_SESSION_ID_PLACEHOLDER);
  });

  it('adds the address to the success page only for a signed-out visitor', async () => {
    const { freeSuccessUrl } = await load();
    expect(freeSuccessUrl(origin, 'a+b@c.co', false)).toBe(
      'https://family-table.example/subscribe/success/?email=a%2Bb%40c.co',
    );
    expect(freeSuccessUrl(origin, 'a@c.co', true)).toBe('https://family-table.example/subscribe/success/');
  });

  it('explains a no-JS form’s error code: the account text, the catalogue’s message, or the fallback', async () => {
    const { subscribeFailureForCode } = await load();
    expect(subscribeFailureForCode('account_already_exists')).toEqual({ accountExists: true });
    expect(subscribeFailureForCode('rate_limited')).toEqual({
      accountExists: false,
      message: 'Too many requests. Wait a moment and try again.',
    });
    expect(subscribeFailureForCode('toString')).toEqual({
      accountExists: false,
      message: 'Something went wrong. Please try again.',
    });
  });
});
