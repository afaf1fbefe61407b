import type { Generated } from 'kysely';

/** Every e-mail the development transport would have sent (`/dev/outbox`). */
export interface EmailOutboxTable {
  id: string;
  to_address: string;
  from_address: string;
  subject: string;
  html: string;
  text: string;
  /** What the e-mail is for: `sign-in`, `sign-up`, `no-account`. */
  tag: string | null;
  /** JSON object of the extra headers (`List-Unsubscribe`…), null when there were none. */
  headers: string | null;
  /** The provider's message stream: `outbound` (transactional) or the broadcast stream. */
  stream: string | null;
  created_at: Generated<string>;
}

/** E-mail waiting for the mail provider, and a short record of what became of it. */
export interface EmailQueueTable {
  id: string;
  to_address: string;
  tag: string;
  /** The `EmailMessage` as JSON while it may still be sent; null once finished (it may hold a link). */
  message: string | null;
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'expired';
  /** Hand-overs tried so far. */
  attempts: Generated<number>;
  next_attempt_at: string;
  /** While `sending`: when a sender that has not finished is taken to have died. */
  lease_until: string | null;
  /** After this moment the e-mail is of no use (its link has expired): it is not sent. */
  useful_until: string;
  last_error: string | null;
  created_at: Generated<string>;
  finished_at: string | null;
}
