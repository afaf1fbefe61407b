import { pluralPhrase } from '../format/plural-noun.ts';
import { displayedValue, formatQuantity } from '../format/quantity.ts';

/** Serving multipliers offered on a recipe page (spec §9). */
export const SERVING_MULTIPLIERS = [0.5, 1, 2, 3, 4] as const;
export type ServingMultiplier = (typeof SERVING_MULTIPLIERS)[number];

/** The noun phrase in the number of `count` as shown: plural above 1 ("2 loaves", "1½ servings"). */
export function pluralize(phrase: string, count: number): string {
  return displayedValue(count) > 1 ? pluralPhrase(phrase) : phrase;
}

/** "one loaf", "24 cookies", "1½ servings": the yield line after "Makes:" (spec §2). */
export function yieldText(yieldServings: number, servingDescription: string | null, multiplier = 1): string {
  const quantity = yieldServings * multiplier;
  const noun = servingDescription?.trim() || 'serving';
  if (quantity === 1) return `one ${noun}`;
  return `${formatQuantity(quantity)} ${pluralize(noun, quantity)}`;
}

/**
 * Counted items (eggs, cloves, lemons: no unit) never show unreadable fractions: scaled amounts
 * round to the nearest half below 3 and to whole numbers from 3 up, never below one half.
 */
export function roundCount(quantity: number): number {
  if (quantity >= 3) return Math.round(quantity);
  return Math.max(0.5, Math.round(quantity * 2) / 2);
}
