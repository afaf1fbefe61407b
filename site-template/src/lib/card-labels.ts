import { formatDuration, totalMinutes } from '@larder/shared/format/duration';
import type { RecipeSummary } from '@larder/shared/schemas/recipe-public';

/** "1 recipe", "12 recipes": a collection card's count (spec §2). */
export function recipeCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'recipe' : 'recipes'}`;
}

/**
 * The line under a recipe card's title (spec §2): "N ingredients" and the formatted total time,
 * each null when the recipe has none to count: a legacy recipe keeps its ingredients in its old
 * HTML, uncounted, and "0 ingredients" would be wrong about it. Recipe cards on pages and the search island's results both
 * write it with this, so the two cannot say different things.
 */
export function recipeCardMeta(
  recipe: Pick<
    RecipeSummary,
    'ingredientUsageCount' | 'prepTimeMinutes' | 'cookTimeMinutes' | 'customTimeMinutes'
  >,
): { ingredients: string | null; totalTime: string | null } {
  const count = recipe.ingredientUsageCount;
  const minutes = totalMinutes(recipe);
  return {
    ingredients: count > 0 ? `${count} ${count === 1 ? 'ingredient' : 'ingredients'}` : null,
    totalTime: minutes > 0 ? formatDuration(minutes) : null,
  };
}
