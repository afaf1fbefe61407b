import { leadingUnitWord } from '@larder/shared/recipe-import/unit-words';
import { formatQuantityText } from '@larder/shared/recipe/quantity-text';
import type { KitchenGlobals } from '@larder/shared/schemas/kitchen-globals';
import type { ParsedLine } from '@larder/shared/schemas/recipe-parse';
import { emptyUsage, type UsageValues } from './recipe-form.ts';

/**
 * A line as `POST /recipe-parse` read it, as an editor row: the kitchen's unit when it has one
 * (else the unit word leads the name: "2 cloves garlic"), the raw line kept beside the fields and
 * an unsure reading flagged for the creator to check.
 */
export function usageFromParsedLine(line: ParsedLine, globals: KitchenGlobals): UsageValues {
  const unit = line.unit ? globals.units.find((candidate) => candidate.title === line.unit) : undefined;
  const unitWord = unit ? null : leadingUnitWord(line);
  return {
    ...emptyUsage(),
    quantity: formatQuantityText(line.quantityMin, line.quantityMax),
    unitId: unit?.id ?? '',
    ingredient: [unitWord, line.ingredient].filter(Boolean).join(' ') || line.raw,
    preparation: line.preparation ?? '',
    note: line.note ?? '',
    rawLine: line.raw,
    unsure: line.confidence === 'unsure',
  };
}
