import { sql, type Kysely } from 'kysely';

/* Frozen in time: this migration never imports application code and is never edited once shipped. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  // Double opt-in: a row is mailed only once the reader has proven the mailbox (`confirmed_at`).
  // No row was written before this migration, so none needs a value. `source` says which form
  // put the address on the list (`subscribe`, `sign-up`).
  await db.schema.alterTable('newsletter_subscribers').addColumn('confirmed_at', 'text').execute();
  await db.schema.alterTable('newsletter_subscribers').addColumn('source', 'text').execute();

  // A send's progress, and the lease of the runner working on it, so two runners never send
  // the same batch.
  for (const [column, type] of [
    ['sent_count', 'integer'],
    ['failed_count', 'integer'],
  ] as const)
    await db.schema
      .alterTable('newsletter_sends')
      .addColumn(column, type, (c) => c.notNull().defaultTo(0))
      .execute();
  for (const column of ['lease_owner', 'lease_expires_at', 'started_at'])
    await db.schema.alterTable('newsletter_sends').addColumn(column, 'text').execute();
  // One send of a recipe at a time: a retried request finds the one already queued or sending.
  await db.schema
    .createIndex('newsletter_sends_one_running_per_recipe')
    .on('newsletter_sends')
    .columns(['site_id', 'recipe_id'])
    .unique()
    .where(sql.ref('status'), 'in', sql`('queued', 'sending')`)
    .execute();

  // Who a send goes to, fixed when it is created; each row is e-mailed at most once.
  await db.schema
    .createTable('newsletter_send_recipients')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('send_id', 'text', (c) => c.notNull().references('newsletter_sends.id').onDelete('cascade'))
    .addColumn('subscriber_id', 'text', (c) =>
      c.notNull().references('newsletter_subscribers.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message_id', 'text')
    .addColumn('error', 'text')
    .addColumn('attempted_at', 'text')
    .addColumn('finished_at', 'text')
    // SHA-256 of the token in this e-mail's unsubscribe links, and until when they work: every
    // e-mail keeps its own, so an older newsletter's links work as well as the latest's.
    .addColumn('unsubscribe_token_hash', 'text')
    .addColumn('unsubscribe_token_expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('newsletter_send_recipients_send_subscriber', ['send_id', 'subscriber_id'])
    .execute();
  await db.schema
    .createIndex('newsletter_send_recipients_unsubscribe_token_hash')
    .on('newsletter_send_recipients')
    .column('unsubscribe_token_hash')
    .unique()
    .execute();
  await db.schema
    .createIndex('newsletter_send_recipients_subscriber_id')
    .on('newsletter_send_recipients')
    .column('subscriber_id')
    .execute();
  await db.schema
    .createIndex('newsletter_send_recipients_send_status')
    .on('newsletter_send_recipients')
    .columns(['send_id', 'status'])
    .execute();

  // The development mailbox keeps what a provider would get besides the parts.
  await db.schema.alterTable('email_outbox').addColumn('headers', 'text').execute();
  await db.schema.alterTable('email_outbox').addColumn('stream', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').dropColumn('stream').execute();
  await db.schema.alterTable('email_outbox').dropColumn('headers').execute();
  await db.schema.dropTable('newsletter_send_recipients').execute();
  await db.schema.dropIndex('newsletter_sends_one_running_per_recipe').execute();
  for (const column of ['started_at', 'lease_expires_at', 'lease_owner', 'failed_count', 'sent_count'])
    await db.schema.alterTable('newsletter_sends').dropColumn(column).execute();
  for (const column of ['source', 'confirmed_at'])
    await db.schema.alterTable('newsletter_subscribers').dropColumn(column).execute();
}
