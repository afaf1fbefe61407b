import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { hashToken } from '../auth/session-tokens.ts';
import type { Db } from '../db/database.ts';

/** Which form put an address on a kitchen's list. */
export type NewsletterSource = 'subscribe' | 'sign-up';

/**
 * Puts an address on a kitchen's mailing list, or back on it after an unsubscribe. `confirmed`:
 * the reader has proven the mailbox already (a signed-in reader, a confirmed sign-up link); else
 * the row waits, unmailed, for the link or code of the e-mail the subscription sent. A row that
 * is confirmed stays confirmed, unless it had been unsubscribed: then it waits again.
 */
export async function addToNewsletter(
  db: Db,
  entry: {
    siteId: string;
    email: string;
    userId: string | null;
    confirmed: boolean;
    source: NewsletterSource;
  },
  now: number,
): Promise<void> {
  const at = new Date(now).toISOString();
  await db
    .insertInto('newsletter_subscribers')
    .values({
      id: randomUUID(),
      site_id: entry.siteId,
      email: entry.email,
      user_id: entry.userId,
      unsubscribed_at: null,
      confirmed_at: entry.confirmed ? at : null,
      source: entry.source,
    })
    .onConflict((conflict) =>
      conflict.columns(['site_id', 'email']).doUpdateSet({
        unsubscribed_at: null,
        user_id: sql`coalesce(excluded.user_id, newsletter_subscribers.user_id)`,
        confirmed_at: entry.confirmed
          ? sql`coalesce(newsletter_subscribers.confirmed_at, excluded.confirmed_at)`
          : // Back on the list after unsubscribing: the old confirmation no longer stands.
            sql`case when newsletter_subscribers.unsubscribed_at is null then newsletter_subscribers.confirmed_at end`,
      }),
    )
    .execute();
}

/**
 * The reader proved the mailbox (spent a link or code asked on this kitchen): their pending rows
 * on it are confirmed. Only this kitchen's: a sign-in elsewhere never consents to its list.
 */
export async function confirmPendingNewsletter(
  db: Db,
  reader: { siteId: string; userId: string; email: string },
  now: number,
): Promise<void> {
  await db
    .updateTable('newsletter_subscribers')
    .set({ confirmed_at: new Date(now).toISOString(), user_id: reader.userId })
    .where('site_id', '=', reader.siteId)
    .where('email', '=', reader.email)
    .where('confirmed_at', 'is', null)
    .where('unsubscribed_at', 'is', null)
    .execute();
}

/**
 * How long a newsletter's unsubscribe links work after it was sent: long past the 30 days the
 * CAN-SPAM Act asks for, so a reader can leave from any newsletter still in their inbox.
 */
export const UNSUBSCRIBE_LINK_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;

/**
 * Takes an address off a kitchen's list by the token of one of its newsletter e-mails (each
 * e-mail has its own, see `newsletter_send_recipients`). True when the token is that of an
 * e-mail to a subscriber of this kitchen and has not expired (again true for one already off the
 * list, so a second click answers the same); false for any other token.
 */
export async function unsubscribeByToken(
  db: Db,
  siteId: string,
  token: string,
  now: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('newsletter_send_recipients as r')
    .innerJoin('newsletter_subscribers as s', 's.id', 'r.subscriber_id')
    .select(['s.id', 's.unsubscribed_at'])
    .where('s.site_id', '=', siteId)
    .where('r.unsubscribe_token_hash', '=', hashToken(token))
    .where('r.unsubscribe_token_expires_at', '>', new Date(now).toISOString())
    .executeTakeFirst();
  if (!row) return false;
  if (row.unsubscribed_at === null)
    await db
      .updateTable('newsletter_subscribers')
      .set({ unsubscribed_at: new Date(now).toISOString() })
      .where('id', '=', row.id)
      .execute();
  return true;
}
