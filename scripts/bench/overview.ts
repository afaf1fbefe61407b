/**
 * The creator overview's reads at the size of a large kitchen: 3,000 recipes, 100,000
 * subscriptions over two years, 100,000 newsletter addresses, 60,000 bookmarks and 20,000
 * comments, in a scratch SQLite file. Each card's read, p50 and max of 5 (decision 033: counted
 * in the database, a few rows answered whatever the kitchen's size). Figures, not assertions.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '../../api/src/db/database.ts';
import {
  readRecipeEngagement,
  readRecipeStatusCounts,
  readSubscriberGrowth,
} from '../../api/src/overview/overview-read.ts';
import { createSite } from '../../api/src/site/site-write.ts';

const RECIPES = 3_000;
const SUBSCRIBERS = 100_000;
const BOOKMARKS = 60_000;
const COMMENTS = 20_000;
const DAY = 86_400_000;

const dir = mkdtempSync(join(tmpdir(), 'larder-overview-bench-'));
const db = openDatabase(join(dir, 'larder.sqlite'));
try {
  await migrateToLatest(db);
  const now = Date.now();
  let seed = 1;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
  const at = (daysBack: number) => new Date(now - daysBack * DAY).toISOString();
  const ownerId = randomUUID();
  await db.insertInto('users').values({ id: ownerId, email: 'owner@example.com' }).execute();
  const siteId = await createSite(db, { slug: 'big-kitchen', title: 'Big Kitchen', ownerId });
  const started = performance.now();
  const inBatches = async <Row>(
    count: number,
    make: (index: number) => Row,
    write: (rows: Row[]) => Promise<unknown>,
  ) => {
    for (let start = 0; start < count; start += 2_000)
      await write(
        Array.from({ length: Math.min(2_000, count - start) }, (_, offset) => make(start + offset)),
      );
  };
  const recipeIds: string[] = [];
  await inBatches(
    RECIPES,
    (index) => {
      const id = randomUUID();
      recipeIds.push(id);
      const roll = next();
      return {
        id,
        site_id: siteId,
        slug: `recipe-${index}`,
        title: `Recipe ${index}`,
        privacy_setting: roll < 0.2 ? ('subscribers_only' as const) : ('public' as const),
        published_at: roll < 0.9 ? at(next() * 700 - 10) : null,
      };
    },
    (rows) => db.insertInto('recipes').values(rows).execute(),
  );
  const userIds: string[] = [];
  await inBatches(
    SUBSCRIBERS,
    (index) => {
      const id = randomUUID();
      userIds.push(id);
      return { id, email: `reader-${index}@example.com` };
    },
    (rows) => db.insertInto('users').values(rows).execute(),
  );
  await inBatches(
    SUBSCRIBERS,
    (index) => {
      const began = next() * 730;
      const roll = next();
      return {
        id: randomUUID(),
        site_id: siteId,
        user_id: userIds[index]!,
        plan_type: roll < 0.7 ? ('free' as const) : roll < 0.9 ? ('monthly' as const) : ('yearly' as const),
        status: 'active' as const,
        stripe_customer_id: null,
        stripe_subscription_id: null,
        current_period_end: null,
        created_at: at(began),
        canceled_at: next() < 0.25 ? at(began * next()) : null,
      };
    },
    (rows) => db.insertInto('subscriptions').values(rows).execute(),
  );
  await inBatches(
    SUBSCRIBERS,
    (index) => {
      const confirmed = next() * 730;
      return {
        id: randomUUID(),
        site_id: siteId,
        email: `reader-${index}@example.com`,
        user_id: userIds[index]!,
        confirmed_at: at(confirmed),
        unsubscribed_at: next() < 0.1 ? at(confirmed * next()) : null,
      };
    },
    (rows) => db.insertInto('newsletter_subscribers').values(rows).execute(),
  );
  await inBatches(
    BOOKMARKS,
    (index) => ({
      site_id: siteId,
      user_id: userIds[index % SUBSCRIBERS]!,
      recipe_id: recipeIds[Math.floor(next() ** 2 * RECIPES)]!,
    }),
    (rows) =>
      db
        .insertInto('bookmarks')
        .values(rows)
        .onConflict((conflict) => conflict.doNothing())
        .execute(),
  );
  await inBatches(
    COMMENTS,
    (index) => ({
      id: randomUUID(),
      site_id: siteId,
      recipe_id: recipeIds[Math.floor(next() ** 2 * RECIPES)]!,
      user_id: userIds[index]!,
      parent_id: null,
      level: 0,
      content: '[]',
      is_hidden: next() < 0.05 ? 1 : 0,
    }),
    (rows) => db.insertInto('comments').values(rows).execute(),
  );
  console.log(
    `A kitchen of ${RECIPES.toLocaleString('en')} recipes, ${SUBSCRIBERS.toLocaleString('en')} subscriptions and newsletter addresses, ` +
      `${BOOKMARKS.toLocaleString('en')} bookmarks, ${COMMENTS.toLocaleString('en')} comments (made in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  const time = async (label: string, read: () => Promise<unknown>) => {
    const runs: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const begun = performance.now();
      await read();
      runs.push(performance.now() - begun);
    }
    runs.sort((a, b) => a - b);
    console.log(
      `  ${label.padEnd(44)} p50 ${runs[2]!.toFixed(1).padStart(7)} ms   max ${runs[4]!.toFixed(1).padStart(7)} ms`,
    );
  };
  await time('recipes by status', () => readRecipeStatusCounts(db, siteId, now));
  await time('subscribers by plan, 26 weeks', () => readSubscriberGrowth(db, siteId, now, 26));
  await time('subscribers by plan, 104 weeks', () => readSubscriberGrowth(db, siteId, now, 104));
  await time('bookmarks and comments per recipe, top 8', () => readRecipeEngagement(db, siteId, 8));
} finally {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
