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
