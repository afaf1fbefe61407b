import { z } from 'zod';
import { RichTextSchema, type RichText } from '../rich-text/rich-text-schema.ts';
import { DifficultySchema, PrivacySettingSchema } from '../schemas/common.ts';
import type { PublicRecipe } from '../schemas/recipe-public.ts';
import { TAXONOMY_KINDS, type TaxonomyKind } from '../schemas/taxonomy-kinds.ts';
import type { PublicUnit } from '../schemas/unit.ts';

/**
 * Larder's own block in an exported recipe's JSON-LD (`larderRecipe`, a property other tools
 * ignore): the recipe exactly as it is kept — groups with their notes, each line's amount, unit,
 * ingredient, wording, preparation, note and link, steps with their measurements and ingredient
 * references, timers, taxonomies by title — so that importing the file into a Larder kitchen gives
 * the recipe back without loss, while any other tool reads the schema.org fields beside it.
 * Units and ingredients are named by title (ids differ between installations); a step's reference
 * names its line by `ref`.
 */
export const RECIPE_BLOCK_KEY = 'larderRecipe';

const text = (max: number) => z.string().max(max).nullable();
const MeasurementSchema = z.object({
  type: z.literal('measurement'),
  quantity: z.number().min(-100_000).max(1_000_000),
  unit: z.string().max(100),
  scales: z.boolean().optional(),
});
const ReferenceSchema = z.object({ type: z.literal('ingredient-usage-reference'), ref: z.string().max(100) });

export const LarderRecipeSchema = z.object({
  version: z.literal(1),
  slug: z.string().max(100),
  privacySetting: PrivacySettingSchema,
  description: RichTextSchema.nullable(),
  storyExcerpt: RichTextSchema.nullable(),
  storyMore: RichTextSchema.nullable(),
  note: RichTextSchema.nullable(),
  prepTimeMinutes: z.number().int().min(0).max(100_000).nullable(),
  cookTimeMinutes: z.number().int().min(0).max(100_000).nullable(),
  customTimeLabel: text(100),
  customTimeMinutes: z.number().int().min(0).max(100_000).nullable(),
  yieldServings: z.number().min(0).max(100_000).nullable(),
  servingDescription: text(200),
  difficultyLevel: DifficultySchema.nullable(),
  keywords: z.array(z.string().max(100)).max(50),
  taxonomies: z.partialRecord(z.enum(TAXONOMY_KINDS), z.array(z.string().max(300)).max(100)),
  ingredientGroups: z
    .array(
      z.object({
        title: z.string().max(300),
        note: text(2000),
        lines: z
          .array(
            z.object({
              ref: z.string().max(100),
              quantityMin: z.number().nullable(),
              quantityMax: z.number().nullable(),
              unit: text(100),
              ingredient: text(300),
              ingredientTitleOverride: text(300),
              preparation: RichTextSchema.nullable(),
              note: text(2000),
              link: text(2000),
            }),
          )
          .max(200),
      }),
    )
    .max(50),
  instructionGroups: z
    .array(
      z.object({
        title: z.string().max(300),
        note: text(2000),
        steps: z
          .array(
            z.object({
              /** Rich text whose measurements name their unit and whose references name their line. */
              content: z.array(z.unknown()).max(1000).nullable(),
              timerMinutes: z.number().min(0).max(100_000).nullable(),
              note: text(2000),
            }),
          )
          .max(200),
      }),
    )
    .max(50),
});
export type LarderRecipe = z.infer<typeof LarderRecipeSchema>;
export { MeasurementSchema as LarderMeasurementSchema, ReferenceSchema as LarderReferenceSchema };

/** The block's fields that are the recipe's own fields, as they are (the same on export and import). */
const SAME_FIELDS = [
  'privacySetting',
  'description',
  'storyExcerpt',
  'storyMore',
  'note',
  'prepTimeMinutes',
  'cookTimeMinutes',
  'customTimeLabel',
  'customTimeMinutes',
  'yieldServings',
  'servingDescription',
  'difficultyLevel',
  'keywords',
] as const;
type SameFields = Pick<LarderRecipe, (typeof SAME_FIELDS)[number]>;

/** The fields a recipe and its block share, copied from either to the other. */
export function blockFieldsOf(source: SameFields): SameFields {
  return Object.fromEntries(SAME_FIELDS.map((field) => [field, source[field]])) as SameFields;
}

/** Rich text with every inline node rewritten by `inline` (null drops it), blocks kept. */
export function mapInlineNodes(
  content: unknown,
  inline: (node: Record<string, unknown>) => unknown,
): unknown {
  if (Array.isArray(content))
    return content.flatMap((item) => {
      const mapped = mapInlineNodes(item, inline);
      return mapped === null ? [] : [mapped];
    });
  if (typeof content !== 'object' || content === null) return content;
  const node = content as Record<string, unknown>;
  if (node.type === 'measurement' || node.type === 'ingredient-usage-reference') return inline(node);
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'children' ? mapInlineNodes(value, inline) : value,
    ]),
  );
}

/** The block of a recipe read in full (a manager's read: nothing locked). */
export function larderRecipeOf(recipe: PublicRecipe, units: PublicUnit[]): LarderRecipe {
  const unitTitle = new Map(units.map((unit) => [unit.id, unit.title]));
  const taxonomies: Partial<Record<TaxonomyKind, string[]>> = {};
  for (const kind of TAXONOMY_KINDS) {
    const terms = recipe[kind];
    if (terms.length) taxonomies[kind] = terms.map((term) => term.title);
  }
  const portable = (content: RichText | null) =>
    content === null
      ? null
      : (mapInlineNodes(content, (node) =>
          node.type === 'measurement'
            ? {
                type: 'measurement',
                quantity: node.quantity,
                unit: unitTitle.get(String(node.unitId)) ?? '',
                ...(node.scales === undefined ? {} : { scales: node.scales }),
              }
            : { type: 'ingredient-usage-reference', ref: node.ingredientUsageId },
        ) as unknown[]);
  return {
    version: 1,
    slug: recipe.slug,
    ...blockFieldsOf(recipe),
    taxonomies,
    ingredientGroups: recipe.ingredientUsageGroups.map((group) => ({
      title: group.title,
      note: group.note,
      lines: group.ingredientUsages.map((usage) => ({
        ref: usage.id,
        quantityMin: usage.quantityMin,
        quantityMax: usage.quantityMax,
        unit: usage.unit?.title ?? null,
        ingredient: usage.ingredient?.title ?? null,
        ingredientTitleOverride: usage.ingredientTitleOverride,
        preparation: usage.preparation,
        note: usage.note,
        link: usage.link,
      })),
    })),
    instructionGroups: recipe.instructionGroups.map((group) => ({
      title: group.title,
      note: group.note,
      steps: group.instructions.map((step) => ({
        content: portable(step.content),
        timerMinutes: step.timerMinutes,
        note: step.note,
      })),
    })),
  };
}

/** The Larder block of pasted JSON-LD (the recipe object itself, or one in `@graph` or a list), if any. */
export function findLarderRecipe(json: unknown): unknown {
  const stack: unknown[] = [json];
  for (let seen = 0; stack.length > 0 && seen < 10_000; seen += 1) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...(value as unknown[]));
    else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      if (RECIPE_BLOCK_KEY in record) return record[RECIPE_BLOCK_KEY];
      const graph: unknown = record['@graph'];
      if (Array.isArray(graph)) stack.push(graph);
    }
  }
  return undefined;
}
