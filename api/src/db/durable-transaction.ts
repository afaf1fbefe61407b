import { sql, type Transaction } from 'kysely';
import { databaseEngine, type DatabaseSchema, type Db } from './database.ts';

/**
 * One `BEGIN IMMEDIATE` transaction whose commit is on disk before it returns, for money rows:
 * the database runs `synchronous = NORMAL` (in WAL mode a commit survives a killed process but
 * not a power cut), so for this transaction the connection switches to FULL, which syncs the WAL
 * at every commit. The one connection is held throughout, so no other statement runs meanwhile.
 * PostgreSQL's commits are on disk before they return already (`synchronous_commit` on).
 */
export async function durableTransaction<T>(
  db: Db,
  work: (trx: Transaction<DatabaseSchema>) => Promise<T>,
): Promise<T> {
  if (databaseEngine(db) === 'postgres') return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    await sql`pragma synchronous = FULL`.execute(connection);
    try {
      return await connection.transaction().execute(work);
    } finally {
      await sql`pragma synchronous = NORMAL`.execute(connection);
    }
  });
}
