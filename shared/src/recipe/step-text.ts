import type { InlineTextResolver } from '../rich-text/plain-text.ts';
import type { PublicRecipe } from '../schemas/recipe-public.ts';
import type { PublicUnit } from '../schemas/unit.ts';
import { ingredientPhrase } from './ingredient-line.ts';
import type { RecipeView } from './recipe-view.ts';
import { formatMeasurement } from './view-amount.ts';

/**
 * How measurements and ingredient references in a recipe's rich text read for a view, in step with
 * the ingredient list: "{350 fahrenheit}" → "175°C" in celsius, "{@flour}" → "4½ cups all-purpose
 * flour" at 2×. A reference reads as the usage's whole amount and name, once. Measurements scale
 * as decision 005 says: temperatures and lengths never, others unless marked `scales: false`.
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
    measurement: (node) => formatMeasurement(node, unitById.get(node.unitId), view),
    ingredientReference: (node) => {
      const usage = usageById.get(node.ingredientUsageId);
      return usage ? ingredientPhrase(usage, view) : '';
    },
  };
}
