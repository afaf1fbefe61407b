import type { Transaction } from 'kysely';
import type { DatabaseSchema, Db } from './database.ts';

class TrialRolledBack extends Error {
  readonly result: unknown;
  constructor(result: unknown) {
    super('The trial write is rolled back.');
    this.result = result;
  }
}

/**
 * Runs `work` in a transaction that is always rolled back, and answers what it returned: a write
 * tried with every rule of a real one (the same checks, the same errors), and read from inside,
 * without anything saved (docs/decisions/028).
 */
export async function inTrialTransaction<T>(
  db: Db,
  work: (trx: Transaction<DatabaseSchema>) => Promise<T>,
): Promise<T> {
  try {
    await db.transaction().execute(async (trx) => {
      throw new TrialRolledBack(await work(trx));
    });
  } catch (error) {
    if (error instanceof TrialRolledBack) return error.result as T;
    throw error;
  }
  throw new Error('A trial write must end in its rollback.');
}
