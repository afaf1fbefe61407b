/** The fractions a quantity may show (spec §5): eighth, quarter, third, half, two-thirds, three-quarters. */
export const DISPLAY_FRACTIONS: readonly (readonly [value: number, glyph: string])[] = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
];

/** Quantities above this show whole numbers (spec §9: "Converted quantities above 25 are rounded"). */
export const WHOLE_NUMBERS_ABOVE = 25;

/**
 * The value a quantity reads as: above 25 the nearest whole number, else the nearest whole number
 * or whole number plus one of the spec's fractions. A positive amount never reads as 0: anything
 * under an eighth shows as ⅛, because "0 teaspoons salt" tells a cook to leave it out.
 */
export function displayedValue(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  if (value > WHOLE_NUMBERS_ABOVE) return Math.round(value);
  const whole = Math.floor(value);
  let best = whole;
  for (const candidate of [...DISPLAY_FRACTIONS.map(([fraction]) => whole + fraction), whole + 1])
    if (Math.abs(candidate - value) < Math.abs(best - value)) best = candidate;
  return best === 0 ? DISPLAY_FRACTIONS[0]![0] : best;
}

function glyphOf(fraction: number): string {
  return DISPLAY_FRACTIONS.find(([value]) => Math.abs(value - fraction) < 1e-9)?.[1] ?? '';
}

/**
 * A quantity for a cook to read, written the way recipe books print it: the whole number with the
 * fraction glyph directly after it ("1¼", "⅓", "2", "26"). No space, so a line never breaks
 * between the two parts and "1 ¼" cannot be misread as two quantities. Every quantity Larder
 * shows (ingredient lines, step text, yields, structured data) is written by this function.
 */
export function formatQuantity(value: number): string {
  const shown = displayedValue(value);
  const whole = Math.floor(shown + 1e-9);
  const glyph = glyphOf(shown - whole);
  if (whole === 0) return glyph || '0';
  return `${whole}${glyph}`;
}

/** Reads a quantity as `formatQuantity` writes it ("1¼" → 1.25, "⅔" → 0.666…); NaN otherwise. */
export function parseQuantity(text: string): number {
  const match = /^(\d*)([⅛¼⅓½⅔¾]?)$/.exec(text);
  if (!match || (!match[1] && !match[2])) return Number.NaN;
  const fraction = DISPLAY_FRACTIONS.find(([, glyph]) => glyph === match[2])?.[0] ?? 0;
  return Number(match[1] || '0') + fraction;
}
