import type { InlineTextResolver } from '../rich-text/plain-text.ts';
import type { PublicRecipe } from '../schemas/recipe-public.ts';
import type { PublicUnit } from '../schemas/unit.ts';
import { formatMeasurement, ingredientAmount, ingredientTitle } from './ingredient-line.ts';
import type { RecipeView } from './recipe-view.ts';

/**
 * How measurements and ingredient references in a recipe's rich text read for a view, in step with
 * the ingredient list: "{350 fahrenheit}" → "175°C" in celsius, "{@flour}" → "4 ½ cups all-purpose
 * flour" at 2×. Temperatures are converted, never scaled.
 */
export function stepTextResolver(
  recipe: Pick<PublicRecipe, 'ingredientUsageGroups'>,
  units: PublicUnit[],
  view: Partial<RecipeView> = {},
): InlineTextResolver {
  const unitById = new Map(units.map((unit) => [unit.id, unit]));
  const usageById = new Map(
    recipe.ingredientUsageGroups.flatMap((group) => group.ingredientUsages).map((usage) => [usage.id, usage]),
  );
  return {
    measurement: (node) => formatMeasurement(node.quantity, unitById.get(node.unitId), view),
    ingredientReference: (node) => {
      const usage = usageById.get(node.ingredientUsageId);
      return usage ? [ingredientAmount(usage, view), ingredientTitle(usage)].filter(Boolean).join(' ') : '';
    },
  };
}
