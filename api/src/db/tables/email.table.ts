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
