import { parseQuantityText } from '@larder/shared/recipe/quantity-text';
import type { KitchenGlobals } from '@larder/shared/schemas/kitchen-globals';
import { measurementCandidates } from '../editor/measurement-candidates.ts';
import { emptyUsage, type UsageValues } from './recipe-form.ts';

/** One amount: "1 1/2", "1/2", "1½", "1.5", "½"; mixed numbers and fractions first, so "1/2" is not read as 1. */
const ONE = String.raw`(?:\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:[.,]\d+)?\s*[½⅓⅔¼¾⅛]?|[½⅓⅔¼¾⅛])`;
const LEADING_AMOUNT = new RegExp(String.raw`^\s*(${ONE}(?:\s*(?:-|–|to)\s*${ONE})?)\s*`);

/** One pasted line as an editor row: its amount, unit, name, preparation (after a comma) and note (in brackets). */
export function usageFromLine(line: string, globals: KitchenGlobals): UsageValues {
  const raw = line.trim();
  const usage = { ...emptyUsage(), rawLine: raw };
  let rest = raw;
  const amount = LEADING_AMOUNT.exec(rest);
  if (amount && parseQuantityText(amount[1]!) !== 'invalid') {
    usage.quantity = amount[1]!.trim();
    const measured = measurementCandidates(rest).find((candidate) => candidate.start === amount.index);
    if (measured) {
      const unit = globals.units.find((candidate) => candidate.title === measured.unit);
      if (unit) {
        usage.unitId = unit.id;
        rest = rest.slice(measured.end).replace(/^\.?\s*(?:of\s+)?/, '');
      } else rest = rest.slice(amount[0].length);
    } else rest = rest.slice(amount[0].length);
  }
  const note = /\(([^)]*)\)/.exec(rest);
  if (note) {
    usage.note = note[1]!.trim();
    rest = (rest.slice(0, note.index) + rest.slice(note.index + note[0].length)).replace(/\s{2,}/g, ' ');
  }
  const comma = rest.indexOf(',');
  if (comma >= 0) {
    usage.preparation = rest.slice(comma + 1).trim();
    rest = rest.slice(0, comma);
  }
  usage.ingredient = rest.trim();
  return usage;
}

/** Pasted lines as editor rows, blank lines skipped. */
export function usagesFromLines(lines: readonly string[], globals: KitchenGlobals): UsageValues[] {
  return lines.filter((line) => line.trim()).map((line) => usageFromLine(line, globals));
}
