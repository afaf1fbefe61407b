import { randomBytes, randomUUID } from 'node:crypto';
import { hashToken } from '../auth/session-tokens.ts';
import type { Db } from '../db/database.ts';

/** How long a preview link opens its recipe. */
export const PREVIEW_LINK_DAYS = 7;

/**
 * Creates a manager's preview link token for a recipe: whoever holds it reads that recipe in full
 * (premium content included) until it expires. Only the token's hash is stored.
 */
export async function createRecipePreviewToken(
  db: Db,
  { recipeId, createdBy, now = new Date() }: { recipeId: string; createdBy: string; now?: Date },
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + PREVIEW_LINK_DAYS * 86_400_000).toISOString();
  await db
    .insertInto('recipe_preview_links')
    .values({
      id: randomUUID(),
      recipe_id: recipeId,
      token_hash: hashToken(token),
      created_by: createdBy,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/** Whether a preview token opens this recipe of this kitchen right now. */
export async function previewTokenOpensRecipe(
  db: Db,
  { siteId, recipeSlug, token }: { siteId: string; recipeSlug: string; token: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('recipe_preview_links as p')
    .innerJoin('recipes as r', 'r.id', 'p.recipe_id')
    .select('p.id')
    .where('p.token_hash', '=', hashToken(token))
    .where('p.expires_at', '>', new Date().toISOString())
    .where('r.site_id', '=', siteId)
    .where('r.slug', '=', recipeSlug)
    .executeTakeFirst();
  return row !== undefined;
}
