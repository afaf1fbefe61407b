const FRACTIONS: [number, string][] = [
  [0, ''],
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [1, ''],
];

/**
 * A quantity for a cook to read: the whole part plus the nearest of eighth, quarter, third, half,
 * two-thirds or three-quarters (spec §5), e.g. 2.25 → "2 ¼", 0.33 → "⅓".
 */
export function formatFraction(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  let whole = Math.floor(value);
  const rest = value - whole;
  let best = FRACTIONS[0]!;
  for (const candidate of FRACTIONS)
    if (Math.abs(candidate[0] - rest) < Math.abs(best[0] - rest)) best = candidate;
  if (best[0] === 1) whole += 1;
  if (whole === 0) return best[1] || '0';
  return best[1] ? `${whole} ${best[1]}` : String(whole);
}

/** Metric quantities read as decimals: whole numbers from 10 up, else one decimal at most. */
export function formatDecimal(value: number): string {
  if (value >= 10) return String(Math.round(value));
  return String(Math.round(value * 10) / 10);
}

const DECIMAL_UNITS = new Set(['gram', 'kilogram', 'milliliter', 'liter', 'fahrenheit', 'celsius']);

/** Formats a quantity the way its unit is usually written: grams as decimals, cups as fractions. */
export function formatQuantity(value: number, unitTitle: string | null | undefined): string {
  return unitTitle && DECIMAL_UNITS.has(unitTitle) ? formatDecimal(value) : formatFraction(value);
}
