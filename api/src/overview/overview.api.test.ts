import {
  RecipeEngagementSchema,
  RecipeStatusCountsSchema,
  SubscriberGrowthSchema,
} from '@larder/shared/schemas/overview';
import {
  recipeEngagement,
  recipeStatusCounts,
  subscriberGrowth,
} from '@larder/shared/api/overview.endpoints';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { inTrialTransaction } from '../db/trial-transaction.ts';
import { answer, createReader, refusal, testClient } from '../test-support/test-client.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import {
  growthDates,
  readRecipeEngagement,
  readRecipeStatusCounts,
  readSubscriberGrowth,
} from './overview-read.ts';

let world: TestWorld;
let owner: string;
let siteId: string;

beforeAll(async () => {
  world = await createTestWorld();
  owner = await world.tokenFor('june@family-table.example');
  siteId = (
    await world.db
      .selectFrom('sites')
      .select('id')
      .where('slug', '=', 'family-table')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => world.cleanup());

const params = { siteSlug: 'family-table' };
const HOUR = 3_600_000;
const NOW = Date.parse('2026-06-15T12:00:00.000Z');

/** Runs a body against the database with some rows added, then takes them out again. */
async function withRows(add: (trx: Db) => Promise<void>, body: (trx: Db) => Promise<void>): Promise<void> {
  await inTrialTransaction(world.db, async (trx) => {
    await add(trx);
    await body(trx);
  });
}

describe('who may read the overview', () => {
  const calls = [
    (token: string | null) => testClient(world, token).request(recipeStatusCounts, { params }),
    (token: string | null) => testClient(world, token).request(subscriberGrowth, { params, query: {} }),
    (token: string | null) => testClient(world, token).request(recipeEngagement, { params, query: {} }),
  ];

  it('asks a visitor to sign in and answers another kitchen’s reader as if the kitchen did not exist', async () => {
    const reader = await createReader(world);
    for (const call of calls) {
      await refusal(call(null), 401, 'unauthorized');
      await refusal(call(reader.token), 404, 'site_not_found');
    }
  });

  it('answers the kitchen’s manager, never from a cache', async () => {
    for (const path of ['recipe-statuses', 'subscriber-growth', 'recipe-engagement']) {
      const response = await world.app.request(`/api/v1/manage/family-table/overview/${path}`, {
        headers: { authorization: `Bearer ${owner}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('refuses a range or a length out of bounds, naming the field', async () => {
    for (const weeks of [0, 3, 105, 1.5]) {
      const message = await refusal(
        testClient(world, owner).request(subscriberGrowth, { params, query: { weeks } }),
        400,
        'validation_failed',
      );
      expect(message).toBeTruthy();
    }
    await refusal(
      testClient(world, owner).request(recipeEngagement, { params, query: { limit: 51 } }),
      400,
      'validation_failed',
    );
  });
});

describe('recipes by status', () => {
  it('counts what the recipe table holds, as the list screen would', async () => {
    const counts = await answer(
      RecipeStatusCountsSchema,
      testClient(world, owner).request(recipeStatusCounts, { params }),
    );
    const rows = await world.db
      .selectFrom('recipes')
      .select(['published_at', 'privacy_setting', 'draft'])
      .where('site_id', '=', siteId)
      .execute();
    const now = new Date().toISOString();
    expect(counts.total).toBe(rows.length);
    expect(counts.draft + counts.scheduled + counts.published + counts.subscribersOnly).toBe(rows.length);
    expect(counts.draft).toBe(rows.filter((row) => row.published_at === null).length);
    expect(counts.subscribersOnly).toBe(
      rows.filter(
        (row) =>
          row.published_at !== null && row.published_at <= now && row.privacy_setting === 'subscribers_only',
      ).length,
    );
  });

  it('puts every recipe in exactly one status, for any mix of dates and privacy', async () => {
    const recipe = fc.record({
      published: fc.option(fc.integer({ min: -400, max: 400 }), { nil: null }),
      subscribersOnly: fc.boolean(),
      unsaved: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(recipe, { maxLength: 12 }), async (recipes) => {
        const before = await readRecipeStatusCounts(world.db, siteId, NOW);
        await withRows(
          async (trx) => {
            for (const one of recipes) {
              const id = randomUUID();
              await trx
                .insertInto('recipes')
                .values({
                  id,
                  site_id: siteId,
                  slug: `overview-${id}`,
                  title: 'A recipe',
                  privacy_setting: one.subscribersOnly ? 'subscribers_only' : 'public',
                  published_at:
                    one.published === null ? null : new Date(NOW + one.published * 3_600_000).toISOString(),
                  draft: one.unsaved ? '{}' : null,
                })
                .execute();
            }
          },
          async (trx) => {
            const after = await readRecipeStatusCounts(trx, siteId, NOW);
            const live = recipes.filter((one) => one.published !== null && one.published <= 0);
            expect(after).toEqual({
              total: before.total + recipes.length,
              draft: before.draft + recipes.filter((one) => one.published === null).length,
              scheduled:
                before.scheduled +
                recipes.filter((one) => one.published !== null && one.published > 0).length,
              published: before.published + live.filter((one) => !one.subscribersOnly).length,
              subscribersOnly: before.subscribersOnly + live.filter((one) => one.subscribersOnly).length,
              unsavedEdits: before.unsavedEdits + recipes.filter((one) => one.unsaved).length,
            });
          },
        );
      }),
      { numRuns: 25 },
    );
  });
});

describe('subscribers over time', () => {
  it('ends on today and steps back a week at a time', () => {
    const dates = growthDates(NOW, 4);
    expect(dates.map((one) => one.date)).toEqual(['2026-05-25', '2026-06-01', '2026-06-08', '2026-06-15']);
    expect(dates[3]!.until).toBe(new Date(NOW).toISOString());
    expect(dates[0]!.until).toBe('2026-05-25T23:59:59.999Z');
  });

  it('counts each subscription while it ran and each confirmed address while it was on the list', async () => {
    // Moments an hour apart: several on one day, some later today than now, some to come.
    const day = (offset: number) => new Date(NOW + offset * HOUR).toISOString();
    const subscription = fc.record({
      plan: fc.constantFrom('free' as const, 'monthly' as const, 'yearly' as const),
      status: fc.constantFrom(
        'active' as const,
        'past_due' as const,
        'canceled' as const,
        'incomplete' as const,
      ),
      began: fc.integer({ min: -200 * 24, max: 30 }),
      // A few cancelled before they began (bad data): those never count.
      lasted: fc.option(fc.integer({ min: -30, max: 200 * 24 }), { nil: null }),
    });
    const address = fc.record({
      confirmed: fc.option(fc.integer({ min: -200 * 24, max: 30 }), { nil: null }),
      left: fc.option(fc.integer({ min: -30, max: 200 * 24 }), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(subscription, { maxLength: 15 }),
        fc.array(address, { maxLength: 10 }),
        fc.integer({ min: 4, max: 30 }),
        async (subscriptions, addresses, weeks) => {
          await withRows(
            async (trx) => {
              await trx.deleteFrom('subscriptions').where('site_id', '=', siteId).execute();
              await trx.deleteFrom('newsletter_subscribers').where('site_id', '=', siteId).execute();
              for (const one of subscriptions) {
                const userId = randomUUID();
                await trx
                  .insertInto('users')
                  .values({ id: userId, email: `${userId}@example.com` })
                  .execute();
                await trx
                  .insertInto('subscriptions')
                  .values({
                    id: randomUUID(),
                    site_id: siteId,
                    user_id: userId,
                    plan_type: one.plan,
                    status: one.status,
                    stripe_customer_id: null,
                    stripe_subscription_id: null,
                    current_period_end: null,
                    created_at: day(one.began),
                    canceled_at: one.lasted === null ? null : day(one.began + one.lasted),
                  })
                  .execute();
              }
              for (const one of addresses)
                await trx
                  .insertInto('newsletter_subscribers')
                  .values({
                    id: randomUUID(),
                    site_id: siteId,
                    email: `${randomUUID()}@example.com`,
                    user_id: null,
                    confirmed_at: one.confirmed === null ? null : day(one.confirmed),
                    unsubscribed_at: one.left === null ? null : day((one.confirmed ?? -4800) + one.left),
                  })
                  .execute();
            },
            async (trx) => {
              const growth = await readSubscriberGrowth(trx, siteId, NOW, weeks);
              const dates = growthDates(NOW, weeks);
              expect(growth.points.map((point) => point.date)).toEqual(dates.map((one) => one.date));
              for (const [index, { until }] of dates.entries()) {
                const running = (plan: string) =>
                  subscriptions.filter((one) => {
                    const began = day(one.began);
                    const ended = one.lasted === null ? null : day(one.began + one.lasted);
                    return (
                      one.plan === plan &&
                      one.status !== 'incomplete' &&
                      began <= until &&
                      (ended === null || ended > until)
                    );
                  }).length;
                const listed = addresses.filter((one) => {
                  if (one.confirmed === null) return false;
                  const left = one.left === null ? null : day(one.confirmed + one.left);
                  return day(one.confirmed) <= until && (left === null || left > until);
                }).length;
                expect(growth.points[index]).toEqual({
                  date: dates[index]!.date,
                  free: running('free'),
                  monthly: running('monthly'),
                  yearly: running('yearly'),
                  newsletter: listed,
                });
              }
            },
          );
        },
      ),
      { numRuns: 30 },
    );
  });

  it('answers the weeks asked for through the API, the last point today', async () => {
    const growth = await answer(
      SubscriberGrowthSchema,
      testClient(world, owner).request(subscriberGrowth, { params, query: { weeks: 8 } }),
    );
    expect(growth.points).toHaveLength(8);
    expect(growth.points.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe('bookmarks and comments per recipe', () => {
  it('ranks recipes by bookmarks and shown comments, hidden comments apart', async () => {
    const recipes = await world.db
      .selectFrom('recipes')
      .select(['id', 'title'])
      .where('site_id', '=', siteId)
      .orderBy('id')
      .limit(3)
      .execute();
    const [first, second, third] = recipes.map((recipe) => recipe.id) as [string, string, string];
    const readers = await Promise.all([1, 2, 3].map(() => createReader(world)));
    const before = await readRecipeEngagement(world.db, siteId, 50);
    const counted = (id: string) => before.recipes.find((recipe) => recipe.id === id);
    await withRows(
      async (trx) => {
        for (const reader of readers)
          await trx
            .insertInto('bookmarks')
            .values({ site_id: siteId, user_id: reader.id, recipe_id: third })
            .execute();
        const comment = (recipeId: string, hidden: boolean) =>
          trx
            .insertInto('comments')
            .values({
              id: randomUUID(),
              site_id: siteId,
              recipe_id: recipeId,
              user_id: readers[0]!.id,
              parent_id: null,
              level: 0,
              content: 'Lovely',
              is_hidden: hidden ? 1 : 0,
            })
            .execute();
        await comment(second, false);
        await comment(second, true);
        await comment(first, true);
      },
      async (trx) => {
        const after = await readRecipeEngagement(trx, siteId, 50);
        const now = (id: string) => after.recipes.find((recipe) => recipe.id === id);
        expect(now(third)?.bookmarks).toBe((counted(third)?.bookmarks ?? 0) + 3);
        expect(now(second)?.comments).toBe((counted(second)?.comments ?? 0) + 1);
        expect(now(first)?.comments ?? 0).toBe(counted(first)?.comments ?? 0);
        expect(after.totals).toEqual({
          bookmarks: before.totals.bookmarks + 3,
          comments: before.totals.comments + 1,
          hiddenComments: before.totals.hiddenComments + 2,
        });
        const scores = after.recipes.map((recipe) => recipe.bookmarks + recipe.comments);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
        expect(scores.every((score) => score > 0)).toBe(true);
      },
    );
  });

  it('answers at most the number asked for', async () => {
    const engagement = await answer(
      RecipeEngagementSchema,
      testClient(world, owner).request(recipeEngagement, { params, query: { limit: 1 } }),
    );
    expect(engagement.recipes.length).toBeLessThanOrEqual(1);
  });
});
