import { sanitizeImportedHtml } from '@larder/shared/html/sanitize-imported-html';
import { rememberedByText } from '@larder/shared/text-memo';
import type { RichText } from '@larder/shared/rich-text/rich-text-schema';
import { storedRichText as readStoredRichText } from '../db/stored-content.ts';
import { jsonShapeProblem, LIMITS } from '@larder/shared/schemas/bounds';
import type { PublicImage } from '@larder/shared/schemas/image';
import type { PublicRecipe } from '@larder/shared/schemas/recipe-public';
import type { PublicIngredient, PublicUnit } from '@larder/shared/schemas/unit';
import { loadImages, loadVideos, withCrop, type ReadContext } from '../media/image-read.ts';
import { emptyTaxonomies, loadSiteTerms, type RecipeTaxonomies } from '../taxonomy/taxonomy-read.ts';
import { readRecipeTrees, type RecipeScope, type RecipeTree, type UsageRow } from './recipe-tree-read.ts';

export interface RecipeReadOptions {
  /** Whether the viewer may see subscribers-only content (site manager or paid subscriber). */
  entitled: boolean;
  /** Whether drafts are readable (management preview). */
  includeDrafts?: boolean;
}

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

function storedRichText(json: string | null, field: string, problems: string[]): RichText | null {
  return readStoredRichText(json, (problem) => problems.push(`${field} ${problem}`));
}

/** `sanitizeImportedHtml`, remembered by the HTML: a kitchen's legacy recipes are read on every publish. */
const sanitizedLegacyHtml = rememberedByText(sanitizeImportedHtml, {
  entries: 5_000,
  characters: 16_000_000,
});

/**
 * The public form of a legacy recipe's imported data: only its HTML content, sanitised. Other
 * fields of the free-form import object stay private to the kitchen's managers.
 */
function publicLegacyData(stored: string | null, problems: string[]): PublicRecipe['legacyRecipeData'] {
  if (stored === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    problems.push('legacyRecipeData is not valid JSON');
    return null;
  }
  const problem = jsonShapeProblem(
    value,
    { depth: LIMITS.legacyDepth, nodes: LIMITS.legacyNodes },
    'legacyRecipeData',
  );
  if (problem) {
    problems.push(problem);
    return null;
  }
  const content = (value as { content?: unknown } | null)?.content;
  if (typeof content !== 'string') return null;
  const sanitized = sanitizedLegacyHtml(content);
  return sanitized ? { content: sanitized } : null;
}

function publicUsage(usage: UsageRow, problems: string[]) {
  return {
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
    preparation: storedRichText(usage.preparation, `preparation of ingredient ${usage.id}`, problems),
    ingredientTitleOverride: usage.ingredient_title_override,
    link: usage.link,
    note: usage.note,
  };
}

interface Lookups {
  images: Map<string, PublicImage>;
  videos: Awaited<ReturnType<typeof loadVideos>>;
  taxonomies: (termIds: string[]) => RecipeTaxonomies;
}

function toPublicRecipe(
  tree: RecipeTree,
  isLocked: boolean,
  lookups: Lookups,
  problems: string[],
): PublicRecipe {
  const { recipe: row } = tree;
  const image = (id: string | null) => (id && lookups.images.get(id)) || null;
  const video = (id: string | null) => (id && lookups.videos.get(id)) || null;
  const body = !isLocked;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: storedRichText(row.description, 'description', problems),
    storyExcerpt: body ? storedRichText(row.story_excerpt, 'storyExcerpt', problems) : null,
    storyMore: body ? storedRichText(row.story_more, 'storyMore', problems) : null,
    note: body ? storedRichText(row.note, 'note', problems) : null,
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
    images: tree.images.flatMap((link) => {
      const found = lookups.images.get(link.image_id);
      return found ? [withCrop(found, link.crop)] : [];
    }),
    video: video(row.video_id),
    youtubeVideoId: row.youtube_video_id,
    ...lookups.taxonomies(tree.termIds),
    ingredientUsageCount: tree.ingredientGroups.reduce((sum, group) => sum + group.usages.length, 0),
    ingredientUsageGroups: body
      ? tree.ingredientGroups.map((group) => ({
          id: group.id,
          title: group.title,
          note: group.note,
          ingredientUsages: group.usages.map((usage) => publicUsage(usage, problems)),
        }))
      : [],
    instructionGroups: body
      ? tree.instructionGroups.map((group) => ({
          id: group.id,
          title: group.title,
          note: group.note,
          instructions: group.instructions.map((instruction) => ({
            id: instruction.id,
            content: storedRichText(instruction.content, `step ${instruction.id}`, problems),
            timerMinutes: instruction.timer_minutes,
            note: instruction.note,
            video: video(instruction.video_id),
            images: instruction.imageIds.flatMap((id) => {
              const found = lookups.images.get(id);
              return found ? [found] : [];
            }),
          })),
        }))
      : [],
    equipmentUsages: body
      ? tree.equipment.map((usage) => ({
          id: usage.id,
          equipment: {
            id: usage.equipment_id,
            title: usage.equipment_title,
            featuredImage: image(usage.featured_image_id),
          },
          imageOverride: image(usage.image_override_id),
          equipmentTitleOverride: usage.equipment_title_override,
          link: usage.link,
          note: usage.note,
        }))
      : [],
    collections: tree.collections,
    legacyRecipeData: body ? publicLegacyData(row.legacy_recipe_data, problems) : null,
  };
}

export interface PublicRecipesRead {
  /** In scope order: newest published first. */
  recipes: PublicRecipe[];
  /**
   * Stored content that could not be read as it should (invalid or out-of-bounds rich text
   * written before the limits existed), by recipe id: those fields read as null.
   */
  problems: Map<string, string[]>;
}

/**
 * Reads recipes of a kitchen in their public form in a fixed number of queries. A subscribers-only
 * recipe read without entitlement comes back as a teaser (`isLocked: true`): no story, note,
 * equipment, ingredients or steps ever leave the API for that viewer.
 */
export async function readPublicRecipes(
  context: ReadContext,
  scope: RecipeScope,
  options: { entitled: boolean },
): Promise<PublicRecipesRead> {
  const trees = await readRecipeTrees(context.db, scope);
  const locked = new Set(
    trees
      .filter((tree) => isPremium(tree.recipe.privacy_setting) && !options.entitled)
      .map((tree) => tree.recipe.id),
  );
  const unlocked = trees.filter((tree) => !locked.has(tree.recipe.id));
  const [images, videos, terms] = await Promise.all([
    loadImages(context, [
      ...trees.flatMap((tree) => tree.images.map((link) => link.image_id)),
      ...unlocked.flatMap((tree) => [
        ...tree.instructionGroups.flatMap((group) => group.instructions.flatMap((step) => step.imageIds)),
        ...tree.equipment.flatMap((usage) => [usage.featured_image_id, usage.image_override_id]),
      ]),
    ]),
    loadVideos(context, [
      ...trees.map((tree) => tree.recipe.video_id),
      ...unlocked.flatMap((tree) =>
        tree.instructionGroups.flatMap((group) => group.instructions.map((step) => step.video_id)),
      ),
    ]),
    trees.length ? loadSiteTerms(context.db, scope.siteId) : Promise.resolve([]),
  ]);
  const termById = new Map(terms.map((term) => [term.id, term]));
  const taxonomies = (termIds: string[]): RecipeTaxonomies => {
    const result = emptyTaxonomies();
    for (const id of termIds) {
      const term = termById.get(id);
      if (!term) continue;
      const { kind, ...publicTerm } = term;
      result[kind].push(publicTerm);
    }
    for (const list of Object.values(result)) list.sort((a, b) => a.title.localeCompare(b.title));
    return result;
  };
  const problems = new Map<string, string[]>();
  const recipes = trees.map((tree) => {
    const found: string[] = [];
    const recipe = toPublicRecipe(tree, locked.has(tree.recipe.id), { images, videos, taxonomies }, found);
    if (found.length) problems.set(tree.recipe.id, found);
    return recipe;
  });
  return { recipes, problems };
}

/** One recipe of a kitchen by slug or id in its public form, or null when there is none. */
export async function readPublicRecipe(
  context: ReadContext,
  siteId: string,
  where: { slug: string } | { id: string },
  options: RecipeReadOptions,
): Promise<PublicRecipe | null> {
  const scope: RecipeScope = {
    siteId,
    publishedOnly: !options.includeDrafts,
    ...('slug' in where ? { slug: where.slug } : { ids: [where.id] }),
  };
  const { recipes, problems } = await readPublicRecipes(context, scope, options);
  const recipe = recipes[0] ?? null;
  const found = recipe && problems.get(recipe.id);
  if (found)
    console.warn(`[api] recipe ${recipe.id} has stored content that cannot be shown: ${found.join('; ')}`);
  return recipe;
}
