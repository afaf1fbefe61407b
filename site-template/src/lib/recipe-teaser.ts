import { yieldText } from '@larder/shared/recipe/scale';
import type { PublicRecipe } from '@larder/shared/schemas/recipe-public';

/**
 * What a subscribers-only recipe shows everyone of its ingredients (spec §4 "Premium gating"):
 * how many there are, what it makes, and as many blank ingredient lines, cut off at about 380px
 * with a fade. Built from the teaser fields of the read alone, so no locked text can reach it.
 */
export interface RecipeTeaser {
  summary: string;
  /** Blank ingredient lines to draw. */
  rows: number;
}

/** More lines than the 380px teaser can show before its fade. */
const MAX_ROWS = 12;

export function recipeTeaser(
  recipe: Pick<PublicRecipe, 'ingredientUsageCount' | 'yieldServings' | 'servingDescription'>,
): RecipeTeaser {
  const count = recipe.ingredientUsageCount;
  const parts = [
    ...(count > 0 ? [`${String(count)} ${count === 1 ? 'ingredient' : 'ingredients'}`] : []),
    ...(recipe.yieldServings ? [`Makes: ${yieldText(recipe.yieldServings, recipe.servingDescription)}`] : []),
  ];
  return { summary: parts.join(' · '), rows: Math.min(count, MAX_ROWS) };
}
