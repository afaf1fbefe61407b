import { siteSettings, updateSiteSettings } from '@larder/shared/api/manage-sites.endpoints';
import { createApiClient } from '@larder/shared/api/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient } from './stripe-client.ts';
import { createPaymentsWorld, type PaymentsWorld } from '../test-support/payments-world.ts';
import { refusal, testClient } from '../test-support/test-client.ts';

/** A creator's plan prices through `PUT /{siteSlug}/sites`, with Stripe (the emulator) behind them. */
let world: PaymentsWorld;
let june: ReturnType<typeof testClient>;
let token: string;
const params = { siteSlug: 'family-table' };

beforeAll(async () => {
  world = await createPaymentsWorld();
  token = await world.tokenFor('june@family-table.example');
  june = testClient(world, token);
});
afterAll(async () => world.cleanup());

const pricesOf = async (lookupKey: string) =>
  (await world.stripe.prices.list({ lookup_keys: [lookupKey], active: true })).data;

describe('reader plan prices set by the creator', () => {
  it('exist in Stripe as soon as they are saved, and a subscriber keeps the price they pay', async () => {
    const before = (await june.request(siteSettings, { params })).site;
    expect(before.currency).toBe('USD');
    // A reader subscribed at the current monthly price.
    const sessionId = await world.checkout({ email: `keeps-${Date.now()}@example.com`, plan: 'monthly' });
    world.pay(sessionId);
    const oldKey = `larder_${before.id}_monthly_${before.monthlyAmountCents}`;
    const [oldPrice] = await pricesOf(oldKey);
    expect(oldPrice).toBeDefined();

    const after = (
      await june.request(updateSiteSettings, {
        params,
        body: { monthlyAmountCents: 725, yearlyAmountCents: 7000 },
      })
    ).site;
    expect(after).toMatchObject({ monthlyAmountCents: 725, yearlyAmountCents: 7000 });
    const [monthly] = await pricesOf(`larder_${before.id}_monthly_725`);
    const [yearly] = await pricesOf(`larder_${before.id}_yearly_7000`);
    expect(monthly).toMatchObject({ unit_amount: 725, currency: 'usd', recurring: { interval: 'month' } });
    expect(yearly).toMatchObject({ unit_amount: 7000, recurring: { interval: 'year' } });
    // The old price is never edited under its subscribers.
    expect((await world.stripe.prices.retrieve(oldPrice!.id)).unit_amount).toBe(before.monthlyAmountCents);
    const subscriptions = await world.stripe.subscriptions.list({ price: oldPrice!.id });
    expect(subscriptions.data.length).toBeGreaterThan(0);
  });

  it('refuses prices out of bounds, and saves nothing', async () => {
    const before = (await june.request(siteSettings, { params })).site;
    for (const body of [
      { monthlyAmountCents: 50 },
      { yearlyAmountCents: 2_000_000 },
      { monthlyAmountCents: 1.5 },
    ])
      await refusal(june.request(updateSiteSettings, { params, body }), 400, 'validation_failed');
    expect((await june.request(siteSettings, { params })).site.version).toBe(before.version);
  });

  it('saves nothing when Stripe cannot make the prices', async () => {
    const before = (await june.request(siteSettings, { params })).site;
    const { createApp } = await import('../http/app.ts');
    const offline = createApp({
      db: world.db,
      env: world.env,
      sitesConfig: world.sitesConfig,
      stripe: createStripeClient({ ...world.env.stripe, apiUrl: 'http://127.0.0.1:9' }),
    });
    const client = createApiClient({
      apiOrigin: world.env.apiOrigin,
      token: () => token,
      fetch: async (url, init) => offline.request(url, init),
    });
    await refusal(
      client.request(updateSiteSettings, { params, body: { monthlyAmountCents: 999 } }),
      503,
      'payments_unavailable',
    );
    const after = (await june.request(siteSettings, { params })).site;
    expect(after.monthlyAmountCents).toBe(before.monthlyAmountCents);
    expect(after.version).toBe(before.version);
  });
});
