import { recipeSummaryOf } from '@larder/shared/recipe/recipe-summary';
import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import type { FailedRecipe } from '@larder/shared/schemas/rebuild-job';
import type { PublicRecipe, RecipeSummary } from '@larder/shared/schemas/recipe-public';
import { recipeRenderProblem } from './recipe-preflight.ts';

export interface ResolvedKitchen {
  snapshot: KitchenSnapshot;
  failedRecipes: FailedRecipe[];
  /** Recipes rendered at their previous version, and which version that is. */
  previousVersions: Map<string, string>;
}

/**
 * The kitchen to render once some recipes cannot be rendered as they are (`failures`, by id):
 * each takes its last good version from the previous build when that version renders and shows
 * no more than the current one would (a recipe made subscribers-only never falls back to an open
 * earlier version), else it is left out of every page and list.
 */
export async function resolveRecipes(
  snapshot: KitchenSnapshot,
  failures: Map<string, string>,
  previousVersion: (recipeId: string) => Promise<{ recipe: PublicRecipe; version: string } | null>,
  noPrevious: ReadonlySet<string> = new Set(),
): Promise<ResolvedKitchen> {
  const recipes: PublicRecipe[] = [];
  const failedRecipes: FailedRecipe[] = [];
  const previousVersions = new Map<string, string>();
  for (const recipe of snapshot.recipes) {
    const error = failures.get(recipe.id);
    if (error === undefined) {
      recipes.push(recipe);
      continue;
    }
    const earlier = noPrevious.has(recipe.id) ? null : await previousVersion(recipe.id);
    // The same version as the failing one is no fallback: it is what fails.
    const usable =
      earlier !== null &&
      earlier.version !== snapshot.recipeVersions[recipe.id] &&
      (!recipe.isLocked || earlier.recipe.isLocked) &&
      recipeRenderProblem(earlier.recipe, snapshot) === null;
    const report = { id: recipe.id, slug: recipe.slug, title: recipe.title, error };
    if (usable) {
      recipes.push({ ...earlier.recipe, slug: recipe.slug });
      previousVersions.set(recipe.id, earlier.version);
      failedRecipes.push({ ...report, kept: 'previous-version' });
    } else {
      failedRecipes.push({ ...report, kept: 'left-out' });
    }
  }
  if (failedRecipes.length === 0) return { snapshot, failedRecipes, previousVersions };

  const cards = new Map(recipes.map((recipe) => [recipe.id, recipeSummaryOf(recipe)]));
  const cardsOf = (list: RecipeSummary[]) =>
    list.flatMap((summary) => {
      const card = cards.get(summary.id);
      return card ? [card] : [];
    });
  return {
    snapshot: {
      ...snapshot,
      site: { ...snapshot.site, featuredRecipes: cardsOf(snapshot.site.featuredRecipes) },
      recipes,
      recipeSummaries: cardsOf(snapshot.recipeSummaries),
      collections: snapshot.collections.map((collection) => {
        const kept = cardsOf(collection.recipes);
        return { ...collection, recipes: kept, recipeCount: kept.length };
      }),
      unrenderable: [],
    },
    failedRecipes,
    previousVersions,
  };
}
