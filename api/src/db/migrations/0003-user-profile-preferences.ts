import { sql, type Kysely } from 'kysely';

/* Frozen in time: this migration never imports application code and is never edited once shipped. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  // The profile's avatar crop (spec §3 "User profile update": avatar id and crop).
  await db.schema.alterTable('users').addColumn('avatar_crop', 'text').execute();
  // The reader's unit choices, kept on the account so they follow the reader to every kitchen.
  // Null means "not chosen": each kitchen's defaults apply.
  await db.schema
    .alterTable('users')
    .addColumn('measurement_system', 'text', (c) =>
      c.check(sql`measurement_system in ('metric', 'imperial')`),
    )
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('temperature_system', 'text', (c) =>
      c.check(sql`temperature_system in ('celsius', 'fahrenheit')`),
    )
    .execute();
  // Handles are unique regardless of case ("June" and "june" are the same person to a reader).
  await db.schema
    .createIndex('users_handle_nocase')
    .on('users')
    .column(sql`lower(handle)`)
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_handle_nocase').execute();
  await db.schema.alterTable('users').dropColumn('temperature_system').execute();
  await db.schema.alterTable('users').dropColumn('measurement_system').execute();
  await db.schema.alterTable('users').dropColumn('avatar_crop').execute();
}
