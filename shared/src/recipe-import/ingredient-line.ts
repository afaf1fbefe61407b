/**
 * Reads one printed ingredient line ("1½ tbsp peanut oil", "25g/1oz brown sugar", "2 x 400g tins
 * chopped tomatoes, drained") into amount, unit, size, name, preparation and note.
 *
 * Hand-written rather than built on `parse-ingredient` (jakeboone02, MIT). On the 2,000 labelled
 * BBC lines of the test fixtures, parse-ingredient 3.0.0 reads the first quantity as well as this
 * parser but only 41% of units: it does not split dual amounts ("25g/1oz", "200ml7fl oz"), and has
 * no reading of "x" multipliers, per-item sizes ("1 (15 oz) can"), measure qualifiers ("1 heaped
 * tsp"), temperatures or alternative amounts in parentheses. Each of those would have to re-parse
 * its description, which is a second parser around it; this one covers them in one pass, with no
 * dependency, and reaches the figures `accuracy.test.ts` holds it to.
 *
 * Readings worth knowing:
 * - The first amount is the quantity. Further amounts meant as the same quantity ("25g/1oz",
 *   "2 tbsp (30 ml)", "4 oz. butter, (125g or 1/2 cup)") are kept, in order, as `alternatives`.
 * - "2 x 400g tins tomatoes" is 2 tins, each of `size` "400g"; without a container
 *   ("4 x 150g salmon fillets") it is 4 of no unit, each of size "150g". "1 (15 oz) can" and
 *   "1 2-inch piece" read the same way.
 * - "juice of 1 lemon" is 1 lemon prepared as "juice"; "a pinch of salt" is 1 pinch; "pinch of
 *   salt" is a pinch with no quantity.
 * - Sizes and measure qualifiers ("large", "heaped") go to `size`; vague amounts ("a few") and
 *   "about" go to the note; "or" between names stays in the name ("butter or margarine"), an
 *   alternative with its own amount ("or ½ small red onion") goes to the note.
 */
import { readWordNumberAt } from './amount-text.ts';
import {
  amountList,
  amountsDisagree,
  readAlternativesAt,
  readMeasureAt,
  type Amount,
} from './ingredient-amounts.ts';
import { nameParts } from './ingredient-name-parts.ts';
import { isCountUnit, readSizeAt, readUnitAt, unitTitle, type UnitMatch } from './unit-words.ts';

export { isCatalogueUnit } from './unit-words.ts';
export type { Amount } from './ingredient-amounts.ts';

export interface ParsedIngredientLine {
  raw: string;
  quantityMin: number | null;
  quantityMax: number | null;
  /** A canonical lower-case singular unit title: the catalogue's ("cup", "gram") or a word ("clove"). */
  unit: string | null;
  /** How big each counted thing is, as written: "large", "heaped", "400g", "15 oz". */
  size: string | null;
  ingredient: string;
  preparation: string | null;
  note: string | null;
  /** 'unsure' flags a line a person should look at; plain lines are 'sure'. */
  confidence: 'sure' | 'unsure';
  /** Other amounts the line gives for the same quantity, in the order written. */
  alternatives: Amount[];
}

/** Lines longer than this are not ingredient lines; they are returned whole, flagged. */
const MAX_LINE = 500;

const BULLET = /^[\s•·*▢□☐◻✓✔►▪■●○◦-]+(?=\S)/u;
const APPROXIMATELY =
  /^(about|approx\.?|approximately|around|roughly|up\s+to|at\s+least|~|c\.|ca\.|abt\.?)\s*/i;
const PART_OF =
  /^((?:the\s+)?(?:finely\s+grated\s+|grated\s+|freshly\s+squeezed\s+)?(?:juice|zest|rind|peel|zest\s+and\s+juice|juice\s+and\s+zest|grated\s+zest|seeds?|flesh|pulp|whites?|yolks?)(?:\s+(?:only))?)\s+(?:of|from)\s+/i;
const VAGUE =
  /^(a\s+few|few|several|some|a\s+little|a\s+bit\s+of|a\s+little\s+bit\s+of|lots\s+of|plenty\s+of)\s+/i;
const MULTIPLIER = /\s*[x×]\s*/y;
const PAREN_SIZE = /\s*\(([^()]{1,60})\)/y;
const EACH = /\s*\(([^()]{1,60}\beach)\)/y;
/** Count units that, singular after a quantity above one, name the thing: "8 fillet steaks". */
const ADJUNCT_UNITS = new Set('fillet loaf leaf cube strip stick block sheet ear head'.split(' '));
const POSTFIX_UNIT = /^(.+?)\s+(cloves?|sprigs?|stalks?|bulbs?)$/i;
/** Words that cannot be a name on their own: "15 whole cloves" are cloves, not a unit of "whole". */
const NOT_A_NAME = /^(?:whole|fresh|dried|large|small|medium|few|some|several|extra|more)$/i;

function normalise(raw: string): string {
  return raw
    .slice(0, MAX_LINE + 1)
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/[\u00a0\u2009\u202f\t\r\n]+/g, ' ')
    .replace(BULLET, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const skipSpaces = (text: string, at: number) => {
  let index = at;
  while (text[index] === ' ') index += 1;
  return index;
};

function unitAfter(text: string, at: number): UnitMatch | null {
  return readUnitAt(text, skipSpaces(text, at), false);
}

interface Head {
  amount: Amount | null;
  sizes: string[];
  notes: string[];
  alternatives: Amount[];
  end: number;
}

/** Sizes ("large", "heaped") from `at`, then the unit after them if there is one. */
function sizesThenUnit(text: string, at: number, head: Head, quantity: number | null): UnitMatch | null {
  let index = at;
  for (let count = 0; count < 3; count += 1) {
    const size = readSizeAt(text, skipSpaces(text, index));
    if (!size) break;
    head.sizes.push(size.written);
    index = size.end;
  }
  head.end = index;
  const unit = unitAfter(text, index);
  if (!unit) return null;
  const after = text.slice(unit.end);
  if (!/^\s*\S/.test(after) && quantity !== null) return null;
  if (!countUnitHere(text.slice(unit.start), quantity)) return null;
  // Without a number, a unit must be a whole word: "T-bone steak" is not a tablespoon.
  if (quantity === null && head.amount === null && (unit.written.length < 3 || !/^\s/.test(after)))
    return null;
  head.end = unit.end;
  return unit;
}

/**
 * Whether a count unit at the start of `text` is the line's unit: "8 fillet steaks" are steaks
 * and "4 fillets salmon" may be a cut, while "4 fillets of salmon" and "2 heads garlic" count.
 */
function countUnitHere(text: string, quantity: number | null): boolean {
  const unit = readUnitAt(text, 0, false);
  if (!unit || !ADJUNCT_UNITS.has(unit.title)) return true;
  const after = text.slice(unit.end);
  if (/^\s+of\s/i.test(after)) return true;
  const singular = unit.written.toLowerCase() === unit.title;
  return singular ? (quantity ?? 1) <= 1 && unit.title !== 'fillet' : unit.title !== 'fillet';
}

const OR_AMOUNT = /^\s*or\s+(?=[\d½⅓⅔¼¾⅛])/i;

function readHead(text: string): Head {
  const head: Head = { amount: null, sizes: [], notes: [], alternatives: [], end: 0 };
  const vague = VAGUE.exec(text);
  const measure = vague ? null : readMeasureAt(text, 0);
  const word = measure || vague ? null : readWordNumberAt(text, 0);
  if (vague) {
    head.notes.push(vague[1]!);
    head.end = vague[0].length;
  }
  if (measure) {
    head.amount = { quantityMin: measure.quantityMin, quantityMax: measure.quantityMax, unit: measure.unit };
    head.end = measure.end;
    // "8 fillet steaks": a count unit that is part of the name.
    if (measure.unit && !countUnitHere(text.slice(measure.numberEnd).trim(), measure.quantityMin)) {
      head.amount.unit = null;
      head.end = measure.numberEnd;
    }
  } else if (word) {
    head.amount = { quantityMin: word.min, quantityMax: null, unit: null };
    head.end = word.end;
  }
  const amount = head.amount;
  if (amount && amount.unit === null) readPerItemSize(text, head);
  if (!amount || amount.unit === null) {
    const unit = sizesThenUnit(text, head.end, head, amount?.quantityMin ?? null);
    if (unit && amount) amount.unit = unit.title;
    else if (unit) head.amount = { quantityMin: null, quantityMax: null, unit: unit.title };
  }
  if (head.amount?.unit) {
    // "2 boxes (3.4 oz each)": the size of each thing counted, not the same amount again.
    EACH.lastIndex = head.end;
    const each = EACH.exec(text);
    if (each && amountList(each[1]!)) {
      head.sizes.push(each[1]!.trim());
      head.end = EACH.lastIndex;
    }
    const more = readAlternativesAt(text, head.end);
    head.alternatives.push(...more.alternatives);
    head.end = more.end;
    // "400g tin chopped tomatoes", "2.5cm piece ginger": the container of a measured amount.
    const container = unitAfter(text, head.end);
    if (
      container &&
      isCountUnit(container.title) &&
      !isCountUnit(head.amount.unit) &&
      countUnitHere(text.slice(container.start), 1) &&
      /^\s+\S/.test(text.slice(container.end))
    ) {
      head.notes.push(container.written);
      head.end = container.end;
    }
  }
  const or = OR_AMOUNT.exec(text.slice(head.end));
  if (or && head.amount && !head.amount.unit) {
    // "1 large or 2 medium cucumbers": the second count and its size go to the note.
    const second = readMeasureAt(text, head.end + or[0].length);
    if (second && !second.unit) {
      let end = second.end;
      for (
        let size = readSizeAt(text, skipSpaces(text, end));
        size;
        size = readSizeAt(text, skipSpaces(text, end))
      )
        end = size.end;
      head.notes.push(text.slice(head.end, end).trim());
      head.end = end;
    }
  }
  const of = /^\s*of\s+/i.exec(text.slice(head.end));
  if (of && (head.amount?.unit || head.sizes.length > 0)) head.end += of[0].length;
  return head;
}

/** "2 x 400g/14oz tins", "1 (15 oz) can", "1 2-inch piece": the size of each thing counted. */
function readPerItemSize(text: string, head: Head): void {
  MULTIPLIER.lastIndex = head.end;
  let at = MULTIPLIER.exec(text) ? MULTIPLIER.lastIndex : -1;
  if (at < 0) {
    PAREN_SIZE.lastIndex = head.end;
    const paren = PAREN_SIZE.exec(text);
    if (paren && amountList(paren[1]!)) {
      head.sizes.push(paren[1]!.trim());
      head.end = PAREN_SIZE.lastIndex;
      return;
    }
    at = skipSpaces(text, head.end);
  }
  const size = readMeasureAt(text, at);
  if (size?.unit && !isCountUnit(size.unit)) {
    const more = readAlternativesAt(text, size.end);
    head.sizes.push(text.slice(at, more.end).trim());
    head.end = more.end;
  } else if (at !== skipSpaces(text, head.end)) {
    head.end = at;
  }
}

const disagreeingRange = (amount: Amount) =>
  amount.quantityMax !== null && amount.quantityMin !== null && amount.quantityMax < amount.quantityMin;

export function parseIngredientLine(raw: string): ParsedIngredientLine {
  const line = normalise(raw);
  if (line.length > MAX_LINE) {
    return {
      ...{ raw, quantityMin: null, quantityMax: null, unit: null, size: null },
      ...{ ingredient: raw.trim(), preparation: null, note: null, confidence: 'unsure', alternatives: [] },
    };
  }
  let text = line;
  const notes: string[] = [];
  const approximately = APPROXIMATELY.exec(text);
  if (
    approximately &&
    /\d|½|¼|¾|⅓|⅔/.test(text.slice(approximately[0].length, approximately[0].length + 2))
  ) {
    notes.push(approximately[1]!);
    text = text.slice(approximately[0].length);
  }
  const partOf = PART_OF.exec(text);
  if (partOf) text = text.slice(partOf[0].length);
  const head = readHead(text);
  const parts = nameParts(text.slice(head.end));
  let unit = head.amount?.unit ?? null;
  let ingredient = parts.ingredient;
  const postfix = unit === null && head.amount?.quantityMin != null ? POSTFIX_UNIT.exec(ingredient) : null;
  if (postfix && !NOT_A_NAME.test(postfix[1]!)) {
    unit = unitTitle(postfix[2]!);
    ingredient = postfix[1]!;
  }
  const amount: Amount = {
    quantityMin: head.amount?.quantityMin ?? null,
    quantityMax: head.amount?.quantityMax ?? null,
    unit,
  };
  const alternatives = [...head.alternatives, ...parts.alternatives];
  const preparation = [partOf?.[1] ?? null, parts.preparation].filter(Boolean).join(', ') || null;
  const note = [...notes, ...head.notes, parts.note].filter(Boolean).join('; ') || null;
  return {
    raw,
    ...amount,
    size: [...head.sizes, ...parts.sizes].join(' ') || null,
    ingredient,
    preparation,
    note,
    confidence: unsure(amount, ingredient, alternatives, parts.unbalanced) ? 'unsure' : 'sure',
    alternatives,
  };
}

/** Units a cook measures with: without a number they leave the amount unknown. */
const MEASURING =
  /^(?:gram|kilogram|milliliter|liter|ounce|pound|fluid ounce|cup|quart|gallon|teaspoon|tablespoon|pint)$/;

function unsure(amount: Amount, ingredient: string, alternatives: Amount[], unbalanced: boolean): boolean {
  if (ingredient === '' || unbalanced || disagreeingRange(amount)) return true;
  if (amount.quantityMin === null && amount.unit !== null && MEASURING.test(amount.unit)) return true;
  // A number left in the name: an amount written where the parser does not look for one.
  if (amount.quantityMin === null && /\d/.test(ingredient)) return true;
  // "3 glugs of oil": a plural word in the unit's place that is not a known unit.
  if (amount.quantityMin !== null && amount.unit === null && /^\p{L}+s\s+of\s/u.test(ingredient)) return true;
  return amountsDisagree(amount, alternatives) || alternatives.some(disagreeingRange);
}
