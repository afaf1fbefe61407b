import { ingredientLine } from '@larder/shared/recipe/ingredient-line';
import {
  blockFieldsOf,
  findLarderRecipe,
  LarderRecipeSchema,
  mapInlineNodes,
  type LarderRecipe,
} from '@larder/shared/recipe-import/larder-recipe';
import { RichTextSchema, type RichText } from '@larder/shared/rich-text/rich-text-schema';
import {
  TAXONOMY_INPUT_FIELDS,
  TAXONOMY_KINDS,
  TAXONOMY_LABELS,
  type TaxonomyInputField,
} from '@larder/shared/schemas/taxonomy-kinds';
import type { RecipeInputBody } from '@larder/shared/schemas/recipe-input';
import type { RecipeParseResponse } from '@larder/shared/schemas/recipe-parse';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { readKitchenIngredientRows } from '../recipe/kitchen-ingredients-read.ts';
import { ingredientFromRow, unitFromRow } from '../recipe/recipe-read.ts';
import { foldTitle } from '../taxonomy/kitchen-vocabulary-write.ts';

/** Larder's own block of pasted JSON (a file of a Larder export), valid, or null for anything else. */
export function larderRecipeIn(text: string | undefined): LarderRecipe | null {
  if (text === undefined || !/^\s*[[{]/.test(text)) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = LarderRecipeSchema.safeParse(findLarderRecipe(json));
  return parsed.success ? parsed.data : null;
}

/**
 * A Larder export's recipe as a draft for this kitchen: units and ingredients found by title (the
 * kitchen's own or the platform's), its lines given new ids that its steps' references follow,
 * and its taxonomy terms found by title. What the kitchen lacks (a unit, a term) is said in
 * `unread`, never silently dropped: a missing unit goes before the name, a missing term is listed.
 */
export async function draftFromLarderRecipe(
  db: Db,
  siteId: string,
  recipe: LarderRecipe,
  title: string,
): Promise<RecipeParseResponse> {
  const [unitRows, ingredientRows, termRows] = await Promise.all([
    db.selectFrom('units').selectAll().execute(),
    readKitchenIngredientRows(db, siteId),
    db.selectFrom('taxonomy_terms').select(['id', 'kind', 'title']).where('site_id', '=', siteId).execute(),
  ]);
  const units = unitRows.map(unitFromRow);
  const unitByTitle = new Map(units.map((unit) => [foldTitle(unit.title), unit]));
  // The kitchen's own first, as its creators spell them.
  const ingredients = [...ingredientRows].sort(
    (a, b) => Number(a.site_id === null) - Number(b.site_id === null),
  );
  const ingredientByTitle = new Map<string, (typeof ingredientRows)[number]>();
  for (const row of [...ingredients].reverse()) ingredientByTitle.set(foldTitle(row.title), row);
  const unread: string[] = [];
  const idOf = new Map<string, string>();

  const ingredientUsageGroups = recipe.ingredientGroups.map((group) => ({
    title: group.title,
    note: group.note,
    ingredientUsages: group.lines.map((line) => {
      const id = randomUUID();
      idOf.set(line.ref, id);
      const unit = line.unit === null ? null : (unitByTitle.get(foldTitle(line.unit)) ?? null);
      const ingredient =
        line.ingredient === null ? null : (ingredientByTitle.get(foldTitle(line.ingredient)) ?? null);
      if (line.unit !== null && !unit)
        unread.push(`The unit “${line.unit}” is not one Larder knows: it is written before the name.`);
      const name = [
        unit || line.unit === null ? null : line.unit,
        line.ingredientTitleOverride ?? line.ingredient,
      ]
        .filter(Boolean)
        .join(' ');
      return {
        id,
        quantityMin: line.quantityMin,
        quantityMax: line.quantityMax,
        unitId: unit?.id ?? null,
        ingredientId: ingredient?.id ?? null,
        ingredientTitleOverride:
          ingredient && (unit || line.unit === null) && line.ingredientTitleOverride === null
            ? null
            : name || null,
        preparation: line.preparation,
        note: line.note,
        link: line.link,
      };
    }),
  }));

  const richText = (content: unknown[] | null): RichText | null => {
    if (content === null) return null;
    const mapped = mapInlineNodes(content, (node) => {
      if (node.type === 'measurement') {
        const unit = unitByTitle.get(foldTitle(String(node.unit)));
        if (unit)
          return {
            type: 'measurement',
            quantity: node.quantity,
            unitId: unit.id,
            ...(typeof node.scales === 'boolean' ? { scales: node.scales } : {}),
          };
        return { text: `${String(node.quantity)} ${String(node.unit)}` };
      }
      const id = idOf.get(String(node.ref));
      return id ? { type: 'ingredient-usage-reference', ingredientUsageId: id } : null;
    });
    const parsed = RichTextSchema.safeParse(mapped);
    if (!parsed.success) unread.push('A step’s text could not be read and was left empty.');
    return parsed.success ? parsed.data : null;
  };

  const terms: Partial<Record<TaxonomyInputField, string[]>> = {};
  for (const kind of TAXONOMY_KINDS) {
    const ids: string[] = [];
    for (const wanted of recipe.taxonomies[kind] ?? []) {
      const term = termRows.find((row) => row.kind === kind && foldTitle(row.title) === foldTitle(wanted));
      if (term) ids.push(term.id);
      else
        unread.push(`${TAXONOMY_LABELS[kind]} “${wanted}” is not in this kitchen yet: add it under Filters.`);
    }
    terms[TAXONOMY_INPUT_FIELDS[kind]] = ids;
  }

  const draft: RecipeInputBody = {
    title,
    slug: recipe.slug,
    ...blockFieldsOf(recipe),
    ...terms,
    ingredientUsageGroups,
    instructionGroups: recipe.instructionGroups.map((group) => ({
      title: group.title,
      note: group.note,
      instructions: group.steps.map((step) => ({
        id: randomUUID(),
        content: richText(step.content),
        timerMinutes: step.timerMinutes,
        note: step.note,
      })),
    })),
  };

  const ingredientById = new Map(ingredientRows.map((row) => [row.id, ingredientFromRow(row)]));
  const unitById = new Map(units.map((unit) => [unit.id, unit]));
  return {
    draft,
    ingredientLines: ingredientUsageGroups.flatMap((group) =>
      group.ingredientUsages.map((usage) => {
        const ingredient = usage.ingredientId ? (ingredientById.get(usage.ingredientId) ?? null) : null;
        const unit = usage.unitId ? (unitById.get(usage.unitId) ?? null) : null;
        return {
          raw: ingredientLine({
            id: usage.id,
            quantityMin: usage.quantityMin,
            quantityMax: usage.quantityMax,
            unit,
            ingredient,
            preparation: usage.preparation,
            ingredientTitleOverride: usage.ingredientTitleOverride,
            link: usage.link,
            note: usage.note,
          }),
          quantityMin: usage.quantityMin,
          quantityMax: usage.quantityMax,
          unit: unit?.title ?? null,
          ingredient: usage.ingredientTitleOverride ?? ingredient?.title ?? '',
          preparation: null,
          note: usage.note,
          confidence: 'sure' as const,
        };
      }),
    ),
    unread: [...new Set(unread)],
  };
}
