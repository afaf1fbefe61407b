import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { BASELINE } from './0019-baseline.sql.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
const baseline: Migration = {
  async up(db: Kysely<any>): Promise<void> {
    for (const statement of BASELINE) await sql.raw(statement).execute(db);
  },
};

/**
 * PostgreSQL's migrations: SQLite's 0001–0019 as one baseline made from the schema they leave
 * (ADR 047), then the shared migrations from 0020 on, each written for both engines.
 */
export const postgresMigrations: Record<string, Migration> = {
  '0019-postgres-baseline': baseline,
};

/** Shared migrations whose names sort after this one run on PostgreSQL too. */
export const POSTGRES_BASELINE = '0019-postgres-baseline';
