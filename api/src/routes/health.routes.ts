import type { Health } from '@larder/shared/schemas/health';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { databaseEngine } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';

/**
 * `GET /api/v1/health`: 200 when this process reads its database, 503 when it cannot; either way
 * with the backends it runs on and its process id, so an operator (or a test behind a proxy) sees
 * which process answered. Never cached, never rate-limited.
 */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  // A read of the file itself (`select 1` alone touches no page, and answers with the disk gone).
  const ok = await sql`select 1 from kysely_migration limit 1`.execute(c.var.deps.db).then(
    () => true,
    () => false,
  );
  const answer: Health = { ok, database: databaseEngine(c.var.deps.db), storage: 'files', pid: process.pid };
  c.header('Cache-Control', 'no-store');
  return c.json(answer, ok ? 200 : 503);
});
