import type { RecipeEditorValues } from './recipe-form.ts';

/**
 * The editor's copy on this device of what was typed and not yet on the server (the network
 * dropped, the tab closed mid-save). Cleared once the server has it.
 */
export interface LocalBackup {
  values: RecipeEditorValues;
  savedAt: string;
}

const key = (siteSlug: string, recipeId: string | null) =>
  `larder:recipe-backup:${siteSlug}:${recipeId ?? 'new'}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function writeLocalBackup(
  siteSlug: string,
  recipeId: string | null,
  values: RecipeEditorValues,
  now = Date.now(),
): void {
  try {
    storage()?.setItem(
      key(siteSlug, recipeId),
      JSON.stringify({ values, savedAt: new Date(now).toISOString() }),
    );
  } catch {
    // A full or refused storage loses only this device's copy; the server draft is the main one.
  }
}

export function readLocalBackup(siteSlug: string, recipeId: string | null): LocalBackup | null {
  try {
    const text = storage()?.getItem(key(siteSlug, recipeId));
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<LocalBackup>;
    if (
      !parsed.values ||
      typeof parsed.savedAt !== 'string' ||
      !Array.isArray(parsed.values.ingredientUsageGroups)
    )
      return null;
    return parsed as LocalBackup;
  } catch {
    return null;
  }
}

export function clearLocalBackup(siteSlug: string, recipeId: string | null): void {
  try {
    storage()?.removeItem(key(siteSlug, recipeId));
  } catch {
    // Nothing to clear.
  }
}

/** Whether a device copy holds work the server does not: newer than the server's last save or draft. */
export function backupIsNewer(
  backup: LocalBackup | null,
  serverSavedAt: string | null,
): backup is LocalBackup {
  if (!backup) return false;
  return serverSavedAt === null || Date.parse(backup.savedAt) > Date.parse(serverSavedAt);
}
