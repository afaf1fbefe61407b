import { formatQuantity } from '../format/quantity.ts';
import { richTextToPlainText } from '../rich-text/plain-text.ts';
import type { PublicIngredientUsage } from '../schemas/recipe-public.ts';
import type { PublicUnit } from '../schemas/unit.ts';

/**
 * The unit as written after a quantity: the plural title above 1, decided on the quantity as
 * displayed (1.02 cups reads "1 cup"), degree signs for temperatures.
 */
export function unitLabel(unit: PublicUnit, quantity: number): string {
  if (unit.title === 'fahrenheit' || unit.title === 'celsius') return unit.abbreviation ?? unit.title;
  return quantity > 1 && formatQuantity(quantity, unit.title) !== '1' ? unit.pluralTitle : unit.title;
}

/** "350°F", "1 ½ cups": a measurement as shown in step text. */
export function formatMeasurement(quantity: number, unit: PublicUnit | undefined): string {
  if (!unit) return formatQuantity(quantity, null);
  const amount = formatQuantity(quantity, unit.title);
  return unit.title === 'fahrenheit' || unit.title === 'celsius'
    ? `${amount}${unitLabel(unit, quantity)}`
    : `${amount} ${unitLabel(unit, quantity)}`;
}

export function ingredientTitle(usage: PublicIngredientUsage): string {
  return usage.ingredientTitleOverride ?? usage.ingredient?.title ?? '';
}

/** The amount part of an ingredient line ("2–3", "1 ½ cups"), empty when there is no quantity. */
export function ingredientAmount(usage: PublicIngredientUsage, multiplier = 1): string {
  if (usage.quantityMin === null) return '';
  const min = usage.quantityMin * multiplier;
  const max = usage.quantityMax !== null ? usage.quantityMax * multiplier : null;
  const unitTitle = usage.unit?.title ?? null;
  const amount =
    max !== null && max !== min
      ? `${formatQuantity(min, unitTitle)}–${formatQuantity(max, unitTitle)}`
      : formatQuantity(min, unitTitle);
  return usage.unit ? `${amount} ${unitLabel(usage.unit, max ?? min)}` : amount;
}

/** One ingredient as a single line of text, as in recipe structured data ("2 cups flour, sifted"). */
export function ingredientLine(usage: PublicIngredientUsage, multiplier = 1): string {
  const preparation = richTextToPlainText(usage.preparation).trim();
  return (
    [ingredientAmount(usage, multiplier), ingredientTitle(usage)].filter(Boolean).join(' ') +
    (preparation ? `, ${preparation}` : '')
  );
}

export function isEmptyUsage(usage: PublicIngredientUsage): boolean {
  return ingredientTitle(usage).trim() === '' && usage.quantityMin === null;
}
