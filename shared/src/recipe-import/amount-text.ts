/**
 * Numbers as recipes print them: "2", "1.5", "1/2", "1 1/2", "1-1/2", "1½", "½", "⅔", and ranges
 * of them ("2-3", "2 – 3", "2 to 3", "1 or 2"). Shared by the ingredient-line parser, the
 * measurement finder and the yield and time readers, so all of them read numbers alike.
 */

const VULGAR: Readonly<Record<string, number>> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅐': 1 / 7,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
  '⅑': 1 / 9,
  '⅒': 1 / 10,
};
const V = Object.keys(VULGAR).join('');

/**
 * One number, longest form first. Digits are capped in length so a run of a million digits
 * costs no more than a short one.
 */
export const NUMBER_SOURCE =
  `(?:\\d{1,7}(?:\\.\\d{1,4})?[ \\u00a0]?[${V}]` +
  `|\\d{1,7}(?:[ \\u00a0]+|-)\\d{1,3}[/⁄]\\d{1,3}(?![\\d/⁄])` +
  `|\\d{1,4}[/⁄]\\d{1,4}(?![\\d/⁄])` +
  `|[${V}]` +
  `|\\d{0,7}\\.\\d{1,4}` +
  `|\\d{1,7}(?:,\\d{3})+(?![\\d,])` +
  `|\\d{1,7})`;

/** Between the ends of a range: dashes, "to", "or", "~". */
export const RANGE_SEPARATOR_SOURCE = '(?:\\s*[-–—~]\\s*|\\s+(?:to|or|-)\\s+)';

const NUMBER_AT = new RegExp(NUMBER_SOURCE, 'y');
const RANGE_AT = new RegExp(`(${NUMBER_SOURCE})(?:${RANGE_SEPARATOR_SOURCE}(${NUMBER_SOURCE}))?`, 'y');

/** The value of one number as matched by `NUMBER_SOURCE`, or null if it is not one. */
export function numberValue(text: string): number | null {
  const trimmed = text.trim().replace(/\u00a0/g, ' ');
  const vulgar = /^(\d+(?:\.\d+)?)?\s?(.)$/u.exec(trimmed);
  if (vulgar && vulgar[2]! in VULGAR) return (vulgar[1] ? Number(vulgar[1]) : 0) + VULGAR[vulgar[2]!]!;
  const mixed = /^(\d+)(?:\s+|-)(\d+)[/⁄](\d+)$/.exec(trimmed);
  if (mixed) {
    const [whole, top, bottom] = [Number(mixed[1]), Number(mixed[2]), Number(mixed[3])];
    // "1-2/3" with a proper fraction is a mixed number; "3-4/3" is not one.
    return bottom > 0 && top < bottom ? whole + top / bottom : null;
  }
  const fraction = /^(\d+)[/⁄](\d+)$/.exec(trimmed);
  if (fraction) return Number(fraction[2]) > 0 ? Number(fraction[1]) / Number(fraction[2]) : null;
  if (/^\d{1,7}(?:,\d{3})+$/.test(trimmed)) return Number(trimmed.replace(/,/g, ''));
  if (/^\d*\.?\d+$/.test(trimmed)) return Number(trimmed);
  return null;
}

export interface AmountMatch {
  min: number;
  /** The upper end of a range, else null. */
  max: number | null;
  start: number;
  end: number;
}

/** A number or a range of numbers starting exactly at `index`, else null. */
export function readRangeAt(text: string, index: number): AmountMatch | null {
  RANGE_AT.lastIndex = index;
  const match = RANGE_AT.exec(text);
  if (!match) return null;
  const min = numberValue(match[1]!);
  if (min === null) return null;
  const max = match[2] === undefined ? null : numberValue(match[2]);
  if (match[2] !== undefined && max === null) {
    const single = readNumberAt(text, index);
    return single && { min: single.min, max: null, start: index, end: single.end };
  }
  return { min, max: max === min ? null : max, start: index, end: index + match[0].length };
}

/** One number (not a range) starting exactly at `index`, else null. */
export function readNumberAt(text: string, index: number): AmountMatch | null {
  NUMBER_AT.lastIndex = index;
  const match = NUMBER_AT.exec(text);
  if (!match) return null;
  const value = numberValue(match[0]);
  return value === null ? null : { min: value, max: null, start: index, end: index + match[0].length };
}

const WORD_NUMBERS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  half: 0.5,
  'a half': 0.5,
  'one half': 0.5,
  'a quarter': 0.25,
  'a dozen': 12,
  dozen: 12,
  'a couple of': 2,
  'a couple': 2,
  couple: 2,
};
const WORD_NUMBER_AT = new RegExp(
  `(${Object.keys(WORD_NUMBERS)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\\p{L}\\d-])`,
  'iuy',
);

/** A number written as a word ("a", "two", "half", "a dozen") starting exactly at `index`. */
export function readWordNumberAt(text: string, index: number): AmountMatch | null {
  WORD_NUMBER_AT.lastIndex = index;
  const match = WORD_NUMBER_AT.exec(text);
  if (!match) return null;
  return {
    min: WORD_NUMBERS[match[1]!.toLowerCase()]!,
    max: null,
    start: index,
    end: index + match[0].length,
  };
}

/** "12", "4-6", "2 to 3": the first number or range anywhere in `text`, else null. */
export function firstRangeIn(text: string): AmountMatch | null {
  const digit = /[\d½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒]/gu;
  for (let match = digit.exec(text); match; match = digit.exec(text)) {
    if (match.index > 0 && /[\d.]/.test(text[match.index - 1]!)) continue;
    const range = readRangeAt(text, match.index);
    if (range) return range;
  }
  return null;
}
