import Database from 'better-sqlite3';

/** The most pages one step of SQLite's backup may copy: every page, however much the file grew. */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the SQLite database at `from` to the new file `to` with SQLite's online backup API, all
 * pages in one step: one read of one moment (writers go on meanwhile, the database being in WAL
 * mode). A copy made in small steps starts again after every write from another connection, and
 * under a steady stream of writes might never end. Answers a time the read began no earlier than.
 */
export async function copySqliteDatabase(from: string, to: string): Promise<Date> {
  const source = new Database(from, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    const notBefore = new Date();
    await source.backup(to, { progress: () => ALL_PAGES });
    return notBefore;
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
