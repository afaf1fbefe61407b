import { AppError } from '@larder/shared/errors';
import type { Subscriber, SubscribersPage } from '@larder/shared/schemas/subscription';
import type { PlanType } from '@larder/shared/schemas/user';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

interface Cursor {
  since: string;
  id: string;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.since, cursor.id])).toString('base64url');
}

function decodeCursor(text: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'string'))
      return { since: value[0] as string, id: value[1] as string };
  } catch {
    // Falls through to the refusal below.
  }
  throw new AppError('validation_failed', 'The cursor is not one this list gave out.', {
    cursor: ['Pass the nextCursor of the previous page'],
  });
}

/** Which subscribers a list or an export shows. */
export interface SubscriberFilter {
  /** Text the e-mail contains, any case. */
  q?: string | undefined;
  plan?: PlanType | undefined;
}

/** `%` and `_` typed in a search are the characters themselves, not LIKE's wildcards. */
function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function subscribersQuery(db: Db, siteId: string, filter: SubscriberFilter = {}) {
  return db
    .selectFrom('subscriptions as sub')
    .innerJoin('users as u', 'u.id', 'sub.user_id')
    .leftJoin('newsletter_subscribers as n', (join) =>
      join.onRef('n.site_id', '=', 'sub.site_id').onRef('n.email', '=', 'u.email'),
    )
    .select([
      'sub.id',
      'u.email',
      'sub.plan_type',
      'sub.status',
      'sub.created_at',
      'n.confirmed_at',
      'n.unsubscribed_at',
      'n.id as newsletter_id',
      'u.measurement_system',
    ])
    .where('sub.site_id', '=', siteId)
    .$if(Boolean(filter.q), (query) =>
      query.where(sql<boolean>`lower(u.email) like ${likeContains(filter.q!)} escape '\\'`),
    )
    .$if(filter.plan !== undefined, (query) => query.where('sub.plan_type', '=', filter.plan!))
    .orderBy('sub.created_at', 'desc')
    .orderBy('sub.id', 'desc');
}

type Row = Awaited<ReturnType<ReturnType<typeof subscribersQuery>['execute']>>[number];

function toSubscriber(row: Row): Subscriber {
  const newsletter =
    row.newsletter_id === null || row.unsubscribed_at !== null
      ? null
      : row.confirmed_at !== null
        ? 'confirmed'
        : 'pending';
  return {
    email: row.email,
    planType: row.plan_type,
    status: row.status,
    newsletter,
    units: row.measurement_system,
    since: row.created_at,
  };
}

/**
 * A kitchen's subscribers for its managers, newest first, one subscription a row, with whether
 * the reader is on the mailing list; keyset pages (a cursor of the last row's time and id), so a
 * page is as fast at the end of a long list as at its start and new subscribers shift nothing.
 */
export async function readKitchenSubscribers(
  db: Db,
  siteId: string,
  page: SubscriberFilter & { cursor?: string | undefined; limit: number },
): Promise<SubscribersPage> {
  let query = subscribersQuery(db, siteId, page);
  if (page.cursor) {
    const { since, id } = decodeCursor(page.cursor);
    query = query.where((eb) =>
      eb.or([
        eb('sub.created_at', '<', since),
        eb.and([eb('sub.created_at', '=', since), eb('sub.id', '<', id)]),
      ]),
    );
  }
  const rows = await query.limit(page.limit + 1).execute();
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    subscribers: shown.map(toSubscriber),
    nextCursor:
      rows.length > page.limit && last ? encodeCursor({ since: last.created_at, id: last.id }) : null,
  };
}

/** Rows a CSV export reads at a time: memory stays flat however many subscribers a kitchen has. */
export const EXPORT_BATCH = 1000;

/**
 * Every subscriber of a kitchen that the filter keeps, newest first, a page of `batch` at a time
 * (the CSV export, which writes each page out before reading the next).
 */
export async function* kitchenSubscriberBatches(
  db: Db,
  siteId: string,
  filter: SubscriberFilter = {},
  batch = EXPORT_BATCH,
): AsyncGenerator<Subscriber[]> {
  let cursor: string | undefined;
  do {
    const page = await readKitchenSubscribers(db, siteId, { ...filter, cursor, limit: batch });
    if (page.subscribers.length) yield page.subscribers;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
