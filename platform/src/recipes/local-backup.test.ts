// @vitest-environment happy-dom
import type { KitchenGlobals } from '@larder/shared/schemas/kitchen-globals';
import { afterEach, describe, expect, it } from 'vitest';
import { backupIsNewer, clearLocalBackup, readLocalBackup, writeLocalBackup } from './local-backup.ts';
import { editorValues } from './recipe-form.ts';

const GLOBALS = { units: [], ingredients: [] } as unknown as KitchenGlobals;
afterEach(() => {
  window.localStorage.clear();
});

describe('the editor’s copy on this device', () => {
  it('keeps what was typed per kitchen and recipe until cleared', () => {
    const values = { ...editorValues(null, GLOBALS), title: 'Typed offline' };
    writeLocalBackup('k', 'r1', values, Date.parse('2026-11-28T10:00:00Z'));
    expect(readLocalBackup('k', 'r1')).toEqual({ values, savedAt: '2026-11-28T10:00:00.000Z' });
    expect(readLocalBackup('k', 'r2')).toBeNull();
    clearLocalBackup('k', 'r1');
    expect(readLocalBackup('k', 'r1')).toBeNull();
  });

  it('ignores a copy it cannot read', () => {
    window.localStorage.setItem('larder:recipe-backup:k:r1', '{not json');
    expect(readLocalBackup('k', 'r1')).toBeNull();
    window.localStorage.setItem('larder:recipe-backup:k:r1', '{"values":{},"savedAt":"x"}');
    expect(readLocalBackup('k', 'r1')).toBeNull();
  });

  it('offers a copy only when it is newer than what the server has', () => {
    const backup = { values: editorValues(null, GLOBALS), savedAt: '2026-11-28T10:00:00.000Z' };
    expect(backupIsNewer(backup, '2026-11-28T09:00:00.000Z')).toBe(true);
    expect(backupIsNewer(backup, '2026-11-28T11:00:00.000Z')).toBe(false);
    expect(backupIsNewer(backup, null)).toBe(true);
    expect(backupIsNewer(null, null)).toBe(false);
  });
});
