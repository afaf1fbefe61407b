import { formatDuration, totalMinutes } from '@larder/shared/format/duration';
import type { RecipeSummary } from '@larder/shared/schemas/recipe-public';

/** "1 recipe", "12 recipes": a collection card's count (spec §2). */
export function recipeCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'recipe' : 'recipes'}`;
}

/**
 * The line under a recipe card's title (spec §2): "N ingredients" and the formatted total time,
 * null when the recipe gives no times. Recipe cards on pages and the search island's results both
 * write it with this, so the two cannot say different things.
 */
export function recipeCardMeta(
  recipe: Pick<
    RecipeSummary,
    'ingredientUsageCount' | 'prepTimeMinutes' | 'cookTimeMinutes' | 'customTimeMinutes'
  >,
): { ingredients: string; totalTime: string | null } {
  const count = recipe.ingredientUsageCount;
  const minutes = totalMinutes(recipe);
  return {
    ingredients: `${count} ${count === 1 ? 'ingredient' : 'ingredients'}`,
    totalTime: minutes > 0 ? formatDuration(minutes) : null,
  };
}
