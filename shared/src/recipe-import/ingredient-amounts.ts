import { G_PER, ML_PER } from '../units/unit-factors.ts';
import { readRangeAt } from './amount-text.ts';
import { readUnitAt } from './unit-words.ts';

/** An amount as an ingredient line states it; a range has both ends, a single amount only `quantityMin`. */
export interface Amount {
  quantityMin: number | null;
  quantityMax: number | null;
  unit: string | null;
}

export interface MeasureMatch extends Amount {
  start: number;
  end: number;
  /** Where the number ends (before its unit). */
  numberEnd: number;
}

const ML_PER_EXTRA: Readonly<Record<string, number>> = {
  // British recipes (the BBC's "570ml/1 pint") mean the imperial pint.
  pint: 568.261,
  centiliter: 10,
  deciliter: 100,
  dessertspoon: 10,
};
const G_PER_EXTRA: Readonly<Record<string, number>> = { milligram: 0.001 };
const METRIC = new Set(['gram', 'kilogram', 'milligram', 'milliliter', 'liter', 'centiliter', 'deciliter']);

/** An amount's size in milliliters or grams, or null for counts, temperatures and lengths. */
function inBase(quantity: number, unit: string | null): { kind: 'volume' | 'weight'; value: number } | null {
  if (unit === null) return null;
  const ml = (ML_PER as Record<string, number>)[unit] ?? ML_PER_EXTRA[unit];
  if (ml !== undefined) return { kind: 'volume', value: quantity * ml };
  const g = (G_PER as Record<string, number>)[unit] ?? G_PER_EXTRA[unit];
  return g === undefined ? null : { kind: 'weight', value: quantity * g };
}

const SPACE = /[ \u00a0]/;
const PLUS = /[ \u00a0]*(?:\+|plus|and)[ \u00a0]*/iy;
const RANGE_DASH = /[ \u00a0]*(?:-|–|—|to)[ \u00a0]*/y;

function skipSpace(text: string, at: number): number {
  let index = at;
  while (index < text.length && index - at < 2 && SPACE.test(text[index]!)) index += 1;
  return index;
}

/**
 * A number or range at `index`, then its unit if one follows: joined ("25g"), hyphenated
 * ("6-inch") or after a space ("2 cups"). Compound amounts ("3lb 5oz", "1 cup + 2 tbsp") become
 * one, and a range with the unit at both ends ("200g-250g") one range.
 */
export function readMeasureAt(text: string, index: number): MeasureMatch | null {
  const range = readRangeAt(text, index);
  if (!range) return null;
  let at = range.end;
  const hyphen = text[at] === '-';
  at = hyphen ? at + 1 : skipSpace(text, at);
  const unit = readUnitAt(text, at, at === range.end || hyphen);
  const numberEnd = range.end;
  if (!unit)
    return {
      quantityMin: range.min,
      quantityMax: range.max,
      unit: null,
      start: index,
      end: numberEnd,
      numberEnd,
    };
  const measure: MeasureMatch = {
    quantityMin: range.min,
    quantityMax: range.max,
    unit: unit.title,
    start: index,
    end: unit.end,
    numberEnd,
  };
  return unitRange(text, foldCompound(text, measure));
}

/** "¼pint-½pint", "200g-250g", "12oz-1lb": a range with the unit written at both ends. */
function unitRange(text: string, measure: MeasureMatch): MeasureMatch {
  if (measure.quantityMax !== null || measure.quantityMin === null) return measure;
  RANGE_DASH.lastIndex = measure.end;
  if (!RANGE_DASH.exec(text)) return measure;
  const upper = readRangeAt(text, RANGE_DASH.lastIndex);
  if (!upper || upper.max !== null) return measure;
  const at = skipSpace(text, upper.end);
  const unit = readUnitAt(text, at, at === upper.end);
  if (!unit) return measure;
  const to = foldCompound(text, { ...measure, quantityMin: upper.min, unit: unit.title, end: unit.end });
  if (to.unit === measure.unit) return { ...measure, quantityMax: to.quantityMin, end: to.end };
  const from = inBase(1, measure.unit);
  const value = inBase(to.quantityMin!, to.unit);
  if (!from || !value || from.kind !== value.kind) return measure;
  return { ...measure, quantityMax: value.value / from.value, end: to.end };
}

/**
 * "3lb 5oz" (53 ounces), "1 pint 5fl oz", "1kg 200g": a larger and a smaller unit of one system
 * and kind, summed in the smaller one. "1 cup + 2 tbsp" and "1 cup plus 2 tablespoons": summed in
 * the first unit, whatever their sizes.
 */
function foldCompound(text: string, measure: MeasureMatch): MeasureMatch {
  if (measure.quantityMax !== null || measure.quantityMin === null) return measure;
  PLUS.lastIndex = measure.end;
  const plus = PLUS.exec(text) !== null;
  const next = readRangeAt(text, plus ? PLUS.lastIndex : skipSpace(text, measure.end));
  if (!next || next.max !== null) return measure;
  const at = skipSpace(text, next.end);
  const unit = readUnitAt(text, at, at === next.end);
  if (!unit || unit.title === measure.unit) return measure;
  const first = inBase(1, measure.unit);
  const second = inBase(1, unit.title);
  if (!first || !second || first.kind !== second.kind) return measure;
  if (plus) {
    const total = measure.quantityMin + (next.min * second.value) / first.value;
    return { ...measure, quantityMin: Math.round(total * 1000) / 1000, end: unit.end };
  }
  const sameSystem = METRIC.has(measure.unit!) === METRIC.has(unit.title);
  if (!sameSystem || second.value >= first.value) return measure;
  const total = (measure.quantityMin * first.value) / second.value + next.min;
  return { ...measure, quantityMin: Math.round(total * 1000) / 1000, unit: unit.title, end: unit.end };
}

const QUALIFIER =
  /^(?:about|approx\.?|approximately|around|roughly|generous|scant|heaped|level|a\s+good|good|at\s+least|up\s+to|over|under|~|≈|c\.|ca\.?|abt\.?|=)\s*/i;
/** Between listed amounts: "or", "|", ";", a comma, or a slash that is not a fraction's. */
const LIST_SEPARATOR = /\s*(?:(?<!\d)\/|\/(?!\d)|\||;|,|\bor\b|=|\band\b)\s*/i;

/**
 * The amounts of a parenthetical or a tail such as "125g or 1/2 cup", "6.3oz | 180g", "about 1
 * pound", each with a unit, or null when anything else is written there.
 */
export function amountList(text: string): Amount[] | null {
  const parts = text.trim().split(LIST_SEPARATOR);
  const amounts: Amount[] = [];
  for (const part of parts) {
    let rest = part.trim();
    for (let previous = ''; previous !== rest;) {
      previous = rest;
      rest = rest.replace(QUALIFIER, '');
    }
    rest = rest.replace(/\s+(?:each|total|in total|weight|net|drained)$/i, '');
    if (rest === '') continue;
    const measure = readMeasureAt(rest, 0);
    if (!measure?.unit || measure.end !== rest.replace(/[.\s]+$/, '').length) return null;
    amounts.push({ quantityMin: measure.quantityMin, quantityMax: measure.quantityMax, unit: measure.unit });
  }
  return amounts.length > 0 ? amounts : null;
}

const SLASH = /[ \u00a0]*[/|][ \u00a0]*/y;
const JOINED_NEXT = /[ \u00a0]?(?=[\d½⅓⅔¼¾⅛])/y;
const PAREN = /[ \u00a0]*,?[ \u00a0]*\(([^()]{1,120})\)/y;

/**
 * Further amounts written right after the first one: "25g/1oz", "200ml7fl oz", "400g 14oz",
 * "2 tbsp (30 ml)", "4 oz. butter, (125g or 1/2 cup)" stops before "butter". Returns them and
 * where they end.
 */
export function readAlternativesAt(text: string, index: number): { alternatives: Amount[]; end: number } {
  const alternatives: Amount[] = [];
  let end = index;
  for (;;) {
    SLASH.lastIndex = end;
    JOINED_NEXT.lastIndex = end;
    const slashed = SLASH.exec(text) !== null;
    const slash = slashed ? SLASH.lastIndex : JOINED_NEXT.exec(text) ? JOINED_NEXT.lastIndex : -1;
    if (slash >= 0) {
      const measure = readMeasureAt(text, slash);
      // "200g/7¼ yoghurt": an amount whose unit was left out is kept all the same.
      if (measure && (measure.unit || slashed)) {
        alternatives.push({
          quantityMin: measure.quantityMin,
          quantityMax: measure.quantityMax,
          unit: measure.unit,
        });
        end = measure.end;
        continue;
      }
      const unit = slashed ? readUnitAt(text, slash, true) : null;
      if (unit) {
        alternatives.push({ quantityMin: null, quantityMax: null, unit: unit.title });
        end = unit.end;
        continue;
      }
    }
    PAREN.lastIndex = end;
    const paren = PAREN.exec(text);
    const listed = paren ? amountList(paren[1]!) : null;
    if (paren && listed) {
      alternatives.push(...listed);
      end = PAREN.lastIndex;
      continue;
    }
    return { alternatives, end };
  }
}

/**
 * Whether amounts meant as the same quantity disagree by more than 60% (the rounding of small
 * conversions, "10g/½oz", stays within it). Amounts of different kinds (weight against volume)
 * or of counts cannot be compared, and do not disagree.
 */
export function amountsDisagree(first: Amount, others: Amount[]): boolean {
  if (first.quantityMin === null) return false;
  const base = inBase(first.quantityMin, first.unit);
  if (!base || base.value === 0) return false;
  return others.some((other) => {
    if (other.quantityMin === null) return other.unit !== null && first.unit !== null;
    const value = inBase(other.quantityMin, other.unit);
    if (!value || value.kind !== base.kind) return false;
    const ratio = value.value / base.value;
    return ratio > 1.6 || ratio < 1 / 1.6;
  });
}
