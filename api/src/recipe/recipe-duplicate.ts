import { RecipeInputSchema } from '@larder/shared/schemas/recipe-input';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { readManagedRecipe } from './recipe-manage-read.ts';
import { createRecipe } from './recipe-write.ts';

/** The first of "x-copy", "x-copy-2", … that no recipe of the kitchen uses, within the slug length. */
async function freeCopySlug(db: Db, siteId: string, slug: string): Promise<string> {
  const base = `${slug.slice(0, 90).replace(/-+$/, '')}-copy`;
  const taken = new Set(
    (
      await db
        .selectFrom('recipes')
        .select('slug')
        .where('site_id', '=', siteId)
        .where('slug', 'like', `${base}%`)
        .execute()
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let number = 2; ; number += 1) if (!taken.has(`${base}-${number}`)) return `${base}-${number}`;
}

/**
 * A new draft with everything of a recipe: its own ids for every ingredient line, step and
 * equipment line (references in step text follow them), "(copy)" after the title, a free slug,
 * never published.
 */
export async function duplicateRecipe(
  db: Db,
  siteId: string,
  recipeId: string,
  userId: string | null,
): Promise<string> {
  const source = await readManagedRecipe(db, siteId, recipeId);
  const { id, createdAt, updatedAt, publishedAt, version, draft, ...fields } = source;
  let text = JSON.stringify(fields);
  const childIds = [
    ...fields.ingredientUsageGroups.flatMap((group) => group.ingredientUsages.map((usage) => usage.id)),
    ...fields.instructionGroups.flatMap((group) => group.instructions.map((step) => step.id)),
    ...fields.equipmentUsages.map((usage) => usage.id),
  ];
  for (const childId of childIds) text = text.replaceAll(childId, randomUUID());
  const copy = JSON.parse(text) as Record<string, unknown>;
  const input = RecipeInputSchema.parse({
    ...copy,
    title: `${source.title.slice(0, 290)} (copy)`,
    slug: await freeCopySlug(db, siteId, source.slug),
    publishedAt: null,
  });
  return createRecipe(db, siteId, input, userId);
}
