import { AppError } from '@larder/shared/errors';
import type { RichText } from '@larder/shared/rich-text/rich-text-schema';
import type { Crop } from '@larder/shared/schemas/image';
import type {
  ManagedRecipe,
  ManagedRecipeListItem,
  PublishedRecipeOption,
} from '@larder/shared/schemas/recipe-manage';
import { RecipeInputSchema, type RecipeInput } from '@larder/shared/schemas/recipe-input';
import type { Db } from '../db/database.ts';
import { fromJson } from '../db/json-column.ts';
import { readRecipeTrees } from './recipe-tree-read.ts';

/** Every recipe of a kitchen, drafts included, newest edit first. */
export async function listManagedRecipes(db: Db, siteId: string): Promise<ManagedRecipeListItem[]> {
  const rows = await db
    .selectFrom('recipes')
    .select(['id', 'slug', 'title', 'privacy_setting', 'published_at', 'updated_at'])
    .where('site_id', '=', siteId)
    .orderBy('updated_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    privacySetting: row.privacy_setting,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
  }));
}

/** The kitchen's published recipes (scheduled ones included), newest first, for the dashboard's pickers. */
export async function listPublishedRecipes(db: Db, siteId: string): Promise<PublishedRecipeOption[]> {
  const rows = await db
    .selectFrom('recipes')
    .select(['id', 'slug', 'title', 'privacy_setting', 'published_at'])
    .where('site_id', '=', siteId)
    .where('published_at', 'is not', null)
    .orderBy('published_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    privacySetting: row.privacy_setting,
    publishedAt: row.published_at!,
  }));
}

/** A recipe in its management form (the shape `PUT` accepts), plus id and dates. */
export async function readManagedRecipe(db: Db, siteId: string, recipeId: string): Promise<ManagedRecipe> {
  const [tree] = await readRecipeTrees(db, { siteId, publishedOnly: false, ids: [recipeId] });
  if (!tree) throw new AppError('recipe_not_found');
  const { recipe: row } = tree;
  const draftRow = await db
    .selectFrom('recipes')
    .select(['draft', 'draft_base_version', 'draft_saved_at'])
    .where('id', '=', recipeId)
    .executeTakeFirstOrThrow();
  const terms = await db
    .selectFrom('taxonomy_terms')
    .select(['id', 'kind'])
    .where('id', 'in', tree.termIds.length ? tree.termIds : [''])
    .execute();
  const termIds = (kind: string) => terms.filter((term) => term.kind === kind).map((term) => term.id);

  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    privacySetting: row.privacy_setting,
    description: fromJson<RichText>(row.description),
    images: tree.images.map((image) => ({
      id: image.image_id,
      ...(image.crop ? { crop: JSON.parse(image.crop) as Crop } : {}),
    })),
    videoId: row.video_id,
    storyExcerpt: fromJson<RichText>(row.story_excerpt),
    storyMore: fromJson<RichText>(row.story_more),
    note: fromJson<RichText>(row.note),
    legacyRecipeData: fromJson<Record<string, unknown>>(row.legacy_recipe_data),
    prepTimeMinutes: row.prep_time_minutes,
    cookTimeMinutes: row.cook_time_minutes,
    customTimeLabel: row.custom_time_label,
    customTimeMinutes: row.custom_time_minutes,
    yieldServings: row.yield_servings,
    servingDescription: row.serving_description,
    difficultyLevel: row.difficulty_level,
    tagIds: termIds('tags'),
    methodIds: termIds('methods'),
    foodCategoryIds: termIds('categories'),
    mealIds: termIds('meals'),
    cuisineIds: termIds('cuisines'),
    dietIds: termIds('diets'),
    keywords: JSON.parse(row.keywords) as string[],
    ingredientUsageGroups: tree.ingredientGroups.map((group) => ({
      id: group.id,
      title: group.title,
      note: group.note,
      ingredientUsages: group.usages.map((usage) => ({
        id: usage.id,
        quantityMin: usage.quantity_min,
        quantityMax: usage.quantity_max,
        unitId: usage.unit_id,
        ingredientId: usage.ingredient_id,
        preparation: fromJson<RichText>(usage.preparation),
        ingredientTitleOverride: usage.ingredient_title_override,
        link: usage.link,
        note: usage.note,
      })),
    })),
    instructionGroups: tree.instructionGroups.map((group) => ({
      id: group.id,
      title: group.title,
      note: group.note,
      instructions: group.instructions.map((instruction) => ({
        id: instruction.id,
        content: fromJson<RichText>(instruction.content),
        timerMinutes: instruction.timer_minutes,
        note: instruction.note,
        videoId: instruction.video_id,
        imageIds: instruction.imageIds,
      })),
    })),
    equipmentUsages: tree.equipment.map((usage) => ({
      id: usage.id,
      equipmentId: usage.equipment_id,
      link: usage.link,
      note: usage.note,
      imageOverrideId: usage.image_override_id,
      equipmentTitleOverride: usage.equipment_title_override,
    })),
    contributorIds: tree.contributorIds,
    youtubeVideoId: row.youtube_video_id,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
    draft:
      draftRow.draft !== null && draftRow.draft_saved_at !== null
        ? {
            content: JSON.parse(draftRow.draft) as Record<string, unknown>,
            baseVersion: draftRow.draft_base_version ?? row.version,
            savedAt: draftRow.draft_saved_at,
          }
        : null,
  };
}

/** A recipe's fields as a save takes them: what the editor sends back when nothing was changed. */
export async function readRecipeInput(db: Db, siteId: string, recipeId: string): Promise<RecipeInput> {
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    version: _v,
    draft: _d,
    ...fields
  } = await readManagedRecipe(db, siteId, recipeId);
  return RecipeInputSchema.parse(fields);
}
