/**
 * Amounts as a creator types them in the recipe editor: "2", "1.5", "1 1/2", "1½", "⅓", "2-3",
 * "2–3" or "2 to 3". Read into a minimum and a maximum, and written back the same way.
 */
const VULGAR: Record<string, number> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};

function readOne(text: string): number | null {
  const spaced = text
    .trim()
    .replace(/,(?=\d)/g, '.')
    .replace(/(\d)([½⅓⅔¼¾⅕⅛⅜⅝⅞])/g, '$1 $2');
  if (!spaced) return null;
  let total = 0;
  for (const part of spaced.split(/\s+/)) {
    let value: number;
    if (VULGAR[part] !== undefined) value = VULGAR[part];
    else if (/^\d+\/\d+$/.test(part)) {
      const [top, bottom] = part.split('/').map(Number) as [number, number];
      if (bottom === 0) return null;
      value = top / bottom;
    } else if (/^\d+(\.\d+)?$|^\.\d+$/.test(part)) value = Number(part);
    else return null;
    total += value;
  }
  return Number.isFinite(total) ? total : null;
}

/** `{ min, max }` (max null for a single amount), null for blank, 'invalid' for anything else. */
export function parseQuantityText(text: string): { min: number; max: number | null } | null | 'invalid' {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (trimmed.length > 40) return 'invalid';
  const range = /^(.+?)\s*(?:-|–|—|to)\s*(.+)$/.exec(trimmed);
  if (range) {
    const min = readOne(range[1]!);
    const max = readOne(range[2]!);
    if (min === null || max === null || max < min) return 'invalid';
    return { min, max: max === min ? null : max };
  }
  const one = readOne(trimmed);
  return one === null ? 'invalid' : { min: one, max: null };
}

const SHOWN: [number, string][] = [
  [1 / 8, '1/8'],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [3 / 8, '3/8'],
  [1 / 2, '1/2'],
  [5 / 8, '5/8'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
  [7 / 8, '7/8'],
];

function writeOne(value: number): string {
  const whole = Math.floor(value);
  const rest = value - whole;
  if (rest < 1e-6) return String(whole);
  const fraction = SHOWN.find(([part]) => Math.abs(part - rest) < 1e-3);
  if (!fraction) return String(Number(value.toFixed(3)));
  return whole ? `${whole} ${fraction[1]}` : fraction[1];
}

/** The text of an amount as the editor shows it: "1 1/2", "2-3", "" for none. */
export function formatQuantityText(min: number | null | undefined, max: number | null | undefined): string {
  if (min === null || min === undefined) return '';
  return max !== null && max !== undefined && max !== min
    ? `${writeOne(min)}-${writeOne(max)}`
    : writeOne(min);
}
