import { noSuch } from './errors.ts';
import type {
  BillingPortalSession,
  CheckoutSession,
  Customer,
  Invoice,
  Metadata,
  Price,
  Product,
  StripeEvent,
  Subscription,
} from './objects.ts';

/** What a Checkout Session was created with that Stripe does not echo back on the session. */
export interface CheckoutInput {
  lineItems: { price: string; quantity: number }[];
  subscriptionMetadata: Metadata;
}

/** Everything the emulator knows, in memory, newest last. */
export class Store {
  readonly customers = new Map<string, Customer>();
  readonly products = new Map<string, Product>();
  readonly prices = new Map<string, Price>();
  readonly checkoutSessions = new Map<string, CheckoutSession>();
  readonly checkoutInputs = new Map<string, CheckoutInput>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices = new Map<string, Invoice>();
  readonly portalSessions = new Map<string, BillingPortalSession>();
  readonly events = new Map<string, StripeEvent>();
  /** Customers whose saved card is declined on renewal (set by the test controls). */
  readonly failingCards = new Set<string>();

  /** The object an id names, by its prefix; `expand[]` resolves ids through this. */
  find(id: string): object | undefined {
    const tables: [string, Map<string, object>][] = [
      ['cus_', this.customers],
      ['prod_', this.products],
      ['price_', this.prices],
      ['cs_', this.checkoutSessions],
      ['sub_', this.subscriptions],
      ['in_', this.invoices],
      ['bps_', this.portalSessions],
      ['evt_', this.events],
    ];
    for (const [prefix, table] of tables) if (id.startsWith(prefix)) return table.get(id);
    return undefined;
  }
}

/** The object with `id` in `table`, or Stripe's 404 for it. */
export function must<T>(table: Map<string, T>, kind: string, id: string, param?: string): T {
  const found = table.get(id);
  if (found === undefined) throw noSuch(kind, id, param);
  return found;
}
