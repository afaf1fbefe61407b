import { firstRangeIn } from './amount-text.ts';
import { cleanText } from './clean-text.ts';

export interface ReadYield {
  /** As the source wrote it, the most telling form when it gave several: "4-6 servings". */
  text: string | null;
  /** The number of servings, the lower end of a range: "Makes 24 cookies" → 24. */
  servings: number | null;
}

/** Servings above this are not servings (a year, a phone number): they are left unread. */
const MAX_SERVINGS = 10_000;

/**
 * A schema.org `recipeYield` in any of its shapes: 12, "4-6 servings", ["4", "4 servings"],
 * "Makes 24 cookies", "Serves 4 to 6".
 */
export function parseYield(value: unknown): ReadYield {
  const texts = (Array.isArray(value) ? (value as unknown[]) : [value])
    .map((item) => (typeof item === 'number' && Number.isFinite(item) ? String(item) : item))
    .filter((item): item is string => typeof item === 'string')
    .map((text) => cleanText(text))
    .filter(Boolean);
  if (texts.length === 0) return { text: null, servings: null };
  // ["4", "4 servings"]: the one with words says more.
  const text = texts.find((item) => /\p{L}/u.test(item)) ?? texts[0]!;
  for (const candidate of [texts[0]!, text]) {
    const range = firstRangeIn(candidate);
    if (range && range.min > 0 && range.min <= MAX_SERVINGS) return { text, servings: range.min };
  }
  return { text, servings: null };
}
