/**
 * The Stripe objects the emulator keeps, with the fields the `stripe` SDK's types declare and
 * Larder reads. Fields Larder never reads are left out rather than faked.
 */
export type Metadata = Record<string, string>;
export type Interval = 'day' | 'week' | 'month' | 'year';

export interface Customer {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  description: string | null;
  metadata: Metadata;
  livemode: false;
  balance: number;
  currency: string | null;
  default_source: null;
  delinquent: boolean;
  invoice_settings: { default_payment_method: string | null };
  shipping: null;
}

export interface Product {
  id: string;
  object: 'product';
  created: number;
  updated: number;
  name: string;
  description: string | null;
  active: boolean;
  metadata: Metadata;
  livemode: false;
  default_price: string | null;
  images: string[];
  type: 'service';
  url: string | null;
}

export interface Price {
  id: string;
  object: 'price';
  created: number;
  active: boolean;
  currency: string;
  unit_amount: number;
  unit_amount_decimal: string;
  product: string;
  lookup_key: string | null;
  nickname: string | null;
  metadata: Metadata;
  livemode: false;
  billing_scheme: 'per_unit';
  type: 'recurring' | 'one_time';
  recurring: { interval: Interval; interval_count: number; usage_type: 'licensed' } | null;
  tax_behavior: 'unspecified';
}

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  created: number;
  subscription: string;
  price: Price;
  quantity: number;
  metadata: Metadata;
  current_period_start: number;
  current_period_end: number;
}

export type SubscriptionStatus = 'active' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete';

export interface Subscription {
  id: string;
  object: 'subscription';
  created: number;
  start_date: number;
  status: SubscriptionStatus;
  customer: string;
  currency: string;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: false; url: string };
  /** Kept here as well as on the item: API versions before 2025-03-31 read it from the subscription. */
  current_period_start: number;
  current_period_end: number;
  billing_cycle_anchor: number;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  cancellation_details: {
    comment: null;
    feedback: null;
    reason: 'cancellation_requested' | 'payment_failed' | null;
  };
  collection_method: 'charge_automatically';
  latest_invoice: string | null;
  metadata: Metadata;
  livemode: false;
  trial_start: null;
  trial_end: null;
}

export interface Invoice {
  id: string;
  object: 'invoice';
  created: number;
  customer: string;
  customer_email: string | null;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  currency: string;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  subtotal: number;
  total: number;
  attempt_count: number;
  attempted: boolean;
  period_start: number;
  period_end: number;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Metadata };
  };
  lines: {
    object: 'list';
    has_more: false;
    url: string;
    data: {
      id: string;
      object: 'line_item';
      amount: number;
      currency: string;
      description: string;
      period: { start: number; end: number };
      pricing: { type: 'price_details'; price_details: { price: string; product: string } };
      quantity: number;
    }[];
  };
  status_transitions: { paid_at: number | null; finalized_at: number | null };
  next_payment_attempt: number | null;
  hosted_invoice_url: null;
  metadata: Metadata;
  livemode: false;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  created: number;
  expires_at: number;
  mode: 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string | null;
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string | null; name: string | null } | null;
  client_reference_id: string | null;
  metadata: Metadata;
  subscription: string | null;
  invoice: string | null;
  success_url: string;
  cancel_url: string | null;
  currency: string;
  amount_subtotal: number;
  amount_total: number;
  livemode: false;
  ui_mode: 'hosted';
}

export interface LineItem {
  id: string;
  object: 'item';
  amount_discount: number;
  amount_subtotal: number;
  amount_tax: number;
  amount_total: number;
  currency: string;
  description: string;
  price: Price;
  quantity: number;
}

export interface BillingPortalSession {
  id: string;
  object: 'billing_portal.session';
  created: number;
  customer: string;
  return_url: string | null;
  url: string;
  livemode: false;
  configuration: string;
  flow: null;
  locale: null;
  on_behalf_of: null;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}
