import { formatQuantity } from '../format/quantity.ts';
import { richTextToPlainText } from '../rich-text/plain-text.ts';
import type { PublicIngredientUsage } from '../schemas/recipe-public.ts';
import type { PublicIngredient, PublicUnit } from '../schemas/unit.ts';
import { convertTemperature } from '../units/convert-temperature.ts';
import { convertAmount, type Amount } from '../units/convert-units.ts';
import { isTemperatureUnit } from '../units/unit-factors.ts';
import { unitNames } from '../units/unit-catalogue.ts';
import { recipeView, type RecipeView } from './recipe-view.ts';
import { roundCount } from './scale.ts';

type UnitLike = Pick<PublicUnit, 'title' | 'pluralTitle' | 'abbreviation'>;

/**
 * The unit as written after a quantity: the plural title above 1, decided on the quantity as
 * displayed (1.02 cups reads "1 cup"), degree signs for temperatures.
 */
export function unitLabel(unit: UnitLike, quantity: number): string {
  if (isTemperatureUnit(unit.title)) return unit.abbreviation ?? unit.title;
  return quantity > 1 && formatQuantity(quantity, unit.title) !== '1' ? unit.pluralTitle : unit.title;
}

function namesFor(unitTitle: string, original: UnitLike | undefined): UnitLike {
  if (original?.title === unitTitle) return original;
  return unitNames(unitTitle) ?? { title: unitTitle, pluralTitle: unitTitle, abbreviation: null };
}

function formatAmount(amount: Amount, original: UnitLike | undefined): string {
  const unit = namesFor(amount.unitTitle, original);
  const quantity = formatQuantity(amount.quantity, unit.title);
  return isTemperatureUnit(unit.title)
    ? `${quantity}${unitLabel(unit, amount.quantity)}`
    : `${quantity} ${unitLabel(unit, amount.quantity)}`;
}

/**
 * Scales and converts one amount for a view. Temperatures are converted but never scaled;
 * counted items (no unit) are scaled and rounded to readable halves.
 */
export function viewAmount(
  quantity: number,
  unit: UnitLike | undefined,
  ingredient: Pick<
    PublicIngredient,
    'gramsPerLiter' | 'defaultMetricMeasurementMethod' | 'defaultImperialMeasurementMethod'
  > | null,
  view: RecipeView,
): Amount | number {
  if (!unit) return view.multiplier === 1 ? quantity : roundCount(quantity * view.multiplier);
  if (isTemperatureUnit(unit.title)) {
    const converted = convertTemperature(quantity, unit.title, view.temperatureSystem);
    return { quantity: converted.degrees, unitTitle: converted.unitTitle };
  }
  return convertAmount(
    { quantity: quantity * view.multiplier, unitTitle: unit.title },
    ingredient,
    view.measurementSystem,
  );
}

/** "350°F", "1 ½ cups", "175°C": a measurement node of step text, scaled and converted. */
export function formatMeasurement(
  quantity: number,
  unit: UnitLike | undefined,
  view: Partial<RecipeView> = {},
): string {
  const amount = viewAmount(quantity, unit, null, recipeView(view));
  return typeof amount === 'number' ? formatQuantity(amount, null) : formatAmount(amount, unit);
}

export function ingredientTitle(usage: PublicIngredientUsage): string {
  return usage.ingredientTitleOverride ?? usage.ingredient?.title ?? '';
}

/** The amount part of an ingredient line ("2–3", "1 ½ cups", "150 grams"), empty without a quantity. */
export function ingredientAmount(usage: PublicIngredientUsage, view: Partial<RecipeView> = {}): string {
  if (usage.quantityMin === null) return '';
  const settings = recipeView(view);
  const unit = usage.unit ?? undefined;
  const min = viewAmount(usage.quantityMin, unit, usage.ingredient, settings);
  const max =
    usage.quantityMax !== null && usage.quantityMax !== usage.quantityMin
      ? viewAmount(usage.quantityMax, unit, usage.ingredient, settings)
      : null;
  if (typeof min === 'number') {
    return max === null
      ? formatQuantity(min, null)
      : `${formatQuantity(min, null)}–${formatQuantity(max as number, null)}`;
  }
  if (max === null || typeof max === 'number') return formatAmount(min, unit);
  if (max.unitTitle !== min.unitTitle) return `${formatAmount(min, unit)}–${formatAmount(max, unit)}`;
  const names = namesFor(max.unitTitle, unit);
  return `${formatQuantity(min.quantity, names.title)}–${formatAmount(max, unit)}`;
}

/** One ingredient as a single line of text, as in recipe structured data ("2 cups flour, sifted"). */
export function ingredientLine(usage: PublicIngredientUsage, view: Partial<RecipeView> = {}): string {
  const preparation = richTextToPlainText(usage.preparation).trim();
  return (
    [ingredientAmount(usage, view), ingredientTitle(usage)].filter(Boolean).join(' ') +
    (preparation ? `, ${preparation}` : '')
  );
}

export function isEmptyUsage(usage: PublicIngredientUsage): boolean {
  return ingredientTitle(usage).trim() === '' && usage.quantityMin === null;
}
