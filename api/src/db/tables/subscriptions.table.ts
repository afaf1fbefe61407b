import type { Generated } from 'kysely';

export interface SubscriptionsTable {
  id: string;
  site_id: string;
  user_id: string;
  plan_type: 'free' | 'monthly' | 'yearly';
  price_amount_cents: Generated<number>;
  cadence: Generated<'none' | 'month' | 'year'>;
  status: Generated<'active' | 'past_due' | 'canceled' | 'incomplete'>;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  current_period_end: string | null;
  created_at: Generated<string>;
  canceled_at: string | null;
  /** 1: Stripe ends it at `current_period_end` (access until then). */
  cancel_at_period_end: Generated<number>;
  /** When its renewal failed; the grace period of `entitlement.ts` counts from here. */
  past_due_since: Generated<string | null>;
  stripe_price_id: Generated<string | null>;
  stripe_checkout_session_id: Generated<string | null>;
  /** When the state written was read from Stripe; an older read never overwrites it. */
  stripe_read_at: Generated<string | null>;
}

export interface NewsletterSubscribersTable {
  id: string;
  site_id: string;
  email: string;
  user_id: string | null;
  created_at: Generated<string>;
  unsubscribed_at: string | null;
}

export interface NewsletterSendsTable {
  id: string;
  site_id: string;
  recipe_id: string;
  note: string | null;
  recipient_count: Generated<number>;
  status: Generated<'queued' | 'sent' | 'failed'>;
  created_at: Generated<string>;
  sent_at: string | null;
}
