import type { PublicRecipe, RecipeSummary } from '../schemas/recipe-public.ts';

/** The card of a recipe already read in full: the same fields the summary read gives. */
export function recipeSummaryOf(recipe: PublicRecipe): RecipeSummary {
  return {
    id: recipe.id,
    slug: recipe.slug,
    title: recipe.title,
    privacySetting: recipe.privacySetting,
    publishedAt: recipe.publishedAt,
    images: recipe.images,
    ingredientUsageCount: recipe.ingredientUsageCount,
    prepTimeMinutes: recipe.prepTimeMinutes,
    cookTimeMinutes: recipe.cookTimeMinutes,
    customTimeLabel: recipe.customTimeLabel,
    customTimeMinutes: recipe.customTimeMinutes,
    meals: recipe.meals,
    categories: recipe.categories,
  };
}
