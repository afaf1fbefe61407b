import type { PublicIngredient } from '../schemas/unit.ts';
import { convertTemperature } from '../units/convert-temperature.ts';
import { convertAmount } from '../units/convert-units.ts';
import { displayAmount, displayCount, type DisplayedAmount, type UnitLike } from '../units/display-amount.ts';
import { isTemperatureUnit } from '../units/unit-factors.ts';
import { measurementScales } from '../units/unit-kind.ts';
import { recipeView, type RecipeView } from './recipe-view.ts';
import { roundCount } from './scale.ts';

export type AmountIngredient = Pick<
  PublicIngredient,
  'gramsPerLiter' | 'defaultMetricMeasurementMethod' | 'defaultImperialMeasurementMethod'
> | null;

/**
 * One amount of a recipe as the reader sees it in their view: scaled by the servings multiplier
 * (unless `scales` is false), converted to their system and displayed (`displayAmount`).
 * Temperatures are converted, never scaled; counted items (no unit) scale to readable halves.
 */
export function viewAmount(
  quantity: number,
  unit: UnitLike | undefined,
  ingredient: AmountIngredient,
  view: RecipeView,
  scales = true,
): DisplayedAmount {
  const multiplier = scales ? view.multiplier : 1;
  if (!unit) return displayCount(multiplier === 1 ? quantity : roundCount(quantity * multiplier));
  if (isTemperatureUnit(unit.title)) {
    const converted = convertTemperature(quantity, unit.title, view.temperatureSystem);
    return displayAmount({ quantity: converted.degrees, unitTitle: converted.unitTitle }, unit);
  }
  return displayAmount(
    convertAmount(
      { quantity: quantity * multiplier, unitTitle: unit.title },
      ingredient,
      view.measurementSystem,
    ),
    unit,
  );
}

/**
 * "350°F", "1½ cups", "175°C": a measurement node of rich text in a view. It scales when its
 * `scales` flag says so, else by its unit's kind (decision 005); an unknown unit reads as a count.
 */
export function formatMeasurement(
  node: { quantity: number; scales?: boolean },
  unit: UnitLike | undefined,
  view: Partial<RecipeView> = {},
): string {
  const scales = measurementScales(node.scales, unit?.title);
  return viewAmount(node.quantity, unit, null, recipeView(view), scales).text;
}
