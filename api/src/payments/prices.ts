import type { SitesConfig } from '@larder/shared/sites-config';
import { kitchenDeployment } from '@larder/shared/sites-config';
import { callStripe } from './stripe-client.ts';
import { APP_PLAN_AMOUNT_CENTS } from '@larder/shared/schemas/subscription';
import type { SiteRow } from '../site/site-read.ts';
import type { StripeClient } from './stripe-client.ts';

export type ReaderPlan = 'monthly' | 'yearly';
export type AppPlan = 'creator_monthly' | 'creator_yearly';

interface PriceSpec {
  lookupKey: string;
  amountCents: number;
  /** ISO 4217, as Stripe writes it (lower case). */
  currency: string;
  interval: 'month' | 'year';
  productName: string;
  metadata: Record<string, string>;
}

/**
 * A price id for a spec: Stripe's active price with the spec's lookup key, or a new product and
 * price made with it. The key carries the amount, so a changed amount is a new price and a
 * price is never edited under its subscribers. Found ids are kept for the life of the process.
 */
const knownPrices = new WeakMap<StripeClient, Map<string, string>>();

async function priceFor(stripe: StripeClient, spec: PriceSpec): Promise<string> {
  let known = knownPrices.get(stripe);
  if (!known) knownPrices.set(stripe, (known = new Map<string, string>()));
  const knownId = known.get(spec.lookupKey);
  if (knownId) return knownId;
  const listed = await stripe.prices.list({ lookup_keys: [spec.lookupKey], active: true, limit: 1 });
  let id = listed.data[0]?.id;
  if (!id) {
    const product = await stripe.products.create({ name: spec.productName, metadata: spec.metadata });
    const price = await stripe.prices.create({
      product: product.id,
      currency: spec.currency,
      unit_amount: spec.amountCents,
      recurring: { interval: spec.interval },
      lookup_key: spec.lookupKey,
      metadata: spec.metadata,
    });
    id = price.id;
  }
  known.set(spec.lookupKey, id);
  return id;
}

/** The amount a kitchen charges for a plan, or null when it does not sell it. */
export function kitchenPlanAmount(site: SiteRow, plan: ReaderPlan): number | null {
  if (!site.payments_enabled || !site.subscriptions_enabled) return null;
  const amount = plan === 'monthly' ? site.monthly_amount_cents : site.yearly_amount_cents;
  return amount !== null && amount > 0 ? amount : null;
}

/**
 * The Stripe price of a kitchen's plan: the id set for it in `sites.config.ts`, else the one of
 * lookup key `larder_{siteId}_{plan}_{amountCents}`: by id, since a slug can be renamed and taken by
 * another kitchen, which must never find the first one's price. Null when the kitchen does not
 * sell the plan.
 */
export async function kitchenPrice(
  stripe: StripeClient,
  sitesConfig: SitesConfig,
  site: SiteRow,
  plan: ReaderPlan,
): Promise<{ priceId: string; amountCents: number } | null> {
  const amountCents = kitchenPlanAmount(site, plan);
  if (amountCents === null) return null;
  const deployment = kitchenDeployment(sitesConfig, site.slug);
  const configured = deployment.stripePrices?.[plan];
  if (configured) return { priceId: configured, amountCents };
  // The key carries the currency too (but not the dollar's, as before currencies were a setting):
  // a kitchen that changes its currency gets a new price, never one in the old currency.
  const currency = deployment.currency.toLowerCase();
  const priceId = await priceFor(stripe, {
    lookupKey: `larder_${site.id}_${plan}_${amountCents}${currency === 'usd' ? '' : `_${currency}`}`,
    amountCents,
    currency,
    interval: plan === 'monthly' ? 'month' : 'year',
    productName: `${site.title} Full Access`,
    metadata: { siteId: site.id, plan },
  });
  return { priceId, amountCents };
}

/** A price as a subscription item carries it. */
interface BilledPrice {
  id: string | null;
  metadata: Record<string, string>;
}

/**
 * Which of a kitchen's plans a price is: one of the ids `sites.config.ts` gives it, or one Larder
 * made for it (its metadata names the kitchen's id and the plan). Null for any other price,
 * another kitchen's included: a subscription billed at it is not the kitchen's plan.
 */
export function kitchenPlanOfPrice(
  sitesConfig: SitesConfig,
  site: { id: string; slug: string },
  price: BilledPrice,
): ReaderPlan | null {
  if (price.id === null) return null;
  const configured = kitchenDeployment(sitesConfig, site.slug).stripePrices;
  if (configured?.monthly === price.id) return 'monthly';
  if (configured?.yearly === price.id) return 'yearly';
  const { siteId, plan } = price.metadata;
  return siteId === site.id && (plan === 'monthly' || plan === 'yearly') ? plan : null;
}

/** Which creator plan a price is (Larder made it with the plan in its metadata); null for any other. */
export function appPlanOfPrice(price: BilledPrice): AppPlan | null {
  const { plan, siteId } = price.metadata;
  return siteId === undefined && (plan === 'creator_monthly' || plan === 'creator_yearly') ? plan : null;
}

/** The Stripe price of the creator plan, lookup key `larder_app_creator_{monthly|yearly}`. */
export async function appPlanPrice(stripe: StripeClient, plan: AppPlan): Promise<string> {
  const cadence = plan === 'creator_monthly' ? 'monthly' : 'yearly';
  return priceFor(stripe, {
    lookupKey: `larder_app_creator_${cadence}`,
    amountCents: APP_PLAN_AMOUNT_CENTS[plan],
    currency: 'usd',
    interval: plan === 'creator_monthly' ? 'month' : 'year',
    productName: 'Larder creator plan',
    metadata: { plan },
  });
}

/**
 * Makes sure Stripe has the prices of the kitchen's plans as `site` would sell them (a product and
 * a price per amount, by lookup key), before the settings that set them are saved: a creator's
 * new price is checked out at once, and existing subscribers keep the price they pay (a price is
 * never edited). A kitchen that sells no plan needs nothing. Fails with `payments_unavailable`.
 */
export async function syncKitchenPrices(
  stripe: StripeClient,
  sitesConfig: SitesConfig,
  site: SiteRow,
): Promise<void> {
  await callStripe('saving the plan prices', async () => {
    for (const plan of ['monthly', 'yearly'] as const) await kitchenPrice(stripe, sitesConfig, site, plan);
  });
}
