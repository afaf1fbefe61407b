import { sql, type Kysely } from 'kysely';

/* Frozen in time: this migration never imports application code and is never edited once shipped. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  // A paid subscription mirrors Stripe's: whether it ends at its period end, since when its
  // renewal has failed (the grace period counts from there), its price and the checkout that
  // bought it, and when its state was last read from Stripe (an older read never overwrites a
  // newer one). Rows without a Stripe id (free plans, the demo's seeded reader) keep working.
  await db.schema
    .alterTable('subscriptions')
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const column of ['past_due_since', 'stripe_price_id', 'stripe_checkout_session_id', 'stripe_read_at'])
    await db.schema.alterTable('subscriptions').addColumn(column, 'text').execute();
  // 1 when Stripe bills it at a price that is not one of its kitchen's plans (a switch in the
  // billing portal, a dashboard edit): it then gives no access.
  await db.schema
    .alterTable('subscriptions')
    .addColumn('foreign_price', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('subscriptions_stripe_checkout_session_id')
    .on('subscriptions')
    .column('stripe_checkout_session_id')
    .execute();

  // Webhook events already applied: a redelivered event is acknowledged and changes nothing.
  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  // A reader's Checkout Session: who asked, for which kitchen and plan, and where their sign-in
  // e-mail returns them; completed when Stripe says it was paid.
  await db.schema
    .createTable('checkout_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('plan_type', 'text', (c) => c.notNull().check(sql`plan_type in ('monthly', 'yearly')`))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('next_login', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'complete', 'expired')`),
    )
    .addColumn('stripe_subscription_id', 'text')
    .addColumn('login_email_claimed_at', 'text')
    .addColumn('login_email_sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema
    .createIndex('checkout_sessions_site_id')
    .on('checkout_sessions')
    .column('site_id')
    .execute();
  await db.schema
    .createIndex('checkout_sessions_user_id')
    .on('checkout_sessions')
    .column('user_id')
    .execute();

  // One Stripe customer per account, for every kitchen it pays and for its own creator plans.
  await db.schema
    .createTable('stripe_customers')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('stripe_customer_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  // A kitchen's own plan on the platform, paid by one of its managers.
  await db.schema
    .createTable('app_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('plan', 'text', (c) => c.notNull().check(sql`plan in ('creator_monthly', 'creator_yearly')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('active', 'past_due', 'canceled', 'incomplete')`),
    )
    .addColumn('stripe_customer_id', 'text', (c) => c.notNull())
    .addColumn('stripe_subscription_id', 'text', (c) => c.notNull().unique())
    .addColumn('stripe_price_id', 'text')
    .addColumn('current_period_end', 'text')
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('past_due_since', 'text')
    .addColumn('stripe_read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  for (const column of ['site_id', 'user_id'])
    await db.schema
      .createIndex(`app_subscriptions_${column}`)
      .on('app_subscriptions')
      .column(column)
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['app_subscriptions', 'stripe_customers', 'checkout_sessions', 'stripe_events'])
    await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('subscriptions_stripe_checkout_session_id').execute();
  for (const column of [
    'foreign_price',
    'cancel_at_period_end',
    'past_due_since',
    'stripe_price_id',
    'stripe_checkout_session_id',
    'stripe_read_at',
  ])
    await db.schema.alterTable('subscriptions').dropColumn(column).execute();
}
