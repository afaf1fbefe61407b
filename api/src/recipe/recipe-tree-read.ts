import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type {
  EquipmentUsagesTable,
  IngredientUsageGroupsTable,
  IngredientUsagesTable,
  InstructionGroupsTable,
  InstructionsTable,
  RecipesTable,
} from '../db/tables/recipes.table.ts';
import { publishedBefore } from './published.ts';

/** Which recipes of a kitchen to read: all of them, the published ones, or some by id or slug. */
export interface RecipeScope {
  siteId: string;
  publishedOnly: boolean;
  ids?: string[];
  slug?: string;
}

/** A recipe's own row without the editor's autosaved draft, which no public read may carry (nor pay for). */
export type RecipeRow = Omit<Selectable<RecipesTable>, 'draft' | 'draft_base_version' | 'draft_saved_at'>;

const RECIPE_COLUMNS = [
  'id',
  'site_id',
  'slug',
  'title',
  'privacy_setting',
  'description',
  'video_id',
  'story_excerpt',
  'story_more',
  'note',
  'legacy_recipe_data',
  'prep_time_minutes',
  'cook_time_minutes',
  'custom_time_label',
  'custom_time_minutes',
  'yield_servings',
  'serving_description',
  'difficulty_level',
  'keywords',
  'youtube_video_id',
  'published_at',
  'created_at',
  'updated_at',
  'version',
] as const satisfies readonly (keyof RecipeRow)[];

export type UsageRow = Selectable<IngredientUsagesTable> & {
  unit_title: string | null;
  unit_plural_title: string | null;
  unit_slug: string | null;
  unit_abbreviation: string | null;
  ingredient_title: string | null;
  ingredient_plural_title: string | null;
  grams_per_liter: number | null;
  default_metric_measurement_method: 'weight' | 'volume' | null;
  default_imperial_measurement_method: 'weight' | 'volume' | null;
};

export type InstructionRow = Selectable<InstructionsTable> & { imageIds: string[] };

export type EquipmentUsageRow = Selectable<EquipmentUsagesTable> & {
  equipment_title: string;
  featured_image_id: string | null;
};

/** Every row of one recipe, grouped and in order: what both the public and the manage forms are made from. */
export interface RecipeTree {
  recipe: RecipeRow;
  images: { image_id: string; crop: string | null }[];
  termIds: string[];
  contributorIds: string[];
  ingredientGroups: (Selectable<IngredientUsageGroupsTable> & { usages: UsageRow[] })[];
  instructionGroups: (Selectable<InstructionGroupsTable> & { instructions: InstructionRow[] })[];
  equipment: EquipmentUsageRow[];
  collections: { id: string; slug: string; title: string }[];
}

/** The ids of the recipes in scope, as a subquery every child table is filtered by. */
function scopedRecipeIds(db: Db, scope: RecipeScope) {
  let query = db
    .selectFrom('recipes as scoped')
    .select('scoped.id')
    .where('scoped.site_id', '=', scope.siteId);
  if (scope.publishedOnly) query = query.where('scoped.published_at', '<=', publishedBefore());
  if (scope.ids) query = query.where('scoped.id', 'in', scope.ids.length ? scope.ids : ['']);
  if (scope.slug !== undefined) query = query.where('scoped.slug', '=', scope.slug);
  return query;
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const value = key(row);
    const group = groups.get(value);
    if (group) group.push(row);
    else groups.set(value, [row]);
  }
  return groups;
}

/**
 * Reads the recipes of a scope with all their child rows in a fixed number of set-based queries
 * (one per table, whatever the number of recipes), newest published first. A kitchen of 2,000
 * recipes is read in the same eleven queries as a single recipe.
 */
export async function readRecipeTrees(db: Db, scope: RecipeScope): Promise<RecipeTree[]> {
  const inScope = scopedRecipeIds(db, scope);
  const recipes = await db
    .selectFrom('recipes')
    .select(RECIPE_COLUMNS)
    .where('id', 'in', inScope)
    .orderBy('published_at', 'desc')
    .orderBy('title')
    .execute();
  if (recipes.length === 0) return [];

  const [images, terms, contributors, groups, usages, instructionGroups, instructions, instructionImages] =
    await Promise.all([
      db
        .selectFrom('recipe_images')
        .select(['recipe_id', 'image_id', 'crop'])
        .where('recipe_id', 'in', inScope)
        .orderBy('recipe_id')
        .orderBy('position')
        .execute(),
      db
        .selectFrom('recipe_taxonomy_terms')
        .select(['recipe_id', 'term_id'])
        .where('recipe_id', 'in', inScope)
        .execute(),
      db
        .selectFrom('recipe_contributors')
        .select(['recipe_id', 'user_id'])
        .where('recipe_id', 'in', inScope)
        .execute(),
      db
        .selectFrom('ingredient_usage_groups')
        .selectAll()
        .where('recipe_id', 'in', inScope)
        .orderBy('recipe_id')
        .orderBy('position')
        .execute(),
      db
        .selectFrom('ingredient_usages as u')
        .innerJoin('ingredient_usage_groups as g', 'g.id', 'u.group_id')
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
        .where('g.recipe_id', 'in', inScope)
        .orderBy('u.group_id')
        .orderBy('u.position')
        .execute(),
      db
        .selectFrom('instruction_groups')
        .selectAll()
        .where('recipe_id', 'in', inScope)
        .orderBy('recipe_id')
        .orderBy('position')
        .execute(),
      db
        .selectFrom('instructions as i')
        .innerJoin('instruction_groups as g', 'g.id', 'i.group_id')
        .selectAll('i')
        .where('g.recipe_id', 'in', inScope)
        .orderBy('i.group_id')
        .orderBy('i.position')
        .execute(),
      db
        .selectFrom('instruction_images as ii')
        .innerJoin('instructions as i', 'i.id', 'ii.instruction_id')
        .innerJoin('instruction_groups as g', 'g.id', 'i.group_id')
        .select(['ii.instruction_id', 'ii.image_id'])
        .where('g.recipe_id', 'in', inScope)
        .orderBy('ii.instruction_id')
        .orderBy('ii.position')
        .execute(),
    ]);
  const [equipment, collections] = await Promise.all([
    db
      .selectFrom('equipment_usages as eu')
      .innerJoin('equipment as e', 'e.id', 'eu.equipment_id')
      .selectAll('eu')
      .select(['e.title as equipment_title', 'e.featured_image_id'])
      .where('eu.recipe_id', 'in', inScope)
      .orderBy('eu.recipe_id')
      .orderBy('eu.position')
      .execute(),
    db
      .selectFrom('collection_recipes as cr')
      .innerJoin('collections as c', 'c.id', 'cr.collection_id')
      .select(['cr.recipe_id', 'c.id', 'c.slug', 'c.title'])
      .where('cr.recipe_id', 'in', inScope)
      .orderBy('c.title')
      .execute(),
  ]);

  const imagesByRecipe = groupBy(images, (row) => row.recipe_id);
  const termsByRecipe = groupBy(terms, (row) => row.recipe_id);
  const contributorsByRecipe = groupBy(contributors, (row) => row.recipe_id);
  const groupsByRecipe = groupBy(groups, (row) => row.recipe_id);
  const usagesByGroup = groupBy(usages, (row) => row.group_id);
  const instructionGroupsByRecipe = groupBy(instructionGroups, (row) => row.recipe_id);
  const instructionsByGroup = groupBy(instructions, (row) => row.group_id);
  const imagesByInstruction = groupBy(instructionImages, (row) => row.instruction_id);
  const equipmentByRecipe = groupBy(equipment, (row) => row.recipe_id);
  const collectionsByRecipe = groupBy(collections, (row) => row.recipe_id);

  return recipes.map((recipe) => ({
    recipe,
    images: (imagesByRecipe.get(recipe.id) ?? []).map(({ image_id, crop }) => ({ image_id, crop })),
    termIds: (termsByRecipe.get(recipe.id) ?? []).map((row) => row.term_id),
    contributorIds: (contributorsByRecipe.get(recipe.id) ?? []).map((row) => row.user_id),
    ingredientGroups: (groupsByRecipe.get(recipe.id) ?? []).map((group) => ({
      ...group,
      usages: usagesByGroup.get(group.id) ?? [],
    })),
    instructionGroups: (instructionGroupsByRecipe.get(recipe.id) ?? []).map((group) => ({
      ...group,
      instructions: (instructionsByGroup.get(group.id) ?? []).map((instruction) => ({
        ...instruction,
        imageIds: (imagesByInstruction.get(instruction.id) ?? []).map((row) => row.image_id),
      })),
    })),
    equipment: equipmentByRecipe.get(recipe.id) ?? [],
    collections: (collectionsByRecipe.get(recipe.id) ?? []).map(({ id, slug, title }) => ({
      id,
      slug,
      title,
    })),
  }));
}
