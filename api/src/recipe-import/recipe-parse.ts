import { slugFromText } from '@larder/shared/format/slug';
import { extractRecipe } from '@larder/shared/recipe-import/extract-recipe';
import { parseIngredientLine, type ParsedIngredientLine } from '@larder/shared/recipe-import/ingredient-line';
import { leadingUnitWord } from '@larder/shared/recipe-import/unit-words';
import { findMeasurements } from '@larder/shared/recipe-import/measurements-in-text';
import { recipeTimes } from '@larder/shared/recipe-import/recipe-times';
import {
  paragraphsFromText,
  type InlineNode,
  type RichText,
} from '@larder/shared/rich-text/rich-text-schema';
import type { IngredientUsageInput, RecipeInputBody } from '@larder/shared/schemas/recipe-input';
import type {
  ParsedLine,
  RecipeParseRequest,
  RecipeParseResponse,
} from '@larder/shared/schemas/recipe-parse';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { readKitchenIngredientRows } from '../recipe/kitchen-ingredients-read.ts';
import { draftFromLarderRecipe, larderRecipeIn } from './larder-recipe-import.ts';

interface Lookups {
  unitIdByTitle: Map<string, string>;
  ingredientByName: Map<string, { id: string; title: string }>;
}

async function lookups(db: Db, siteId: string): Promise<Lookups> {
  const [units, ingredients] = await Promise.all([
    db.selectFrom('units').select(['id', 'title']).execute(),
    readKitchenIngredientRows(db, siteId),
  ]);
  const ingredientByName = new Map<string, { id: string; title: string }>();
  for (const ingredient of ingredients) {
    ingredientByName.set(ingredient.title.toLocaleLowerCase(), ingredient);
    if (ingredient.plural_title)
      ingredientByName.set(ingredient.plural_title.toLocaleLowerCase(), ingredient);
  }
  return { unitIdByTitle: new Map(units.map((unit) => [unit.title, unit.id])), ingredientByName };
}

function formatAmount(amount: {
  quantityMin: number | null;
  quantityMax: number | null;
  unit: string | null;
}): string {
  const number = (value: number) => String(Number(value.toFixed(3)));
  const quantity =
    amount.quantityMin === null
      ? ''
      : amount.quantityMax !== null && amount.quantityMax !== amount.quantityMin
        ? `${number(amount.quantityMin)}-${number(amount.quantityMax)}`
        : number(amount.quantityMin);
  return [quantity, amount.unit].filter(Boolean).join(' ');
}

/**
 * A parsed line as a Larder ingredient usage: the unit by its title when the platform has it
 * (else the word goes before the name: "2 cloves garlic"), the ingredient by title or plural,
 * and everything else the line said kept in the preparation and the note, never cut.
 */
export function usageFromLine(line: ParsedIngredientLine, found: Lookups): IngredientUsageInput {
  const unitId = line.unit ? (found.unitIdByTitle.get(line.unit) ?? null) : null;
  const unitWord = unitId ? null : leadingUnitWord(line);
  const name = [unitWord, line.size, line.ingredient].filter(Boolean).join(' ').trim() || line.raw;
  const ingredient = found.ingredientByName.get(line.ingredient.toLocaleLowerCase());
  const alternatives = line.alternatives.map((amount) => formatAmount(amount)).filter(Boolean);
  const note = [line.note, alternatives.length ? `or ${alternatives.join(' or ')}` : null]
    .filter(Boolean)
    .join('; ');
  return {
    id: randomUUID(),
    quantityMin: line.quantityMin,
    quantityMax: line.quantityMax,
    unitId,
    ingredientId: ingredient?.id ?? null,
    ingredientTitleOverride:
      ingredient && name.toLocaleLowerCase() === ingredient.title.toLocaleLowerCase()
        ? null
        : name.slice(0, 300),
    preparation: line.preparation ? paragraphsFromText(line.preparation) : null,
    link: null,
    note: note ? note.slice(0, 2000) : null,
  };
}

/** A step's text as rich text, its certain amounts ("350°F", "2 tablespoons") as measurement nodes. */
export function stepRichText(text: string, found: Lookups): RichText {
  const children: InlineNode[] = [];
  let at = 0;
  for (const measurement of findMeasurements(text)) {
    const unitId = found.unitIdByTitle.get(measurement.unit);
    if (!measurement.certain || !unitId) continue;
    if (measurement.start > at) children.push({ text: text.slice(at, measurement.start) });
    children.push({ type: 'measurement', quantity: measurement.quantity, unitId });
    at = measurement.end;
  }
  if (at < text.length) children.push({ text: text.slice(at) });
  return [{ type: 'paragraph', children }];
}

function parsedLine(line: ParsedIngredientLine): ParsedLine {
  return {
    raw: line.raw,
    quantityMin: line.quantityMin,
    quantityMax: line.quantityMax,
    unit: line.unit,
    ingredient: line.ingredient,
    preparation: line.preparation,
    note: line.note,
    confidence: line.confidence,
  };
}

/** `POST /manage/recipe-parse`: a pasted recipe, a saved page or ingredient lines, read for one kitchen. */
export async function parseRecipeForKitchen(
  db: Db,
  siteId: string,
  request: RecipeParseRequest,
): Promise<RecipeParseResponse> {
  const found = await lookups(db, siteId);
  if (request.lines) {
    const lines = request.lines.map((line) => parseIngredientLine(line));
    return { ingredientLines: lines.map(parsedLine), unread: [] };
  }
  const extracted = extractRecipe(
    request.html !== undefined ? { html: request.html } : { text: request.text ?? '' },
  );
  // A file of a Larder export carries the recipe exactly as it was kept: that comes back whole.
  const larder = larderRecipeIn(request.text);
  if (larder)
    return draftFromLarderRecipe(
      db,
      siteId,
      larder,
      extracted.title?.trim().slice(0, 300) || 'Imported recipe',
    );
  const times = recipeTimes(extracted);
  const groups = extracted.ingredientGroups.map((group) => ({
    title: group.title,
    lines: group.lines.map((line) => parseIngredientLine(line)),
  }));
  // A source with no usable title ("#", an empty heading) still gives a draft the write accepts.
  const title = extracted.title?.trim().slice(0, 300) || 'Imported recipe';
  const draft: RecipeInputBody = {
    title,
    slug: slugFromText(title) || 'imported-recipe',
    privacySetting: 'public',
    description: extracted.description ? paragraphsFromText(extracted.description) : null,
    prepTimeMinutes: times.prepTimeMinutes,
    cookTimeMinutes: times.cookTimeMinutes,
    customTimeLabel: times.customTimeLabel,
    customTimeMinutes: times.customTimeMinutes,
    yieldServings: extracted.yieldServings,
    keywords: [
      ...new Set(extracted.keywords.map((keyword) => keyword.trim().slice(0, 100)).filter(Boolean)),
    ].slice(0, 50),
    ingredientUsageGroups: groups.slice(0, 50).map((group) => ({
      title: (group.title ?? '').slice(0, 300),
      ingredientUsages: group.lines.slice(0, 200).map((line) => usageFromLine(line, found)),
    })),
    instructionGroups: extracted.instructionGroups.slice(0, 50).map((group) => ({
      title: (group.title ?? '').slice(0, 300),
      instructions: group.steps
        .slice(0, 200)
        .map((step) => ({ id: randomUUID(), content: stepRichText(step, found) })),
    })),
  };
  return {
    draft,
    ingredientLines: groups.flatMap((group) => group.lines.map(parsedLine)),
    unread: [
      ...extracted.unread,
      ...(times.problem && !extracted.unread.includes(times.problem) ? [times.problem] : []),
    ],
  };
}
