import { COLOR_THEMES, TYPE_THEMES } from '@larder/shared/theme/theme-catalogue';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../database.ts';

let dir: string;
let db: Db;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'larder-themes-'));
  db = openDatabase(join(dir, 'themes.sqlite'));
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('migration 0012', () => {
  it('writes every colour theme of the catalogue as a row a kitchen can point at', async () => {
    const rows = await db.selectFrom('color_themes').selectAll().execute();
    for (const theme of COLOR_THEMES) {
      const row = rows.find((candidate) => candidate.id === theme.id);
      expect(row?.title).toBe(theme.name);
      expect(JSON.parse(row!.colors)).toEqual(theme.colors);
    }
  });

  it('writes every type theme of the catalogue as a row a kitchen can point at', async () => {
    const rows = await db.selectFrom('type_themes').selectAll().execute();
    for (const theme of TYPE_THEMES) {
      const row = rows.find((candidate) => candidate.id === theme.id);
      expect(row?.title).toBe(theme.name);
      expect(JSON.parse(row!.fonts)).toEqual(theme.fonts);
    }
  });
});
