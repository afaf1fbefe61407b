import { migrateToLatest, migrator, openDatabase } from '@larder/api/db/database';
import { lastMigrationOf } from '@larder/api/db/sqlite-backup';
import { createReader, kitchenRecipes, testClient } from '@larder/api/test-support/test-client';
import {
  createTestWorld,
  emptyPostgresDatabase,
  testEngines,
  type TestWorld,
} from '@larder/api/test-support/test-database';
import { addBookmark } from '@larder/shared/api/reader.endpoints';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnvFor, exited, larder, waitFor, type Exit } from './test-support/processes.ts';

let world: TestWorld;
beforeAll(async () => {
  world = await createTestWorld();
});
afterAll(async () => world.cleanup());

/** The environment of a CLI process working on a fresh data folder under the world's. */
function freshEnv(name: string, of: TestWorld = world): NodeJS.ProcessEnv {
  const dir = join(of.dir, name);
  const { LARDER_DATABASE_URL: _other, ...env } = childEnvFor(of);
  return {
    ...env,
    LARDER_DB_PATH: join(dir, 'larder.sqlite'),
    LARDER_FILES_DIR: join(dir, 'files'),
    LARDER_OUTPUT_DIR: join(dir, 'sites'),
  };
}

/**
 * The drill: back up `world` during a burst of acknowledged writes, restore into `restoredEnv`
 * (a fresh data folder, and on PostgreSQL an empty database), and find every write acknowledged
 * before the backup began, as of one moment, and every kitchen built from it.
 */
async function backupDrill(
  world: TestWorld,
  restoredEnv: NodeJS.ProcessEnv,
  /** Build only this kitchen from the restored database, rather than all of them. */
  onlyKitchen?: string,
): Promise<void> {
  const { public: recipes } = await kitchenRecipes(world, 'family-table');
  // One reader saving a recipe is one write, acknowledged when the API answers: in order, one
  // after another, for as long as the backup runs.
  const acknowledged: { id: string; at: number }[] = [];
  const refusals: unknown[] = [];
  let writing = true;
  const burst = (async () => {
    // Bounded in time, whatever happens to the test around it.
    const until = Date.now() + 120_000;
    for (let index = 0; writing && Date.now() < until && refusals.length < 20; index += 1) {
      // SQLite answers at once, so without a turn of the event loop the writes would never
      // let the test (or the backup's process events) in.
      await new Promise((resolve) => setImmediate(resolve));
      await world.db.deleteFrom('rate_limits').execute();
      const reader = await createReader(world, `Burst ${index}`);
      // The client answers the saved list, or throws the API's refusal: only an answer counts.
      const saved = await testClient(world, reader.token)
        .request(addBookmark, {
          params: { siteSlug: 'family-table' },
          body: { recipeId: recipes[index % recipes.length]! },
        })
        .then(
          () => true,
          (error: unknown) => {
            refusals.push(error);
            return false;
          },
        );
      if (saved) acknowledged.push({ id: reader.id, at: Date.now() });
    }
  })();
  const backupDir = join(world.dir, 'backups', 'drill');
  let started: number;
  let after: number;
  let backup: Exit;
  try {
    await waitFor('writes under way', () => {
      if (refusals.length > 0) throw refusals[0];
      return acknowledged.length >= 10 ? true : undefined;
    });
    started = acknowledged.length;
    backup = await exited(larder(['backup', '--to', backupDir], childEnvFor(world)));
    after = acknowledged.length;
  } finally {
    writing = false;
    await burst;
  }
  expect(backup.code, backup.output).toBe(0);
  expect(backup.output).toContain(`to ${backupDir}`);
  // The moment the backup read the database: every write acknowledged before it must be there.
  const { takenAt } = JSON.parse(readFileSync(join(backupDir, 'backup.json'), 'utf8')) as {
    takenAt: string;
  };
  const before = acknowledged.filter((write) => write.at < Date.parse(takenAt)).length;
  // The burst went on while the backup ran: it was taken under writes.
  expect(before).toBeGreaterThan(started);
  expect(after).toBeGreaterThan(before);

  const restore = await exited(larder(['restore', '--from', backupDir], restoredEnv));
  expect(restore.code, restore.output).toBe(0);
  const restored = openDatabase(restoredEnv.LARDER_DATABASE_URL ?? restoredEnv.LARDER_DB_PATH!);
  try {
    const saved = new Set(
      (
        await restored
          .selectFrom('bookmarks as b')
          .innerJoin('users as u', 'u.id', 'b.user_id')
          .select('u.id')
          .where('u.display_name', 'like', 'Burst %')
          .execute()
      ).map((row) => row.id),
    );
    // A read of one moment: the writes up to some point, every one acknowledged before the
    // backup began among them, and none after a gap.
    const kept = acknowledged.findIndex((write) => !saved.has(write.id));
    const prefix = kept === -1 ? acknowledged.length : kept;
    expect(prefix).toBeGreaterThanOrEqual(before);
    expect(prefix).toBeLessThanOrEqual(after + 1);
    expect([...saved].sort()).toEqual(
      acknowledged
        .slice(0, prefix)
        .map((write) => write.id)
        .sort(),
    );
    // What the burst did not touch is all there.
    for (const table of ['sites', 'recipes', 'images', 'collections'] as const) {
      const count = (db: typeof restored) =>
        db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow();
      expect(await count(restored), table).toEqual(await count(world.db));
    }
  } finally {
    await restored.destroy();
  }

  // Releases are not backed up: every kitchen renders again from the database and the files.
  const build = await exited(
    larder(['build', ...(onlyKitchen ? ['--site', onlyKitchen] : ['--all'])], restoredEnv),
  );
  expect(build.code, build.output).toBe(0);
  for (const slug of onlyKitchen ? [onlyKitchen] : world.kitchens.map((kitchen) => kitchen.slug))
    expect(existsSync(join(restoredEnv.LARDER_OUTPUT_DIR!, slug, 'index.html')), slug).toBe(true);
}

describe.runIf(testEngines().includes('postgres'))('a backup of a PostgreSQL database', () => {
  let postgres: TestWorld;
  let restoredDatabase: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
  beforeAll(async () => {
    postgres = await createTestWorld(undefined, {}, { engine: 'postgres' });
    restoredDatabase = await emptyPostgresDatabase();
  });
  afterAll(async () => {
    await restoredDatabase.drop();
    await postgres.cleanup();
  });

  it('taken with pg_dump during a write burst restores with pg_restore every write acknowledged before it began, and every kitchen builds from it', async () => {
    await backupDrill(postgres, {
      ...freshEnv('restored', postgres),
      LARDER_DATABASE_URL: restoredDatabase.url,
    });
  }, 240_000);

  it('restores only into a database that holds no table, and only on the engine it was taken on', async () => {
    const backupDir = join(postgres.dir, 'backups', 'engines');
    const taken = await exited(larder(['backup', '--to', backupDir], childEnvFor(postgres)));
    expect(taken.code, taken.output).toBe(0);
    expect(JSON.parse(readFileSync(join(backupDir, 'backup.json'), 'utf8'))).toMatchObject({
      database: 'postgres',
    });
    const intoUsed = await exited(
      larder(['restore', '--from', backupDir], {
        ...freshEnv('into-used', postgres),
        LARDER_DATABASE_URL: postgres.env.database,
      }),
    );
    expect(intoUsed.code).not.toBe(0);
    expect(intoUsed.output).toContain('holds tables already: restore into a database created empty');
    const ontoSqlite = await exited(
      larder(['restore', '--from', backupDir], freshEnv('onto-sqlite', postgres)),
    );
    expect(ontoSqlite.code).not.toBe(0);
    expect(ontoSqlite.output).toContain(
      'is a backup of a PostgreSQL database: restore it with LARDER_DATABASE_URL set',
    );
  });
});

describe('a backup', () => {
  it('taken during a write burst restores every write acknowledged before it began, as of one moment, and every kitchen builds from it', async () => {
    await backupDrill(world, freshEnv('restored'));
  }, 240_000);

  it('goes only into a new folder, and a restore only into a fresh data folder', async () => {
    const used = join(world.dir, 'backups', 'used');
    mkdirSync(used, { recursive: true });
    writeFileSync(join(used, 'notes.txt'), 'mine');
    const refused = await exited(larder(['backup', '--to', used], childEnvFor(world)));
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(`${used} is not empty: back up into a new folder.`);
    expect(readFileSync(join(used, 'notes.txt'), 'utf8')).toBe('mine');

    const backupDir = join(world.dir, 'backups', 'second');
    // An upload still being written is not part of a backup.
    const partial = join(world.env.filesDir, `upload.${randomUUID()}.partial`);
    writeFileSync(partial, 'half an upload');
    try {
      expect((await exited(larder(['backup', '--to', backupDir], childEnvFor(world)))).code).toBe(0);
    } finally {
      rmSync(partial, { force: true });
    }
    const copied = readdirSync(join(backupDir, 'files'), { recursive: true }).map(String);
    expect(copied.length).toBeGreaterThan(0);
    expect(copied.filter((name) => name.endsWith('.partial'))).toEqual([]);
    // Over the world's own data: refused, nothing written.
    const over = await exited(larder(['restore', '--from', backupDir], childEnvFor(world)));
    expect(over.code).not.toBe(0);
    expect(over.output).toContain(`${world.env.dbPath} exists: restore into a fresh data folder`);
    const notBackup = await exited(larder(['restore', '--from', used], freshEnv('from-notes')));
    expect(notBackup.code).not.toBe(0);
    expect(notBackup.output).toContain(`${used} is not a Larder backup`);
    expect(existsSync(freshEnv('from-notes').LARDER_DB_PATH!)).toBe(false);
    // Nor beside a write-ahead log some other database left: it would be played onto the copy.
    const leftover = freshEnv('leftover');
    mkdirSync(join(world.dir, 'leftover'), { recursive: true });
    writeFileSync(`${leftover.LARDER_DB_PATH!}-wal`, 'not ours');
    const beside = await exited(larder(['restore', '--from', backupDir], leftover));
    expect(beside.code).not.toBe(0);
    expect(beside.output).toContain(
      `${leftover.LARDER_DB_PATH!}-wal exists: restore into a fresh data folder`,
    );
    expect(existsSync(leftover.LARDER_DB_PATH!)).toBe(false);
  }, 120_000);

  it('of an older schema is brought to this one as it is restored', async () => {
    const olderEnv = freshEnv('older');
    const older = openDatabase(olderEnv.LARDER_DB_PATH!);
    try {
      const result = await migrator(older).migrateTo('0017-site-settings-versions');
      expect(result.error).toBeUndefined();
    } finally {
      await older.destroy();
    }
    const backupDir = join(world.dir, 'backups', 'older');
    expect((await exited(larder(['backup', '--to', backupDir], olderEnv))).code).toBe(0);
    expect(JSON.parse(readFileSync(join(backupDir, 'backup.json'), 'utf8'))).toMatchObject({
      format: 1,
      database: 'sqlite',
      migration: '0017-site-settings-versions',
    });
    const restoredEnv = freshEnv('older-restored');
    const restore = await exited(larder(['restore', '--from', backupDir], restoredEnv));
    expect(restore.code, restore.output).toBe(0);
    const latest = openDatabase(join(world.dir, 'latest.sqlite'));
    await migrateToLatest(latest);
    await latest.destroy();
    expect(lastMigrationOf(restoredEnv.LARDER_DB_PATH!)).toBe(
      lastMigrationOf(join(world.dir, 'latest.sqlite')),
    );
  }, 120_000);
});
