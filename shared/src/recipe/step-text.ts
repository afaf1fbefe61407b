import type { InlineTextResolver } from '../rich-text/plain-text.ts';
import type { RichText } from '../rich-text/rich-text-schema.ts';
import type { PublicIngredientUsageGroup, PublicRecipe } from '../schemas/recipe-public.ts';
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

/**
 * What `stepTextResolver` needs to read `contents` and nothing more: the units their measurements
 * name and the ingredient usages they refer to (in their groups, groups left with none dropped).
 * An island given these reads its rich text exactly as with the recipe's all, and its page does
 * not carry the kitchen's every unit and the recipe's every ingredient in its props again (a
 * recipe page's story island carried 10 KB of them to resolve a handful of nodes).
 */
export function stepTextNeeds(
  contents: readonly (RichText | null | undefined)[],
  recipe: Pick<PublicRecipe, 'ingredientUsageGroups'>,
  units: readonly PublicUnit[],
): { ingredientGroups: PublicIngredientUsageGroup[]; units: PublicUnit[] } {
  const unitIds = new Set<string>();
  const usageIds = new Set<string>();
  const stack: unknown[] = contents.flatMap((content) => content ?? []);
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    if ('type' in node && node.type === 'measurement' && 'unitId' in node) unitIds.add(String(node.unitId));
    if ('type' in node && node.type === 'ingredient-usage-reference' && 'ingredientUsageId' in node)
      usageIds.add(String(node.ingredientUsageId));
    if ('children' in node && Array.isArray(node.children)) stack.push(...(node.children as unknown[]));
  }
  return {
    units: units.filter((unit) => unitIds.has(unit.id)),
    ingredientGroups: recipe.ingredientUsageGroups.flatMap((group) => {
      const ingredientUsages = group.ingredientUsages.filter((usage) => usageIds.has(usage.id));
      return ingredientUsages.length > 0 ? [{ ...group, ingredientUsages }] : [];
    }),
  };
}
