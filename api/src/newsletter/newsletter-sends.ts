import { AppError } from '@larder/shared/errors';
import type { NewsletterSendRecord } from '@larder/shared/schemas/subscription';
import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { NewsletterSendsTable } from '../db/tables/subscriptions.table.ts';

export type NewsletterSendRow = Selectable<NewsletterSendsTable>;

/** A send as the manage API answers it, with the title its recipe has now. */
export function toSendRecord(row: NewsletterSendRow, recipeTitle: string): NewsletterSendRecord {
  return {
    id: row.id,
    recipeId: row.recipe_id,
    recipeTitle,
    note: row.note,
    status: row.status,
    recipientCount: row.recipient_count,
    sentCount: row.sent_count,
    failedCount: row.failed_count,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

/**
 * Records a new-recipe newsletter and who it goes to: the kitchen's confirmed subscribers who
 * have not unsubscribed, at this moment. The e-mails are sent afterwards by the send runner.
 * A retried request never makes a second send: while one of the same recipe is queued or sending
 * that send is the answer, and once one has finished, so is the latest, unless `resend` asks
 * for another. Only a published recipe of a kitchen whose newsletter is on can be sent.
 */
export async function createNewsletterSend(
  db: Db,
  siteId: string,
  request: { recipeId: string; note: string | undefined; resend?: boolean | undefined },
): Promise<{ send: NewsletterSendRow; created: boolean; recipeTitle: string }> {
  return db.transaction().execute(async (trx) => {
    const site = await trx
      .selectFrom('sites')
      .select('newsletters_enabled')
      .where('id', '=', siteId)
      .executeTakeFirstOrThrow();
    if (!site.newsletters_enabled) throw new AppError('newsletters_disabled');
    const recipe = await trx
      .selectFrom('recipes')
      .select(['id', 'title', 'published_at'])
      .where('id', '=', request.recipeId)
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    if (!recipe) throw new AppError('recipe_not_found');
    if (recipe.published_at === null)
      throw new AppError('recipe_not_published', 'Publish the recipe before sending it in a newsletter.');
    const previous = await trx
      .selectFrom('newsletter_sends')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('recipe_id', '=', recipe.id)
      .orderBy(sql`status in ('queued', 'sending')`, 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const running = previous?.status === 'queued' || previous?.status === 'sending';
    if (previous && (running || !request.resend))
      return { send: previous, created: false, recipeTitle: recipe.title };
    const id = randomUUID();
    await trx
      .insertInto('newsletter_sends')
      .values({
        id,
        site_id: siteId,
        recipe_id: recipe.id,
        note: request.note ? request.note : null,
        sent_at: null,
        lease_owner: null,
        lease_expires_at: null,
        started_at: null,
      })
      .execute();
    const subscribers = await trx
      .selectFrom('newsletter_subscribers')
      .select('id')
      .where('site_id', '=', siteId)
      .where('confirmed_at', 'is not', null)
      .where('unsubscribed_at', 'is', null)
      .execute();
    for (let start = 0; start < subscribers.length; start += 200)
      await trx
        .insertInto('newsletter_send_recipients')
        .values(
          subscribers.slice(start, start + 200).map((subscriber) => ({
            id: randomUUID(),
            send_id: id,
            subscriber_id: subscriber.id,
            message_id: null,
            error: null,
            attempted_at: null,
            finished_at: null,
          })),
        )
        .execute();
    // Nobody to send to: done at once.
    const empty = subscribers.length === 0;
    await trx
      .updateTable('newsletter_sends')
      .set({
        recipient_count: subscribers.length,
        ...(empty ? { status: 'sent' as const, sent_at: new Date().toISOString() } : {}),
      })
      .where('id', '=', id)
      .execute();
    const send = await trx
      .selectFrom('newsletter_sends')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { send, created: true, recipeTitle: recipe.title };
  });
}

/** A kitchen's newsletter sends, newest first, optionally of one recipe, as the manage API answers them. */
export async function listNewsletterSends(
  db: Db,
  siteId: string,
  query: { recipeId?: string | undefined; limit: number },
): Promise<NewsletterSendRecord[]> {
  const rows = await db
    .selectFrom('newsletter_sends as s')
    .innerJoin('recipes as r', 'r.id', 's.recipe_id')
    .selectAll('s')
    .select('r.title as recipe_title')
    .where('s.site_id', '=', siteId)
    .$if(query.recipeId !== undefined, (q) => q.where('s.recipe_id', '=', query.recipeId!))
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(query.limit)
    .execute();
  return rows.map((row) => toSendRecord(row, row.recipe_title));
}
