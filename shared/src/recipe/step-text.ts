import type { InlineTextResolver } from '../rich-text/plain-text.ts';
import type { PublicRecipe } from '../schemas/recipe-public.ts';
import type { PublicUnit } from '../schemas/unit.ts';
import { formatMeasurement, ingredientLine } from './ingredient-line.ts';

/**
 * How measurements and ingredient references in a recipe's rich text read at a given scale:
 * "{350 fahrenheit}" → "350°F", "{@flour}" → "2 cups all-purpose flour".
 */
export function stepTextResolver(
  recipe: Pick<PublicRecipe, 'ingredientUsageGroups'>,
  units: PublicUnit[],
  multiplier = 1,
): InlineTextResolver {
  const unitById = new Map(units.map((unit) => [unit.id, unit]));
  const usageById = new Map(
    recipe.ingredientUsageGroups.flatMap((group) => group.ingredientUsages).map((usage) => [usage.id, usage]),
  );
  return {
    measurement: (node) => {
      const unit = unitById.get(node.unitId);
      const isTemperature = unit?.title === 'fahrenheit' || unit?.title === 'celsius';
      return formatMeasurement(isTemperature ? node.quantity : node.quantity * multiplier, unit);
    },
    ingredientReference: (node) => {
      const usage = usageById.get(node.ingredientUsageId);
      return usage ? ingredientLine(usage, multiplier) : '';
    },
  };
}
