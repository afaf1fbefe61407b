import type Database from 'better-sqlite3';
import { sql } from 'kysely';
import { databaseEngine, withSqlite, type Db, type Executor } from '../db/database.ts';

/** One request counted against one budget for one key. */
export interface BudgetHit {
  budget: string;
  key: string;
  limit: number;
  windowMs: number;
}

export type HitOutcome = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Rows whose time has passed are deleted this often, by whichever process hits first. */
const PRUNE_EVERY_MS = 60_000;

/*
 * The generic cell rate algorithm: each hit moves the key's theoretical arrival time (tat) on by
 * window/limit; a hit is allowed while tat stays within one window of now. The upsert only
 * inserts or updates when the hit is allowed (one row changed), so a refused hit writes nothing,
 * and because it is one statement, hits from several processes on the file never lose a count.
 * It runs with `run()`: a statement stopped before its end (`get()` on a `returning` clause)
 * never triggers SQLite's automatic checkpoint, and the WAL file would grow without end.
 */
const HIT = `
insert into rate_limits (budget, key, tat) values (@budget, @key, @now + @interval)
on conflict (budget, key) do update set tat = max(tat, @now) + @interval
  where max(tat, @now) + @interval - @now <= @window`;

interface Statements {
  hit: Database.Statement<{ budget: string; key: string; now: number; interval: number; window: number }>;
  tat: Database.Statement<[string, string], { tat: number }>;
  prune: Database.Statement<[number]>;
  prunedAt: number;
}

const statementsByHandle = new WeakMap<Database.Database, Statements>();

function statements(sqlite: Database.Database): Statements {
  let prepared = statementsByHandle.get(sqlite);
  if (!prepared) {
    prepared = {
      hit: sqlite.prepare(HIT),
      tat: sqlite.prepare('select tat from rate_limits where budget = ? and key = ?'),
      prune: sqlite.prepare('delete from rate_limits where tat < ?'),
      prunedAt: -Infinity,
    };
    statementsByHandle.set(sqlite, prepared);
  }
  return prepared;
}

/** Counts the hit; returns null when allowed, else how long until it would be. */
function hitOne(prepared: Statements, hit: BudgetHit, now: number): number | null {
  const interval = hit.windowMs / hit.limit;
  const params = { budget: hit.budget, key: hit.key, now, interval, window: hit.windowMs };
  if (prepared.hit.run(params).changes === 1) return null;
  const tat = prepared.tat.get(hit.budget, hit.key)?.tat ?? now;
  return Math.max(0, tat + interval - hit.windowMs - now);
}

class Refused extends Error {
  readonly retryAfterMs: number;

  constructor(retryAfterMs: number) {
    super('refused by a rate-limit budget');
    this.retryAfterMs = retryAfterMs;
  }
}

/** The same upsert on PostgreSQL: the row is locked while it is decided, so no count is lost. */
async function hitOnePostgres(db: Executor, hit: BudgetHit, now: number): Promise<number | null> {
  const interval = hit.windowMs / hit.limit;
  const result = await sql`
    insert into rate_limits (budget, key, tat) values (${hit.budget}, ${hit.key}, ${now + interval})
    on conflict (budget, key) do update set tat = greatest(rate_limits.tat, ${now}::float8) + ${interval}::float8
      where greatest(rate_limits.tat, ${now}::float8) + ${interval}::float8 - ${now}::float8 <= ${hit.windowMs}::float8`.execute(
    db,
  );
  if (result.numAffectedRows === 1n) return null;
  const row = await db
    .selectFrom('rate_limits')
    .select('tat')
    .where('budget', '=', hit.budget)
    .where('key', '=', hit.key)
    .executeTakeFirst();
  return Math.max(0, (row?.tat ?? now) + interval - hit.windowMs - now);
}

const prunedAtByDb = new WeakMap<Db, number>();

async function hitBudgetsPostgres(db: Db, hits: readonly BudgetHit[], now: number): Promise<HitOutcome> {
  if (now - (prunedAtByDb.get(db) ?? -Infinity) >= PRUNE_EVERY_MS) {
    prunedAtByDb.set(db, now);
    // Housekeeping, never the request's failure: a prune that loses a deadlock to a hit (it
    // locks expired rows in whatever order it finds them) is left to the next one.
    await db
      .deleteFrom('rate_limits')
      .where('tat', '<', now)
      .execute()
      .catch(() => undefined);
  }
  if (hits.length === 1) {
    const [hit] = hits as [BudgetHit];
    const wait = await hitOnePostgres(db, hit, now);
    return wait === null ? { allowed: true } : { allowed: false, retryAfterMs: wait };
  }
  // Rows are locked in one order by every request, so two requests never wait on each other.
  const ordered = [...hits].sort((a, b) =>
    a.budget === b.budget ? (a.key < b.key ? -1 : 1) : a.budget < b.budget ? -1 : 1,
  );
  try {
    await db
      .transaction()
      .setIsolationLevel('read committed')
      .execute(async (trx) => {
        const waits: number[] = [];
        for (const hit of ordered) {
          const wait = await hitOnePostgres(trx, hit, now);
          if (wait !== null) waits.push(wait);
        }
        if (waits.length > 0) throw new Refused(Math.max(...waits));
      });
    return { allowed: true };
  } catch (error) {
    if (error instanceof Refused) return { allowed: false, retryAfterMs: error.retryAfterMs };
    throw error;
  }
}

/**
 * Counts one request against every budget in `hits`, all or nothing: when any budget refuses,
 * none is charged, and the answer says how long until all of them would allow it.
 */
export function hitBudgets(db: Db, hits: readonly BudgetHit[], now: number): Promise<HitOutcome> {
  if (databaseEngine(db) === 'postgres') return hitBudgetsPostgres(db, hits, now);
  return withSqlite(db, (sqlite): HitOutcome => {
    const prepared = statements(sqlite);
    if (now - prepared.prunedAt >= PRUNE_EVERY_MS) {
      prepared.prune.run(now);
      prepared.prunedAt = now;
    }
    const countAll = () => {
      const waits = hits.map((hit) => hitOne(prepared, hit, now)).filter((wait) => wait !== null);
      if (waits.length > 0) throw new Refused(Math.max(...waits));
    };
    try {
      if (hits.length === 1) countAll();
      else sqlite.transaction(countAll).immediate();
      return { allowed: true };
    } catch (error) {
      if (error instanceof Refused) return { allowed: false, retryAfterMs: error.retryAfterMs };
      throw error;
    }
  });
}
