import { sql, type Kysely } from 'kysely';

/* Frozen in time: this migration never imports application code and is never edited once shipped. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  // auth_tokens is rebuilt (SQLite cannot relax NOT NULL in place): a sign-up link is sent before
  // its account exists, so `user_id` may be null, for that kind of row only. Magic links gain the
  // address they were sent to, their purpose, the hash of their 6-digit code and a count of wrong
  // codes. `site_id` binds a link to the kitchen it was asked for (null: the platform).
  await db.schema
    .createTable('auth_tokens_0008')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('session', 'magic_link', 'single_use')`))
    .addColumn('purpose', 'text', (c) => c.check(sql`purpose in ('sign_in', 'sign_up')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text')
    .addColumn('code_hash', 'text')
    .addColumn('failed_code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('site_id', 'text', (c) => c.references('sites.id').onDelete('cascade'))
    .addColumn('next_url', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('auth_tokens_purpose_of_links', sql`(kind = 'magic_link') = (purpose is not null)`)
    .addCheckConstraint(
      'auth_tokens_user_unless_sign_up',
      sql`user_id is not null or (kind = 'magic_link' and purpose = 'sign_up' and email is not null)`,
    )
    .execute();
  await sql`insert into auth_tokens_0008 (id, user_id, kind, purpose, token_hash, site_id, next_url, expires_at, used_at, created_at)
    select id, user_id, kind, case when kind = 'magic_link' then 'sign_in' end, token_hash, site_id, next_url, expires_at, used_at, created_at
    from auth_tokens`.execute(db);
  await db.schema.dropTable('auth_tokens').execute();
  await db.schema.alterTable('auth_tokens_0008').renameTo('auth_tokens').execute();
  await db.schema.createIndex('auth_tokens_user_id').on('auth_tokens').column('user_id').execute();
  await db.schema.createIndex('auth_tokens_site_id').on('auth_tokens').column('site_id').execute();
  // The 6-digit code is looked up by the address it was sent to, among links not yet spent.
  await db.schema
    .createIndex('auth_tokens_pending_links_by_email')
    .on('auth_tokens')
    .column('email')
    .where(sql.ref('used_at'), 'is', null)
    .execute();

  // What a sign-up form sent besides the address (spec §3 "Sign-up request"), kept after its link
  // is spent or pruned; `user_id` and `confirmed_at` are set when the link is confirmed.
  await db.schema
    .createTable('sign_up_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_id', 'text', (c) => c.references('auth_tokens.id').onDelete('set null'))
    .addColumn('site_id', 'text', (c) => c.references('sites.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subscribe', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fbp', 'text')
    .addColumn('fbc', 'text')
    .addColumn('event_id', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('metadata', 'text')
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('confirmed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  for (const column of ['token_id', 'site_id', 'user_id'])
    await db.schema.createIndex(`sign_up_requests_${column}`).on('sign_up_requests').column(column).execute();

  // Addresses left on the platform's "early access" form.
  await db.schema
    .createTable('early_signups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  // The development transport's mailbox: every e-mail the API would have sent.
  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('tag', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('email_outbox_created_at').on('email_outbox').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_outbox').execute();
  await db.schema.dropTable('early_signups').execute();
  await db.schema.dropTable('sign_up_requests').execute();
  // Links without an account cannot go back into the old table; they are short-lived anyway.
  await db.deleteFrom('auth_tokens').where('user_id', 'is', null).execute();
  await db.schema
    .createTable('auth_tokens_0007')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('session', 'magic_link', 'single_use')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('site_id', 'text', (c) => c.references('sites.id').onDelete('cascade'))
    .addColumn('next_url', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) =>
      c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    )
    .execute();
  await sql`insert into auth_tokens_0007 (id, user_id, kind, token_hash, site_id, next_url, expires_at, used_at, created_at)
    select id, user_id, kind, token_hash, site_id, next_url, expires_at, used_at, created_at from auth_tokens`.execute(
    db,
  );
  await db.schema.dropTable('auth_tokens').execute();
  await db.schema.alterTable('auth_tokens_0007').renameTo('auth_tokens').execute();
  await db.schema.createIndex('auth_tokens_user_id').on('auth_tokens').column('user_id').execute();
  await db.schema.createIndex('auth_tokens_site_id').on('auth_tokens').column('site_id').execute();
}
