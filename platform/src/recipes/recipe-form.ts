import { youtubeId } from '../ui/youtube-id.ts';
import { formatQuantityText, parseQuantityText } from '@larder/shared/recipe/quantity-text';
import { richTextToPlainText } from '@larder/shared/rich-text/plain-text';
import { paragraphsFromText, type RichText } from '@larder/shared/rich-text/rich-text-schema';
import type { Crop } from '@larder/shared/schemas/image';
import type { KitchenGlobals } from '@larder/shared/schemas/kitchen-globals';
import {
  TAXONOMY_INPUT_FIELDS,
  TAXONOMY_KINDS,
  type TaxonomyKind,
} from '@larder/shared/schemas/taxonomy-kinds';
import type { RecipeInputBody } from '@larder/shared/schemas/recipe-input';
import type { ManagedRecipe } from '@larder/shared/schemas/recipe-manage';

/** An ingredient line as the editor holds it: the amount and the name as typed. */
export interface UsageValues {
  /** Given here for new lines too, so a step can refer to a line before it is first saved. */
  id: string;
  quantity: string;
  unitId: string;
  /** The name as shown: the creator's own title, else the ingredient's. */
  ingredient: string;
  /** What the line pointed at when loaded: kept while the name is not retyped. */
  ingredientId: string | null;
  ingredientTitleOverride: string | null;
  preparation: string;
  /** Rich preparation text as loaded, kept while its plain text is not retyped. */
  preparationRich: RichText | null;
  note: string;
  link: string | null;
  /** The line this row was pasted or imported from, shown beside it until saved. */
  rawLine?: string;
  /** The parser was not sure of its reading: the row asks to be checked. */
  unsure?: boolean;
}

export interface StepValues {
  id: string;
  content: RichText | null;
  timerMinutes: string;
  note: string;
  videoId: string | null;
  imageIds: string[];
}

/** A photo of the recipe: the kitchen photo and the creator's crop of it. */
export interface PhotoValues {
  id: string;
  crop: Crop | null;
}

/** What a recipe says about one piece of its equipment, over the kitchen's own entry. */
export interface EquipmentDetailValues {
  equipmentId: string;
  /** The name on this recipe ('' for the kitchen's name). */
  titleOverride: string;
  link: string;
  note: string;
  /** A photo of this recipe's own in place of the equipment's. */
  imageOverrideId: string | null;
}

export interface RecipeEditorValues {
  title: string;
  slug: string;
  privacySetting: 'public' | 'subscribers_only';
  description: RichText | null;
  /** The first is the main photo (the card's, the page's top, search engines'). */
  images: PhotoValues[];
  /** The recipe's own video (uploaded to the kitchen), first in the page's media slider. */
  videoId: string | null;
  /** A YouTube video's id ('' for none), embedded after the recipe's own video. */
  youtubeVideoId: string;
  storyExcerpt: RichText | null;
  storyMore: RichText | null;
  note: RichText | null;
  prepTimeMinutes: string;
  cookTimeMinutes: string;
  customTimeLabel: string;
  customTimeMinutes: string;
  yieldServings: string;
  servingDescription: string;
  difficultyLevel: '' | 'easy' | 'medium' | 'hard';
  keywords: string;
  /** The recipe's terms of each of the kitchen's six taxonomies. */
  terms: Record<TaxonomyKind, string[]>;
  /** The kitchen's equipment the recipe uses, in order. */
  equipmentIds: string[];
  /**
   * The details of each piece of equipment the recipe has had while edited, by equipment id
   * (taking a piece out and back keeps what was written about it); the save sends those of
   * `equipmentIds`, in its order.
   */
  equipmentDetails: EquipmentDetailValues[];
  /** The kitchen's contributors credited on the recipe. */
  contributorIds: string[];
  ingredientUsageGroups: { id?: string; title: string; note: string; ingredientUsages: UsageValues[] }[];
  instructionGroups: { id?: string; title: string; note: string; instructions: StepValues[] }[];
}

const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function emptyUsage(): UsageValues {
  return {
    id: crypto.randomUUID(),
    quantity: '',
    unitId: '',
    ingredient: '',
    ingredientId: null,
    ingredientTitleOverride: null,
    preparation: '',
    preparationRich: null,
    note: '',
    link: null,
  };
}

export function emptyStep(): StepValues {
  return { id: crypto.randomUUID(), content: null, timerMinutes: '', note: '', videoId: null, imageIds: [] };
}

/** The editor's values for a recipe, or for a new one. */
export function editorValues(recipe: ManagedRecipe | null, globals: KitchenGlobals): RecipeEditorValues {
  const titleOf = (id: string | null) => globals.ingredients.find((item) => item.id === id)?.title ?? '';
  return {
    title: recipe?.title ?? '',
    slug: recipe?.slug ?? '',
    privacySetting: recipe?.privacySetting ?? 'public',
    description: recipe?.description ?? null,
    images: (recipe?.images ?? []).map((image) => ({ id: image.id, crop: image.crop ?? null })),
    videoId: recipe?.videoId ?? null,
    youtubeVideoId: recipe?.youtubeVideoId ?? '',
    storyExcerpt: recipe?.storyExcerpt ?? null,
    storyMore: recipe?.storyMore ?? null,
    note: recipe?.note ?? null,
    prepTimeMinutes: numberText(recipe?.prepTimeMinutes),
    cookTimeMinutes: numberText(recipe?.cookTimeMinutes),
    customTimeLabel: recipe?.customTimeLabel ?? '',
    customTimeMinutes: numberText(recipe?.customTimeMinutes),
    yieldServings: numberText(recipe?.yieldServings),
    servingDescription: recipe?.servingDescription ?? '',
    difficultyLevel: recipe?.difficultyLevel ?? '',
    keywords: (recipe?.keywords ?? []).join(', '),
    terms: Object.fromEntries(
      TAXONOMY_KINDS.map((kind) => [kind, recipe?.[TAXONOMY_INPUT_FIELDS[kind]] ?? []]),
    ) as RecipeEditorValues['terms'],
    equipmentIds: (recipe?.equipmentUsages ?? []).map((usage) => usage.equipmentId),
    equipmentDetails: (recipe?.equipmentUsages ?? []).map((usage) => ({
      equipmentId: usage.equipmentId,
      titleOverride: usage.equipmentTitleOverride ?? '',
      link: usage.link ?? '',
      note: usage.note ?? '',
      imageOverrideId: usage.imageOverrideId,
    })),
    contributorIds: recipe?.contributorIds ?? [],
    ingredientUsageGroups: (recipe?.ingredientUsageGroups.length
      ? recipe.ingredientUsageGroups
      : [{ id: undefined, title: '', note: null, ingredientUsages: [] }]
    ).map((group) => ({
      ...(group.id ? { id: group.id } : {}),
      title: group.title,
      note: group.note ?? '',
      ingredientUsages: group.ingredientUsages.map((usage) => ({
        id: usage.id,
        quantity: formatQuantityText(usage.quantityMin, usage.quantityMax),
        unitId: usage.unitId ?? '',
        ingredient: usage.ingredientTitleOverride ?? titleOf(usage.ingredientId),
        ingredientId: usage.ingredientId,
        ingredientTitleOverride: usage.ingredientTitleOverride,
        preparation: richTextToPlainText(usage.preparation),
        preparationRich: usage.preparation,
        note: usage.note ?? '',
        link: usage.link,
      })),
    })),
    instructionGroups: (recipe?.instructionGroups.length
      ? recipe.instructionGroups
      : [{ id: undefined, title: '', note: null, instructions: [] }]
    ).map((group) => ({
      ...(group.id ? { id: group.id } : {}),
      title: group.title,
      note: group.note ?? '',
      instructions: group.instructions.map((step) => ({
        id: step.id,
        content: step.content,
        timerMinutes: numberText(step.timerMinutes),
        note: step.note ?? '',
        // A parsed import or an older revision may lack the media fields.
        videoId: step.videoId ?? null,
        imageIds: step.imageIds ?? [],
      })),
    })),
  };
}

function fold(text: string): string {
  return text.trim().toLocaleLowerCase();
}

/**
 * The ingredient a typed name points at: the line's own as loaded while the name is unchanged,
 * else a platform ingredient of that title or plural, else the name alone (shown as typed).
 */
export function resolveIngredient(
  usage: UsageValues,
  globals: KitchenGlobals,
): { ingredientId: string | null; ingredientTitleOverride: string | null } {
  const typed = usage.ingredient.trim();
  const loadedName =
    usage.ingredientTitleOverride ??
    globals.ingredients.find((item) => item.id === usage.ingredientId)?.title;
  if (loadedName !== undefined && typed === loadedName.trim())
    return { ingredientId: usage.ingredientId, ingredientTitleOverride: usage.ingredientTitleOverride };
  if (!typed) return { ingredientId: null, ingredientTitleOverride: null };
  const match = globals.ingredients.find(
    (item) =>
      fold(item.title) === fold(typed) ||
      (item.pluralTitle !== null && fold(item.pluralTitle) === fold(typed)),
  );
  if (match)
    return {
      ingredientId: match.id,
      ingredientTitleOverride: fold(match.title) === fold(typed) ? null : typed,
    };
  return { ingredientId: null, ingredientTitleOverride: typed };
}

const optionalNumber = (text: string): number | null => {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
};

/**
 * What a save sends: the recipe as loaded (so fields the editor does not change — the legacy
 * content — pass through untouched) with the editor's values over it.
 */
export function recipeInputFromValues(
  values: RecipeEditorValues,
  loaded: ManagedRecipe | null,
  globals: KitchenGlobals,
): RecipeInputBody {
  const base: Partial<ManagedRecipe> = loaded ? { ...loaded } : {};
  delete base.id;
  delete base.createdAt;
  delete base.updatedAt;
  delete base.publishedAt;
  return {
    ...base,
    title: values.title,
    slug: values.slug,
    privacySetting: values.privacySetting,
    description: values.description,
    images: values.images.map((image) => ({ id: image.id, ...(image.crop ? { crop: image.crop } : {}) })),
    videoId: values.videoId,
    youtubeVideoId: youtubeId(values.youtubeVideoId),
    storyExcerpt: values.storyExcerpt,
    storyMore: values.storyMore,
    note: values.note,
    prepTimeMinutes: optionalNumber(values.prepTimeMinutes),
    cookTimeMinutes: optionalNumber(values.cookTimeMinutes),
    customTimeLabel: values.customTimeLabel.trim() || null,
    customTimeMinutes: optionalNumber(values.customTimeMinutes),
    yieldServings: optionalNumber(values.yieldServings),
    servingDescription: values.servingDescription.trim() || null,
    difficultyLevel: values.difficultyLevel || null,
    keywords: values.keywords
      .split(',')
      .map((keyword) => keyword.trim())
      .filter(Boolean),
    ...Object.fromEntries(TAXONOMY_KINDS.map((kind) => [TAXONOMY_INPUT_FIELDS[kind], values.terms[kind]])),
    equipmentUsages: values.equipmentIds.map((equipmentId) => {
      const details = values.equipmentDetails.find((entry) => entry.equipmentId === equipmentId);
      const kept = loaded?.equipmentUsages.find((usage) => usage.equipmentId === equipmentId);
      return {
        ...(kept ? { id: kept.id } : {}),
        equipmentId,
        equipmentTitleOverride: details?.titleOverride.trim() || null,
        link: details?.link.trim() || null,
        note: details?.note.trim() || null,
        imageOverrideId: details?.imageOverrideId ?? null,
      };
    }),
    contributorIds: values.contributorIds,
    ingredientUsageGroups: values.ingredientUsageGroups.map((group) => ({
      ...(group.id ? { id: group.id } : {}),
      title: group.title,
      note: group.note.trim() || null,
      ingredientUsages: group.ingredientUsages.map((usage) => {
        const amount = parseQuantityText(usage.quantity);
        const quantity = amount === 'invalid' || amount === null ? null : amount;
        const preparation =
          usage.preparationRich && richTextToPlainText(usage.preparationRich) === usage.preparation
            ? usage.preparationRich
            : paragraphsFromText(usage.preparation);
        return {
          id: usage.id,
          quantityMin: quantity?.min ?? null,
          quantityMax: quantity?.max ?? null,
          unitId: usage.unitId || null,
          ...resolveIngredient(usage, globals),
          preparation: preparation.length ? preparation : null,
          note: usage.note.trim() || null,
          link: usage.link,
        };
      }),
    })),
    instructionGroups: values.instructionGroups.map((group) => ({
      ...(group.id ? { id: group.id } : {}),
      title: group.title,
      note: group.note.trim() || null,
      instructions: group.instructions.map((step) => ({
        id: step.id,
        content: step.content,
        timerMinutes: optionalNumber(step.timerMinutes),
        note: step.note.trim() || null,
        // A parsed import or an older revision may lack the media fields.
        videoId: step.videoId ?? null,
        imageIds: step.imageIds ?? [],
      })),
    })),
  };
}

/** The form's own check of an amount, in the words the field shows. */
export function quantityError(text: string): string | undefined {
  return parseQuantityText(text) === 'invalid' ? 'Write an amount such as 2, 1 1/2 or 2-3' : undefined;
}
