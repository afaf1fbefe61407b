import type { Generated } from 'kysely';

/** Webhook events already applied (idempotency by event id). */
export interface StripeEventsTable {
  id: string;
  type: string;
  processed_at: Generated<string>;
}

export interface CheckoutSessionsTable {
  /** Stripe's Checkout Session id (`cs_…`). */
  id: string;
  site_id: string;
  email: string;
  plan_type: 'monthly' | 'yearly';
  /** The signed-in reader who started it; null for a visitor whose account the payment makes. */
  user_id: string | null;
  /** Where the sign-in e-mail returns a new reader. */
  next_login: string | null;
  status: Generated<'open' | 'complete' | 'expired'>;
  stripe_subscription_id: Generated<string | null>;
  /** Set while a process sends the sign-in e-mail; a claim older than a few minutes was abandoned. */
  login_email_claimed_at: Generated<string | null>;
  login_email_sent_at: Generated<string | null>;
  created_at: Generated<string>;
  completed_at: Generated<string | null>;
}

export interface StripeCustomersTable {
  user_id: string;
  stripe_customer_id: string;
  created_at: Generated<string>;
}

export interface AppSubscriptionsTable {
  id: string;
  site_id: string;
  /** The manager who bought it. */
  user_id: string | null;
  plan: 'creator_monthly' | 'creator_yearly';
  status: 'active' | 'past_due' | 'canceled' | 'incomplete';
  stripe_customer_id: string;
  stripe_subscription_id: string;
  stripe_price_id: string | null;
  current_period_end: string | null;
  cancel_at_period_end: Generated<number>;
  past_due_since: string | null;
  stripe_read_at: string | null;
  created_at: Generated<string>;
}
