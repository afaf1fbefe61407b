/**
 * `larder backup` and `larder restore`: what a kitchen platform cannot make again, copied while it
 * runs, and put back into a fresh data folder. That is the database and the uploaded files (the
 * originals images and videos are made from). Releases are not in a backup: every kitchen is
 * rendered again from the two (`larder build --all`).
 *
 * The database is copied with SQLite's online backup API, in one step: a read of one moment
 * (writers go on meanwhile, the database being in WAL mode), so the copy holds every write made
 * before the backup started and none half made. The files are copied after it, so a file whose row
 * the copy holds is there if it was in place by the time the copy reached it (an upload renames
 * its file into place a moment after it marks the row uploaded); files still being written
 * (`*.partial`) are left out, and files deleted meanwhile are skipped. A backup is made under a
 * name of its own and renamed when whole: a folder with a backup's name is complete.
 *
 * On PostgreSQL (\`LARDER_DATABASE_URL\`) the database is copied with \`pg_dump\` (Debian's, of the
 * server's version or newer), which likewise reads one snapshot while writers go on, and put back
 * with \`pg_restore\` into a database that holds no table yet. A backup restores on the engine it
 * was taken on.
 */
import {
  constants,
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
} from 'node:fs';
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { isPostgresUrl, migrateToLatest, openDatabase } from '@larder/api/db/database';
import { postgresBinDir } from '@larder/demo/postgres/local-postgres';
import { sql } from 'kysely';
import { copySqliteDatabase, lastMigrationOf, sqliteIntegrity } from '@larder/api/db/sqlite-backup';

/** What a backup folder holds beside the database and the files (`backup.json`). */
export interface BackupManifest {
  format: 1;
  database: 'sqlite' | 'postgres';
  /** The database was read no earlier than this (ISO): every write before it is in the copy. */
  takenAt: string;
  /** The last migration the database had. */
  migration: string | null;
  files: number;
  fileBytes: number;
}

const MANIFEST = 'backup.json';
const DATABASE = 'larder.sqlite';
const POSTGRES_DUMP = 'larder.pgdump';
const run = promisify(execFile);

/** A PostgreSQL program (pg_dump, pg_restore): the newest Debian has, else the one on the PATH. */
function postgresProgram(name: string): string {
  const bin = postgresBinDir(name);
  return bin ? join(bin, name) : name;
}

/** The last migration the database at `location` has, or null. */
async function lastMigrationAt(location: string): Promise<string | null> {
  const db = openDatabase(location);
  try {
    const { rows } = await sql<{
      name: string;
    }>`select name from kysely_migration order by name desc limit 1`.execute(db);
    return rows[0]?.name ?? null;
  } finally {
    await db.destroy();
  }
}

/**
 * Runs a PostgreSQL program on the database at `url`, its failure said with what it printed. The
 * password goes in the program's environment, never on its command line (which \`ps\` shows).
 */
async function postgresTool(name: string, args: string[], url: string): Promise<void> {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = '';
  try {
    await run(postgresProgram(name), [...args, address.toString()], {
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
  } catch (error) {
    const said = (error as { stderr?: string }).stderr?.trim();
    throw new BackupError(`${name} failed${said ? `: ${said}` : `: ${(error as Error).message}`}`);
  }
}
const FILES = 'files';

/** An operator's mistake (a folder that is there already, a folder that is no backup): said plainly. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

function emptyOrAbsent(path: string): boolean {
  if (!existsSync(path)) return true;
  return statSync(path).isDirectory() && readdirSync(path).length === 0;
}

/**
 * Copies the files under `from` (uploads, while the API may be writing and deleting them) to the
 * new folder `to`: files still being written (`*.partial`) are left out, files gone meanwhile are
 * skipped. Answers how many files it copied, and their bytes.
 */
function copyFiles(from: string, to: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  mkdirSync(to, { recursive: true });
  if (!existsSync(from)) return { files, bytes };
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith('.partial')) continue;
    const source = join(entry.parentPath, entry.name);
    const target = join(to, relative(from, source));
    mkdirSync(dirname(target), { recursive: true });
    try {
      copyFileSync(source, target, constants.COPYFILE_EXCL);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      continue;
    }
    files += 1;
    bytes += statSync(target).size;
  }
  return { files, bytes };
}

/** Whether a rename into place failed because something is there already. */
function occupied(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOTEMPTY' || code === 'EEXIST';
}

const notNewBackup = (target: string) =>
  new BackupError(`${target} is not empty: back up into a new folder.`);
const notFresh = (path: string, variable: 'LARDER_DB_PATH' | 'LARDER_FILES_DIR') =>
  new BackupError(
    `${path} ${variable === 'LARDER_DB_PATH' ? 'exists' : 'is not empty'}: restore into a fresh data folder (${variable}).`,
  );

/** Throws unless the SQLite file at `path` passes its integrity check. */
function checkIntegrity(path: string): void {
  const result = sqliteIntegrity(path);
  if (result !== 'ok') throw new BackupError(`The database copy at ${path} is damaged: ${result}.`);
}

/**
 * Backs up the database at `dbPath` and the files under `filesDir` into `to`, a folder that
 * must not exist yet (or be empty).
 */
export async function backupTo(database: string, filesDir: string, to: string): Promise<BackupManifest> {
  const target = resolve(to);
  if (!emptyOrAbsent(target)) throw notNewBackup(target);
  const postgres = isPostgresUrl(database);
  if (!postgres && !existsSync(database))
    throw new BackupError(`There is no database at ${database} to back up.`);
  const making = join(dirname(target), `.${basename(target)}.partial-${process.pid}`);
  rmSync(making, { recursive: true, force: true });
  mkdirSync(making, { recursive: true });
  try {
    let takenAt: string;
    let migration: string | null;
    if (postgres) {
      migration = await lastMigrationAt(database);
      takenAt = new Date().toISOString();
      // One snapshot of the whole database, taken as pg_dump starts; writers go on meanwhile.
      await postgresTool(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-acl', '--file', join(making, POSTGRES_DUMP)],
        database,
      );
    } else {
      takenAt = (await copySqliteDatabase(database, join(making, DATABASE))).toISOString();
      checkIntegrity(join(making, DATABASE));
      migration = lastMigrationOf(join(making, DATABASE));
    }
    const { files, bytes } = copyFiles(filesDir, join(making, FILES));
    const manifest: BackupManifest = {
      format: 1,
      database: postgres ? 'postgres' : 'sqlite',
      takenAt,
      migration,
      files,
      fileBytes: bytes,
    };
    await writeFile(join(making, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    mkdirSync(dirname(target), { recursive: true });
    try {
      // Over an empty folder, or none: never over one that filled since it was looked at.
      renameSync(making, target);
    } catch (error) {
      throw occupied(error) ? notNewBackup(target) : error;
    }
    return manifest;
  } finally {
    rmSync(making, { recursive: true, force: true });
  }
}

/** The manifest of the backup in `from`, or a plain error saying why it is not one. */
export function readBackup(from: string): BackupManifest {
  const path = join(resolve(from), MANIFEST);
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8')) as Partial<BackupManifest>;
  } catch {
    throw new BackupError(`${resolve(from)} is not a Larder backup (it has no readable ${MANIFEST}).`);
  }
  if (manifest.format !== 1 || (manifest.database !== 'sqlite' && manifest.database !== 'postgres'))
    throw new BackupError(
      `${resolve(from)} is a backup this Larder cannot restore (format ${String(manifest.format)}, database ${String(manifest.database)}).`,
    );
  const file = manifest.database === 'postgres' ? POSTGRES_DUMP : DATABASE;
  if (!existsSync(join(resolve(from), file)))
    throw new BackupError(`${resolve(from)} has no ${file}: the backup is incomplete.`);
  return manifest as BackupManifest;
}

/**
 * Restores the backup in `from` as the database at `dbPath` and the files under `filesDir`,
 * neither of which may hold anything yet: a restore never writes over data. The database is
 * checked, then brought to this Larder's schema (a backup of an older one is migrated).
 */
export async function restoreFrom(from: string, database: string, filesDir: string): Promise<BackupManifest> {
  const manifest = readBackup(from);
  const engine = isPostgresUrl(database) ? 'postgres' : 'sqlite';
  if (manifest.database !== engine)
    throw new BackupError(
      `${resolve(from)} is a backup of a ${manifest.database === 'postgres' ? 'PostgreSQL' : 'SQLite'} database: restore it with ${manifest.database === 'postgres' ? 'LARDER_DATABASE_URL set' : 'LARDER_DATABASE_URL unset'}.`,
    );
  if (engine === 'postgres') return restorePostgres(from, manifest, database, filesDir);
  const dbPath = database;
  for (const path of [dbPath, `${dbPath}-wal`, `${dbPath}-shm`])
    if (existsSync(path)) throw notFresh(path, 'LARDER_DB_PATH');
  if (!emptyOrAbsent(filesDir)) throw notFresh(filesDir, 'LARDER_FILES_DIR');
  const restoring = `${dbPath}.restoring-${process.pid}`;
  const filesRestoring = join(dirname(resolve(filesDir)), `.${basename(filesDir)}.restoring-${process.pid}`);
  mkdirSync(dirname(resolve(dbPath)), { recursive: true });
  try {
    copyFileSync(join(resolve(from), DATABASE), restoring);
    checkIntegrity(restoring);
    const db = openDatabase(restoring);
    try {
      await migrateToLatest(db);
    } finally {
      // Closing the last connection folds the WAL into the file, so the file alone is the database.
      await db.destroy();
    }
    copyFiles(join(resolve(from), FILES), filesRestoring);
    // A link fails where a file is (a database some process made meanwhile): never one replaced.
    try {
      linkSync(restoring, dbPath);
    } catch (error) {
      throw occupied(error) ? notFresh(dbPath, 'LARDER_DB_PATH') : error;
    }
    try {
      // Over an empty folder, or none: never over files written there since it was looked at.
      renameSync(filesRestoring, filesDir);
    } catch (error) {
      unlinkSync(dbPath);
      throw occupied(error) ? notFresh(filesDir, 'LARDER_FILES_DIR') : error;
    }
    return manifest;
  } finally {
    rmSync(restoring, { force: true });
    rmSync(`${restoring}-wal`, { force: true });
    rmSync(`${restoring}-shm`, { force: true });
    rmSync(filesRestoring, { recursive: true, force: true });
  }
}

/**
 * The PostgreSQL restore: into a database that holds no table yet (an operator creates it empty),
 * in one transaction, so a restore that fails leaves it empty again; then migrated, then the files.
 */
async function restorePostgres(
  from: string,
  manifest: BackupManifest,
  database: string,
  filesDir: string,
): Promise<BackupManifest> {
  if (!emptyOrAbsent(filesDir)) throw notFresh(filesDir, 'LARDER_FILES_DIR');
  const db = openDatabase(database);
  try {
    const { rows } = await sql<{
      count: number;
    }>`select count(*) as count from pg_tables where schemaname = 'public'`.execute(db);
    if ((rows[0]?.count ?? 0) > 0)
      throw new BackupError(
        `The database at LARDER_DATABASE_URL holds tables already: restore into a database created empty.`,
      );
  } finally {
    await db.destroy();
  }
  await postgresTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-acl',
      '--exit-on-error',
      '--single-transaction',
      join(resolve(from), POSTGRES_DUMP),
      '--dbname',
    ],
    database,
  );
  const migrated = openDatabase(database);
  try {
    await migrateToLatest(migrated);
  } finally {
    await migrated.destroy();
  }
  const filesRestoring = join(dirname(resolve(filesDir)), `.${basename(filesDir)}.restoring-${process.pid}`);
  try {
    copyFiles(join(resolve(from), FILES), filesRestoring);
    try {
      renameSync(filesRestoring, filesDir);
    } catch (error) {
      throw occupied(error) ? notFresh(filesDir, 'LARDER_FILES_DIR') : error;
    }
  } finally {
    rmSync(filesRestoring, { recursive: true, force: true });
  }
  return manifest;
}
