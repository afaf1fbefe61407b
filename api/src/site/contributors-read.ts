import type { PublicContributor } from '@larder/shared/schemas/contributor';
import { storedRichText } from '../db/stored-content.ts';
import { loadImages, type ReadContext } from '../media/image-read.ts';
import { publishedBefore } from '../recipe/published.ts';

/**
 * The people credited on a kitchen's published recipes, most prolific first (then by name), each
 * with their published recipes newest first. Two queries, whatever the number of recipes.
 */
export async function readContributors(context: ReadContext, siteId: string): Promise<PublicContributor[]> {
  const rows = await context.db
    .selectFrom('recipe_contributors as rc')
    .innerJoin('recipes as r', 'r.id', 'rc.recipe_id')
    .innerJoin('users as u', 'u.id', 'rc.user_id')
    .select(['u.id', 'u.display_name', 'u.handle', 'u.bio', 'u.avatar_image_id', 'r.id as recipe_id'])
    .where('r.site_id', '=', siteId)
    .where('r.published_at', '<=', publishedBefore())
    .orderBy('r.published_at', 'desc')
    .orderBy('r.id')
    .execute();
  const images = await loadImages(
    context,
    rows.map((row) => row.avatar_image_id),
  );
  const people = new Map<string, PublicContributor>();
  for (const row of rows) {
    const person = people.get(row.id) ?? {
      id: row.id,
      displayName: row.display_name ?? 'Contributor',
      handle: row.handle,
      bio: storedRichText(row.bio),
      avatar: (row.avatar_image_id && images.get(row.avatar_image_id)) || null,
      recipeIds: [],
    };
    person.recipeIds.push(row.recipe_id);
    people.set(row.id, person);
  }
  return [...people.values()].sort(
    (a, b) => b.recipeIds.length - a.recipeIds.length || a.displayName.localeCompare(b.displayName),
  );
}
