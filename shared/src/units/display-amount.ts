import { displayedValue, formatQuantity } from '../format/quantity.ts';
import type { PublicUnit } from '../schemas/unit.ts';
import type { Amount } from './convert-units.ts';
import { unitNames } from './unit-catalogue.ts';
import { isTemperatureUnit } from './unit-factors.ts';

export type UnitLike = Pick<PublicUnit, 'title' | 'pluralTitle' | 'abbreviation'>;

/** An amount as a reader sees it. */
export interface DisplayedAmount {
  /** The number the text shows: 1.25 for "1¼ liters", 750 for "750 grams". */
  value: number;
  /** The unit shown, null for a counted item ("3 eggs"). */
  unitTitle: string | null;
  /** "1¼", "750", "350". */
  quantityText: string;
  /** "liters", "gram", "°F"; empty for a counted item. */
  unitText: string;
  /** "1¼ liters", "350°F", "3". */
  text: string;
}

/**
 * Metric pairs that switch to the larger unit at 1000 (spec §9), decided on the value shown in the
 * smaller unit, so 999.7 g reads "1 kilogram" rather than "1000 grams".
 */
const METRIC_PAIRS: Record<string, { small: string; large: string; factor: number }> = {
  gram: { small: 'gram', large: 'kilogram', factor: 1 },
  kilogram: { small: 'gram', large: 'kilogram', factor: 1000 },
  milliliter: { small: 'milliliter', large: 'liter', factor: 1 },
  liter: { small: 'milliliter', large: 'liter', factor: 1000 },
};

function normaliseMetric(amount: Amount): Amount {
  const pair = METRIC_PAIRS[amount.unitTitle];
  if (!pair) return amount;
  const small = amount.quantity * pair.factor;
  return displayedValue(small) >= 1000
    ? { quantity: small / 1000, unitTitle: pair.large }
    : { quantity: small, unitTitle: pair.small };
}

/** The names of a unit: the recipe's own unit when it is the one shown, else the platform catalogue. */
function namesFor(unitTitle: string, original: UnitLike | undefined): UnitLike {
  if (original?.title === unitTitle) return original;
  return unitNames(unitTitle) ?? { title: unitTitle, pluralTitle: unitTitle, abbreviation: null };
}

/**
 * The unit as written after a shown value: the plural title when the value shown is more than 1
 * ("1 cup", "1¼ cups", "½ cup"), degree signs for temperatures.
 */
export function unitText(unit: UnitLike, shownValue: number): string {
  if (isTemperatureUnit(unit.title)) return unit.abbreviation ?? unit.title;
  return shownValue > 1 ? unit.pluralTitle : unit.title;
}

/**
 * How an amount reads, once scaled and converted to the reader's system. Every quantity shows the
 * nearest of the spec's fractions, whole numbers above 25 (`formatQuantity`); grams and
 * milliliters switch to kilograms and liters at 1000 as shown, and kilograms and liters under 1 go
 * back to grams and milliliters, whichever system the amount was entered in. Temperatures show
 * whole degrees. `unit` supplies the names of the recipe's own unit when it is the one shown.
 */
export function displayAmount(amount: Amount, unit?: UnitLike): DisplayedAmount {
  if (isTemperatureUnit(amount.unitTitle)) {
    const names = namesFor(amount.unitTitle, unit);
    const value = Math.round(amount.quantity);
    const text = unitText(names, value);
    return {
      value,
      unitTitle: names.title,
      quantityText: String(value),
      unitText: text,
      text: `${value}${text}`,
    };
  }
  const normalised = normaliseMetric(amount);
  const names = namesFor(normalised.unitTitle, unit);
  const value = displayedValue(normalised.quantity);
  const quantityText = formatQuantity(normalised.quantity);
  const text = unitText(names, value);
  return { value, unitTitle: names.title, quantityText, unitText: text, text: `${quantityText} ${text}` };
}

/** How a counted item's amount reads ("3", "½", "1½"): no unit, the same fractions as any amount. */
export function displayCount(quantity: number): DisplayedAmount {
  const quantityText = formatQuantity(quantity);
  return {
    value: displayedValue(quantity),
    unitTitle: null,
    quantityText,
    unitText: '',
    text: quantityText,
  };
}
