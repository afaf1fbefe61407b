import Database from 'better-sqlite3';
import {
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
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

export class LarderSqliteDialect extends SqliteDialect {
  readonly #database: Database.Database;

  constructor(database: Database.Database) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: this.#database });
  }
}
