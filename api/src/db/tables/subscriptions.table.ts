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
  /** 1: Stripe bills it at a price that is not one of its kitchen's plans; it gives no access. */
  foreign_price: Generated<number>;
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
  /** When the reader proved the mailbox (double opt-in); only confirmed rows are mailed. */
  confirmed_at: string | null;
  /** Which form put the address on the list: `subscribe`, `sign-up`. */
  source: string | null;
}

export interface NewsletterSendsTable {
  id: string;
  site_id: string;
  recipe_id: string;
  note: string | null;
  recipient_count: Generated<number>;
  status: Generated<'queued' | 'sending' | 'sent' | 'failed'>;
  created_at: Generated<string>;
  sent_at: string | null;
  sent_count: Generated<number>;
  failed_count: Generated<number>;
  /** The runner sending it and until when its claim holds (see `newsletter/send-runner.ts`). */
  lease_owner: string | null;
  lease_expires_at: string | null;
  started_at: string | null;
}

/** One subscriber of one send: e-mailed at most once (`pending` → `sending` → `sent` or `failed`). */
export interface NewsletterSendRecipientsTable {
  id: string;
  send_id: string;
  subscriber_id: string;
  status: Generated<'pending' | 'sending' | 'sent' | 'failed'>;
  /** Hand-overs the provider refused as a whole (each is retried, up to a limit). */
  attempts: Generated<number>;
  /** Postmark's MessageID once it accepted the e-mail. */
  message_id: string | null;
  error: string | null;
  attempted_at: string | null;
  finished_at: string | null;
  /** SHA-256 of the token in this e-mail's unsubscribe links, set when it is handed over. */
  unsubscribe_token_hash: string | null;
  /** Until when those links work (`UNSUBSCRIBE_LINK_LIFETIME_MS` after the hand-over). */
  unsubscribe_token_expires_at: string | null;
  created_at: Generated<string>;
}
