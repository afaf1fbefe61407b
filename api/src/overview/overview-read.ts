import type {
  RecipeEngagement,
  RecipeStatusCounts,
  SubscriberCounts,
  SubscriberGrowth,
} from '@larder/shared/schemas/overview';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * The overview's cards (decision 033): each a single aggregate query over one kitchen's rows,
 * answered in a handful of numbers however large the kitchen is. Dates are the ISO strings the
 * tables store, so comparing them as text compares them in time.
 */

/** A count as the driver answers it: a number from SQLite, a string of digits from Postgres (bigint). */
type Count = number | string;

const count = (expression: ReturnType<typeof sql>) =>
  sql<Count>`coalesce(sum(case when ${expression} then 1 else 0 end), 0)`;

/** The kitchen's recipes by status, as of `now`. */
export async function readRecipeStatusCounts(
  db: Db,
  siteId: string,
  now: number,
): Promise<RecipeStatusCounts> {
  const at = new Date(now).toISOString();
  const row = await db
    .selectFrom('recipes')
    .select([
      sql<Count>`count(*)`.as('total'),
      count(sql`published_at is null`).as('draft'),
      count(sql`published_at > ${at}`).as('scheduled'),
      count(sql`published_at <= ${at} and privacy_setting = 'public'`).as('published'),
      count(sql`published_at <= ${at} and privacy_setting = 'subscribers_only'`).as('subscribers_only'),
      count(sql`draft is not null`).as('unsaved_edits'),
    ])
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    draft: Number(row.draft),
    scheduled: Number(row.scheduled),
    published: Number(row.published),
    subscribersOnly: Number(row.subscribers_only),
    unsavedEdits: Number(row.unsaved_edits),
  };
}

const DAY_MS = 86_400_000;

/**
 * The ends of the weeks counted: today (as of `now`) and the end of the same weekday on each of
 * the `weeks - 1` weeks before, oldest first.
 */
export function growthDates(now: number, weeks: number): { date: string; until: string }[] {
  const today = new Date(now).toISOString().slice(0, 10);
  const todayStart = Date.parse(`${today}T00:00:00.000Z`);
  return Array.from({ length: weeks }, (_, index) => {
    const back = weeks - 1 - index;
    if (back === 0) return { date: today, until: new Date(now).toISOString() };
    const dayStart = todayStart - back * 7 * DAY_MS;
    // Counted as of the last instant of that day: anything that began on it is in.
    return {
      date: new Date(dayStart).toISOString().slice(0, 10),
      until: new Date(dayStart + DAY_MS - 1).toISOString(),
    };
  });
}

/** Counted series of the growth card: each plan, and the newsletter list. */
type Series = 'free' | 'monthly' | 'yearly' | 'newsletter';

/** How many joined (+) or left (−) a series on one day (`YYYY-MM-DD`, UTC). */
interface DayChange {
  series: Series;
  day: string;
  change: number;
}

/**
 * Subscribers by plan at the end of each week, and the newsletter list. The database answers who
 * joined and who left on each day (a row per plan and day, at most a few thousand however many
 * subscribe); the weeks are running sums of those. A subscription counts from the day it began
 * until the day it was cancelled (one cancelled the moment it began never counts); an address from
 * the day it was confirmed until the day it unsubscribed. Today counts up to `now`.
 */
export async function readSubscriberGrowth(
  db: Db,
  siteId: string,
  now: number,
  weeks: number,
): Promise<SubscriberGrowth> {
  const dates = growthDates(now, weeks);
  const at = new Date(now).toISOString();
  // The UTC day of a stored ISO moment (`YYYY-MM-DD`), in SQL both SQLite and Postgres run.
  const dayOf = (column: 'created_at' | 'canceled_at' | 'confirmed_at' | 'unsubscribed_at') =>
    sql<string>`substr(${sql.ref(column)}, 1, 10)`;
  const subscriptions = () =>
    db
      .selectFrom('subscriptions')
      .where('site_id', '=', siteId)
      // A checkout never completed was never a subscription; the rest count while they ran.
      .where('status', '!=', 'incomplete')
      .where((eb) => eb.or([eb('canceled_at', 'is', null), eb('canceled_at', '>', eb.ref('created_at'))]))
      .where('created_at', '<=', at);
  const addresses = () =>
    db
      .selectFrom('newsletter_subscribers')
      .where('site_id', '=', siteId)
      .where('confirmed_at', 'is not', null)
      .where((eb) =>
        eb.or([eb('unsubscribed_at', 'is', null), eb('unsubscribed_at', '>', eb.ref('confirmed_at'))]),
      )
      .where('confirmed_at', '<=', at);
  const [began, ended, confirmed, unsubscribed] = await Promise.all([
    subscriptions()
      .select(['plan_type', dayOf('created_at').as('day'), sql<Count>`count(*)`.as('n')])
      .groupBy(['plan_type', dayOf('created_at')])
      .execute(),
    subscriptions()
      .where('canceled_at', '<=', at)
      .select(['plan_type', dayOf('canceled_at').as('day'), sql<Count>`count(*)`.as('n')])
      .groupBy(['plan_type', dayOf('canceled_at')])
      .execute(),
    addresses()
      .select([dayOf('confirmed_at').as('day'), sql<Count>`count(*)`.as('n')])
      .groupBy(dayOf('confirmed_at'))
      .execute(),
    addresses()
      .where('unsubscribed_at', '<=', at)
      .select([dayOf('unsubscribed_at').as('day'), sql<Count>`count(*)`.as('n')])
      .groupBy(dayOf('unsubscribed_at'))
      .execute(),
  ]);
  const changes: DayChange[] = [
    ...began.map((row) => ({ series: row.plan_type, day: row.day, change: Number(row.n) })),
    ...ended.map((row) => ({ series: row.plan_type, day: row.day, change: -Number(row.n) })),
    ...confirmed.map((row) => ({ series: 'newsletter' as const, day: row.day, change: Number(row.n) })),
    ...unsubscribed.map((row) => ({ series: 'newsletter' as const, day: row.day, change: -Number(row.n) })),
  ].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const running: Record<Series, number> = { free: 0, monthly: 0, yearly: 0, newsletter: 0 };
  let next = 0;
  return {
    points: dates.map(({ date }): SubscriberCounts => {
      for (; next < changes.length && changes[next]!.day <= date; next += 1)
        running[changes[next]!.series] += changes[next]!.change;
      return { date, ...running };
    }),
  };
}

/** The recipes readers saved and discussed most, and the kitchen's totals. */
export async function readRecipeEngagement(db: Db, siteId: string, limit: number): Promise<RecipeEngagement> {
  const bookmarks = db
    .selectFrom('bookmarks')
    .select(['recipe_id', sql<Count>`count(*)`.as('bookmarks'), sql<Count>`0`.as('comments')])
    .where('site_id', '=', siteId)
    .groupBy('recipe_id');
  const comments = db
    .selectFrom('comments')
    .select(['recipe_id', sql<Count>`0`.as('bookmarks'), sql<Count>`count(*)`.as('comments')])
    .where('site_id', '=', siteId)
    .where('is_hidden', '=', 0)
    .groupBy('recipe_id');
  const [recipes, totals] = await Promise.all([
    db
      .selectFrom(bookmarks.unionAll(comments).as('counts'))
      .innerJoin('recipes as r', 'r.id', 'counts.recipe_id')
      .select([
        'r.id',
        'r.title',
        sql<Count>`sum(counts.bookmarks)`.as('bookmarks'),
        sql<Count>`sum(counts.comments)`.as('comments'),
      ])
      .where('r.site_id', '=', siteId)
      .groupBy(['r.id', 'r.title'])
      .orderBy(sql`sum(counts.bookmarks) + sum(counts.comments)`, 'desc')
      .orderBy('r.title')
      .orderBy('r.id')
      .limit(limit)
      .execute(),
    db
      .selectNoFrom([
        db
          .selectFrom('bookmarks')
          .select(sql<Count>`count(*)`.as('n'))
          .where('site_id', '=', siteId)
          .as('bookmarks'),
        db
          .selectFrom('comments')
          .select(sql<Count>`count(*)`.as('n'))
          .where('site_id', '=', siteId)
          .where('is_hidden', '=', 0)
          .as('comments'),
        db
          .selectFrom('comments')
          .select(sql<Count>`count(*)`.as('n'))
          .where('site_id', '=', siteId)
          .where('is_hidden', '!=', 0)
          .as('hidden_comments'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    recipes: recipes.map((row) => ({
      id: row.id,
      title: row.title,
      bookmarks: Number(row.bookmarks),
      comments: Number(row.comments),
    })),
    totals: {
      bookmarks: Number(totals.bookmarks),
      comments: Number(totals.comments),
      hiddenComments: Number(totals.hidden_comments),
    },
  };
}
