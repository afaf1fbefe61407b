import Database from 'better-sqlite3';

/**
 * Copies the SQLite database at `from` to the new file `to` with SQLite's online backup API, all
 * pages in one step: one read of one moment (writers go on meanwhile, the database being in WAL
 * mode), which a write made meanwhile cannot restart, as it restarts a copy made in small steps.
 * Answers when the copy was read.
 */
export async function copySqliteDatabase(from: string, to: string): Promise<Date> {
  const source = new Database(from, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    const readAt = new Date();
    await source.backup(to, { progress: ({ remainingPages }) => Math.max(remainingPages, 1) });
    return readAt;
  } finally {
    source.close();
  }
}

/** What SQLite's integrity check says of the database file at `path` (`ok` when sound). */
export function sqliteIntegrity(path: string): string {
  const database = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return String(database.pragma('integrity_check', { simple: true }));
  } finally {
    database.close();
  }
}

/** The last schema migration the database file at `path` had, or null (none, or no such table). */
export function lastMigrationOf(path: string): string | null {
  const database = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const row = database.prepare('select name from kysely_migration order by name desc limit 1').get() as
      { name: string } | undefined;
    return row?.name ?? null;
  } catch {
    return null;
  } finally {
    database.close();
  }
}
