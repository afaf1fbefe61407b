import type { SearchableRecipe } from '@larder/shared/search/recipe-search-text';
import type { Db } from '../db/database.ts';
import { storedJson, storedRichText } from '../db/stored-content.ts';
import { loadRecipeTaxonomies } from '../taxonomy/taxonomy-read.ts';
import { TAXONOMY_KINDS } from '@larder/shared/schemas/taxonomy';

/**
 * The fields a search looks at for the given recipes, read as a visitor may see them: the
 * ingredient titles are read only for public recipes, so a premium recipe's ingredients can
 * never be found by searching.
 */
export async function loadSearchableRecipes(
  db: Db,
  siteId: string,
  recipeIds: string[],
): Promise<Map<string, SearchableRecipe>> {
  const result = new Map<string, SearchableRecipe>();
  if (recipeIds.length === 0) return result;
  const rows = await db
    .selectFrom('recipes')
    .select(['id', 'title', 'description', 'keywords', 'privacy_setting'])
    .where('id', 'in', recipeIds)
    .execute();
  const publicIds = rows.filter((row) => row.privacy_setting === 'public').map((row) => row.id);
  const ingredientRows =
    publicIds.length === 0
      ? []
      : await db
          .selectFrom('ingredient_usages as u')
          .innerJoin('ingredient_usage_groups as g', 'g.id', 'u.group_id')
          .leftJoin('ingredients as i', 'i.id', 'u.ingredient_id')
          .select(['g.recipe_id', 'u.ingredient_title_override', 'i.title as ingredient_title'])
          .where('g.recipe_id', 'in', publicIds)
          .execute();
  const ingredientTitles = new Map<string, string[]>();
  for (const row of ingredientRows) {
    const titles = ingredientTitles.get(row.recipe_id) ?? [];
    if (row.ingredient_title_override !== null) titles.push(row.ingredient_title_override);
    if (row.ingredient_title) titles.push(row.ingredient_title);
    ingredientTitles.set(row.recipe_id, titles);
  }
  const taxonomies = await loadRecipeTaxonomies(db, siteId, recipeIds);
  for (const row of rows) {
    const keywords = storedJson(row.keywords);
    const terms = taxonomies.get(row.id);
    result.set(row.id, {
      title: row.title,
      description: storedRichText(row.description),
      keywords: Array.isArray(keywords) ? keywords.filter((word) => typeof word === 'string') : [],
      privacySetting: row.privacy_setting,
      ingredientTitles: ingredientTitles.get(row.id) ?? [],
      terms: terms ? TAXONOMY_KINDS.flatMap((kind) => terms[kind]) : [],
    });
  }
  return result;
}
