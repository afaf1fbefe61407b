import { sanitizeImportedHtml } from '@larder/shared/html/sanitize-imported-html';
import type { RichText } from '@larder/shared/rich-text/rich-text-schema';
import type { PublicRecipe } from '@larder/shared/schemas/recipe-public';
import type { PublicIngredient, PublicUnit } from '@larder/shared/schemas/unit';
import { sql } from 'kysely';
import { fromJson } from '../db/json-column.ts';
import { loadImages, loadVideos, withCrop, type ReadContext } from '../media/image-read.ts';
import { emptyTaxonomies, loadRecipeTaxonomies } from '../taxonomy/taxonomy-read.ts';
import type { RecipesTable } from '../db/tables/recipes.table.ts';

export interface RecipeReadOptions {
  /** Whether the viewer may see subscribers-only content (site manager or paid subscriber). */
  entitled: boolean;
  /** Whether drafts are readable (management preview). */
  includeDrafts?: boolean;
}

type RecipeRow = Omit<RecipesTable, 'keywords' | 'created_at' | 'updated_at'> & {
  keywords: string;
  created_at: string;
  updated_at: string;
};

export function isPremium(privacySetting: string): boolean {
  return privacySetting !== 'public';
}

export function unitFromRow(row: {
  id: string;
  title: string;
  plural_title: string;
  slug: string;
  abbreviation: string | null;
}): PublicUnit {
  return {
    id: row.id,
    title: row.title,
    pluralTitle: row.plural_title,
    slug: row.slug,
    abbreviation: row.abbreviation,
  };
}

export function ingredientFromRow(row: {
  id: string;
  title: string;
  plural_title: string | null;
  grams_per_liter: number | null;
  default_metric_measurement_method: 'weight' | 'volume' | null;
  default_imperial_measurement_method: 'weight' | 'volume' | null;
}): PublicIngredient {
  return {
    id: row.id,
    title: row.title,
    pluralTitle: row.plural_title,
    gramsPerLiter: row.grams_per_liter,
    defaultMetricMeasurementMethod: row.default_metric_measurement_method,
    defaultImperialMeasurementMethod: row.default_imperial_measurement_method,
  };
}

/**
 * Reads one recipe of a kitchen in its public form. A subscribers_only recipe read without
 * entitlement comes back as a teaser (`isLocked: true`): no story, note, equipment, ingredients
 * or steps ever leave the API for that viewer.
 */
export async function readPublicRecipe(
  context: ReadContext,
  siteId: string,
  where: { slug: string } | { id: string },
  options: RecipeReadOptions,
): Promise<PublicRecipe | null> {
  const { db } = context;
  let query = db.selectFrom('recipes').selectAll().where('site_id', '=', siteId);
  query = 'slug' in where ? query.where('slug', '=', where.slug) : query.where('id', '=', where.id);
  if (!options.includeDrafts) query = query.where('published_at', 'is not', null);
  const row: RecipeRow | undefined = await query.executeTakeFirst();
  if (!row) return null;

  const isLocked = isPremium(row.privacy_setting) && !options.entitled;
  const imageLinks = await db
    .selectFrom('recipe_images')
    .select(['image_id', 'crop'])
    .where('recipe_id', '=', row.id)
    .orderBy('position')
    .execute();
  const taxonomies = (await loadRecipeTaxonomies(db, siteId, [row.id])).get(row.id) ?? emptyTaxonomies();
  const ingredientCount = await db
    .selectFrom('ingredient_usages as u')
    .innerJoin('ingredient_usage_groups as g', 'g.id', 'u.group_id')
    .select(sql<number>`count(u.id)`.as('count'))
    .where('g.recipe_id', '=', row.id)
    .executeTakeFirstOrThrow();
  const collections = await db
    .selectFrom('collections as c')
    .innerJoin('collection_recipes as cr', 'cr.collection_id', 'c.id')
    .select(['c.id', 'c.slug', 'c.title'])
    .where('cr.recipe_id', '=', row.id)
    .orderBy('c.title')
    .execute();

  const full = isLocked ? null : await readRecipeBody(context, row.id);
  const images = await loadImages(context, [...imageLinks.map((link) => link.image_id)]);
  const videos = await loadVideos(context, [row.video_id]);

  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: fromJson<RichText>(row.description),
    storyExcerpt: isLocked ? null : fromJson<RichText>(row.story_excerpt),
    storyMore: isLocked ? null : fromJson<RichText>(row.story_more),
    note: isLocked ? null : fromJson<RichText>(row.note),
    publishedAt: row.published_at,
    prepTimeMinutes: row.prep_time_minutes,
    cookTimeMinutes: row.cook_time_minutes,
    customTimeLabel: row.custom_time_label,
    customTimeMinutes: row.custom_time_minutes,
    yieldServings: row.yield_servings,
    servingDescription: row.serving_description,
    difficultyLevel: row.difficulty_level,
    keywords: JSON.parse(row.keywords) as string[],
    privacySetting: row.privacy_setting,
    isLocked,
    images: imageLinks.flatMap((link) => {
      const image = images.get(link.image_id);
      return image ? [withCrop(image, link.crop)] : [];
    }),
    video: (row.video_id && videos.get(row.video_id)) || null,
    youtubeVideoId: row.youtube_video_id,
    ...taxonomies,
    ingredientUsageCount: ingredientCount.count,
    ingredientUsageGroups: full?.ingredientUsageGroups ?? [],
    instructionGroups: full?.instructionGroups ?? [],
    equipmentUsages: full?.equipmentUsages ?? [],
    collections,
    legacyRecipeData: isLocked ? null : publicLegacyData(row.legacy_recipe_data),
  };
}

/**
 * The public form of a legacy recipe's imported data: only its HTML content, sanitised. Other
 * fields of the free-form import object stay private to the kitchen's managers.
 */
function publicLegacyData(stored: string | null): PublicRecipe['legacyRecipeData'] {
  const content = fromJson<{ content?: unknown }>(stored)?.content;
  if (typeof content !== 'string') return null;
  const sanitized = sanitizeImportedHtml(content);
  return sanitized ? { content: sanitized } : null;
}

type RecipeBody = Pick<PublicRecipe, 'ingredientUsageGroups' | 'instructionGroups' | 'equipmentUsages'>;

/** The locked part of a recipe: ingredients, steps and equipment. */
async function readRecipeBody(context: ReadContext, recipeId: string): Promise<RecipeBody> {
  const { db } = context;
  const groups = await db
    .selectFrom('ingredient_usage_groups')
    .selectAll()
    .where('recipe_id', '=', recipeId)
    .orderBy('position')
    .execute();
  const usages = groups.length
    ? await db
        .selectFrom('ingredient_usages as u')
        .leftJoin('units', 'units.id', 'u.unit_id')
        .leftJoin('ingredients as i', 'i.id', 'u.ingredient_id')
        .selectAll('u')
        .select([
          'units.title as unit_title',
          'units.plural_title as unit_plural_title',
          'units.slug as unit_slug',
          'units.abbreviation as unit_abbreviation',
          'i.title as ingredient_title',
          'i.plural_title as ingredient_plural_title',
          'i.grams_per_liter',
          'i.default_metric_measurement_method',
          'i.default_imperial_measurement_method',
        ])
        .where(
          'u.group_id',
          'in',
          groups.map((group) => group.id),
        )
        .orderBy('u.position')
        .execute()
    : [];

  const instructionGroups = await db
    .selectFrom('instruction_groups')
    .selectAll()
    .where('recipe_id', '=', recipeId)
    .orderBy('position')
    .execute();
  const instructions = instructionGroups.length
    ? await db
        .selectFrom('instructions')
        .selectAll()
        .where(
          'group_id',
          'in',
          instructionGroups.map((group) => group.id),
        )
        .orderBy('position')
        .execute()
    : [];
  const instructionImages = instructions.length
    ? await db
        .selectFrom('instruction_images')
        .selectAll()
        .where(
          'instruction_id',
          'in',
          instructions.map((instruction) => instruction.id),
        )
        .orderBy('position')
        .execute()
    : [];
  const equipmentUsages = await db
    .selectFrom('equipment_usages as eu')
    .innerJoin('equipment as e', 'e.id', 'eu.equipment_id')
    .selectAll('eu')
    .select(['e.title as equipment_title', 'e.featured_image_id'])
    .where('eu.recipe_id', '=', recipeId)
    .orderBy('eu.position')
    .execute();

  const images = await loadImages(context, [
    ...instructionImages.map((link) => link.image_id),
    ...equipmentUsages.flatMap((usage) => [usage.featured_image_id, usage.image_override_id]),
  ]);
  const videos = await loadVideos(
    context,
    instructions.map((instruction) => instruction.video_id),
  );

  return {
    ingredientUsageGroups: groups.map((group) => ({
      id: group.id,
      title: group.title,
      note: group.note,
      ingredientUsages: usages
        .filter((usage) => usage.group_id === group.id)
        .map((usage) => ({
          id: usage.id,
          quantityMin: usage.quantity_min,
          quantityMax: usage.quantity_max,
          unit:
            usage.unit_id && usage.unit_title
              ? unitFromRow({
                  id: usage.unit_id,
                  title: usage.unit_title,
                  plural_title: usage.unit_plural_title ?? usage.unit_title,
                  slug: usage.unit_slug ?? '',
                  abbreviation: usage.unit_abbreviation,
                })
              : null,
          ingredient:
            usage.ingredient_id && usage.ingredient_title
              ? ingredientFromRow({
                  id: usage.ingredient_id,
                  title: usage.ingredient_title,
                  plural_title: usage.ingredient_plural_title,
                  grams_per_liter: usage.grams_per_liter,
                  default_metric_measurement_method: usage.default_metric_measurement_method,
                  default_imperial_measurement_method: usage.default_imperial_measurement_method,
                })
              : null,
          preparation: fromJson<RichText>(usage.preparation),
          ingredientTitleOverride: usage.ingredient_title_override,
          link: usage.link,
          note: usage.note,
        })),
    })),
    instructionGroups: instructionGroups.map((group) => ({
      id: group.id,
      title: group.title,
      note: group.note,
      instructions: instructions
        .filter((instruction) => instruction.group_id === group.id)
        .map((instruction) => ({
          id: instruction.id,
          content: fromJson<RichText>(instruction.content),
          timerMinutes: instruction.timer_minutes,
          note: instruction.note,
          video: (instruction.video_id && videos.get(instruction.video_id)) || null,
          images: instructionImages
            .filter((link) => link.instruction_id === instruction.id)
            .flatMap((link) => {
              const image = images.get(link.image_id);
              return image ? [image] : [];
            }),
        })),
    })),
    equipmentUsages: equipmentUsages.map((usage) => ({
      id: usage.id,
      equipment: {
        id: usage.equipment_id,
        title: usage.equipment_title,
        featuredImage: (usage.featured_image_id && images.get(usage.featured_image_id)) || null,
      },
      imageOverride: (usage.image_override_id && images.get(usage.image_override_id)) || null,
      equipmentTitleOverride: usage.equipment_title_override,
      link: usage.link,
      note: usage.note,
    })),
  };
}
