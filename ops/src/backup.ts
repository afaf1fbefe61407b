/**
 * `larder backup` and `larder restore`: what a kitchen platform cannot make again, copied while it
 * runs, and put back into a fresh data folder. That is the database and the uploaded files (the
 * originals images and videos are made from). Releases are not in a backup: every kitchen is
 * rendered again from the two (`larder build --all`).
 *
 * The database is copied with SQLite's online backup API, in one step: a read of one moment
 * (writers go on meanwhile, the database being in WAL mode), so the copy holds every write made
 * before the backup started and none half made. The files are copied after it, so every file the
 * copied database names is there (an upload's file is written before its row). A backup is made
 * under a name of its own and renamed when whole: a folder with a backup's name is complete.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { migrateToLatest, openDatabase } from '@larder/api/db/database';
import { copySqliteDatabase, lastMigrationOf, sqliteIntegrity } from '@larder/api/db/sqlite-backup';

/** What a backup folder holds beside the database and the files (`backup.json`). */
export interface BackupManifest {
  format: 1;
  database: 'sqlite';
  /** When the database was read (ISO). */
  takenAt: string;
  /** The last migration the database had. */
  migration: string | null;
  files: number;
  fileBytes: number;
}

const MANIFEST = 'backup.json';
const DATABASE = 'larder.sqlite';
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

/** Files under `dir` and their bytes. */
function filesIn(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  if (!existsSync(dir)) return { files, bytes };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      files += 1;
      bytes += statSync(join(entry.parentPath, entry.name)).size;
    }
  return { files, bytes };
}

/** Throws unless the SQLite file at `path` passes its integrity check. */
function checkIntegrity(path: string): void {
  const result = sqliteIntegrity(path);
  if (result !== 'ok') throw new BackupError(`The database copy at ${path} is damaged: ${result}.`);
}

/**
 * Backs up the database at `dbPath` and the files under `filesDir` into `to`, a folder that
 * must not exist yet (or be empty).
 */
export async function backupTo(dbPath: string, filesDir: string, to: string): Promise<BackupManifest> {
  const target = resolve(to);
  if (!emptyOrAbsent(target)) throw new BackupError(`${target} is not empty: back up into a new folder.`);
  if (!existsSync(dbPath)) throw new BackupError(`There is no database at ${dbPath} to back up.`);
  const making = join(dirname(target), `.${basename(target)}.partial-${process.pid}`);
  rmSync(making, { recursive: true, force: true });
  mkdirSync(making, { recursive: true });
  try {
    const takenAt = (await copySqliteDatabase(dbPath, join(making, DATABASE))).toISOString();
    checkIntegrity(join(making, DATABASE));
    if (existsSync(filesDir)) cpSync(filesDir, join(making, FILES), { recursive: true });
    else mkdirSync(join(making, FILES));
    const { files, bytes } = filesIn(join(making, FILES));
    const manifest: BackupManifest = {
      format: 1,
      database: 'sqlite',
      takenAt,
      migration: lastMigrationOf(join(making, DATABASE)),
      files,
      fileBytes: bytes,
    };
    await writeFile(join(making, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    rmSync(target, { recursive: true, force: true });
    mkdirSync(dirname(target), { recursive: true });
    renameSync(making, target);
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
  if (manifest.format !== 1 || manifest.database !== 'sqlite')
    throw new BackupError(
      `${resolve(from)} is a backup this Larder cannot restore (format ${String(manifest.format)}, database ${String(manifest.database)}).`,
    );
  if (!existsSync(join(resolve(from), DATABASE)))
    throw new BackupError(`${resolve(from)} has no ${DATABASE}: the backup is incomplete.`);
  return manifest as BackupManifest;
}

/**
 * Restores the backup in `from` as the database at `dbPath` and the files under `filesDir`,
 * neither of which may hold anything yet: a restore never writes over data. The database is
 * checked, then brought to this Larder's schema (a backup of an older one is migrated).
 */
export async function restoreFrom(from: string, dbPath: string, filesDir: string): Promise<BackupManifest> {
  const manifest = readBackup(from);
  if (existsSync(dbPath))
    throw new BackupError(`${dbPath} exists: restore into a fresh data folder (LARDER_DB_PATH).`);
  if (!emptyOrAbsent(filesDir))
    throw new BackupError(`${filesDir} is not empty: restore into a fresh data folder (LARDER_FILES_DIR).`);
  const restoring = `${dbPath}.restoring-${process.pid}`;
  const filesRestoring = join(dirname(resolve(filesDir)), `.${basename(filesDir)}.restoring-${process.pid}`);
  mkdirSync(dirname(resolve(dbPath)), { recursive: true });
  try {
    cpSync(join(resolve(from), DATABASE), restoring);
    checkIntegrity(restoring);
    const db = openDatabase(restoring);
    try {
      await migrateToLatest(db);
    } finally {
      // Closing the last connection folds the WAL into the file, so the file alone is the database.
      await db.destroy();
    }
    const backedUpFiles = join(resolve(from), FILES);
    if (existsSync(backedUpFiles)) cpSync(backedUpFiles, filesRestoring, { recursive: true });
    else mkdirSync(filesRestoring, { recursive: true });
    rmSync(filesDir, { recursive: true, force: true });
    renameSync(filesRestoring, filesDir);
    renameSync(restoring, dbPath);
    return manifest;
  } finally {
    rmSync(restoring, { force: true });
    rmSync(`${restoring}-wal`, { force: true });
    rmSync(`${restoring}-shm`, { force: true });
    rmSync(filesRestoring, { recursive: true, force: true });
  }
}
