import Database from 'better-sqlite3';
import {
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteStatement,
  type TransactionSettings,
} from 'kysely';
import { CompiledQuery } from 'kysely';

/**
 * better-sqlite3 with the settings a server needs: WAL (readers never block the writer), foreign
 * keys enforced, a busy timeout instead of immediate SQLITE_BUSY, and write transactions that
 * begin IMMEDIATE so two writers queue on the lock instead of failing when upgrading it.
 * Read-only transactions (`setAccessMode('read only')`) begin DEFERRED: in WAL mode they see one
 * consistent snapshot without taking the write lock.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(
    connection: DatabaseConnection,
    settings?: TransactionSettings,
  ): Promise<void> {
    const mode = settings?.accessMode === 'read only' ? 'deferred' : 'immediate';
    await connection.executeQuery(CompiledQuery.raw(`begin ${mode}`));
  }
}

export function openSqlite(path: string): Database.Database {
  const database = new Database(path);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  return database;
}

/** SQL texts whose prepared statements are kept: every query the API makes, with room to spare. */
export const KEPT_STATEMENTS = 1_000;

/**
 * The database as Kysely uses it, with each SQL text prepared once and its statement kept (least
 * recently used out first). Kysely prepares every query anew, and preparing costs more than
 * running most of ours: a third of a signed-in reader's current-user read. A statement still
 * being iterated is busy; a query of the same text then gets a statement of its own.
 */
export function keptStatements(database: Database.Database, max = KEPT_STATEMENTS): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    prepare(sql: string): SqliteStatement {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      if (kept) return statement;
      statements.set(sql, statement);
      if (statements.size > max)
        for (const oldest of statements.keys()) {
          statements.delete(oldest);
          break;
        }
      return statement;
    },
    close() {
      database.close();
    },
  };
}

export class LarderSqliteDialect extends SqliteDialect {
  readonly #database: SqliteDatabase;

  constructor(database: Database.Database) {
    const kept = keptStatements(database);
    super({ database: kept });
    this.#database = kept;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: this.#database });
  }
}
