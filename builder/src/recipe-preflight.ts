import { ingredientPhrase } from '@larder/shared/recipe/ingredient-line';
import { SERVING_MULTIPLIERS } from '@larder/shared/recipe/scale';
import { stepTextResolver } from '@larder/shared/recipe/step-text';
import { renderRichTextHtml } from '@larder/shared/rich-text/render-html';
import { jsonShapeProblem, LIMITS } from '@larder/shared/schemas/bounds';
import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import type { PublicRecipe } from '@larder/shared/schemas/recipe-public';
import { recipeJsonLd } from '@larder/shared/structured-data/recipe-jsonld';

/**
 * Runs the work a recipe page does with the recipe's content (rich text, every amount in every
 * view, structured data) before Astro does, and says what failed, or null. A recipe that fails
 * here is kept at its last good version or left out, and the rest of the kitchen still builds.
 */
export function recipeRenderProblem(
  recipe: PublicRecipe,
  snapshot: Pick<KitchenSnapshot, 'site' | 'units' | 'deployment'>,
): string | null {
  const shape = jsonShapeProblem(recipe, { depth: LIMITS.jsonDepth, nodes: LIMITS.jsonNodes }, 'The recipe');
  if (shape) return shape;
  try {
    const usages = recipe.ingredientUsageGroups.flatMap((group) => group.ingredientUsages);
    const steps = recipe.instructionGroups.flatMap((group) => group.instructions);
    for (const measurementSystem of ['imperial', 'metric'] as const) {
      for (const multiplier of SERVING_MULTIPLIERS) {
        const view = { multiplier, measurementSystem, temperatureSystem: 'fahrenheit' as const };
        const resolve = stepTextResolver(recipe, snapshot.units, view);
        for (const usage of usages) ingredientPhrase(usage, view);
        for (const richText of [recipe.description, recipe.storyExcerpt, recipe.storyMore, recipe.note])
          renderRichTextHtml(richText, resolve);
        for (const step of steps) renderRichTextHtml(step.content, resolve);
      }
    }
    const origin = snapshot.deployment.origin;
    recipeJsonLd({
      recipe,
      site: snapshot.site,
      units: snapshot.units,
      pageUrl: `${origin}/recipes/${recipe.slug}`,
      origin,
    });
    JSON.stringify(recipe);
    return null;
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}
