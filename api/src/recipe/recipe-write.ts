import { inTrialTransaction } from '../db/trial-transaction.ts';
import { AppError } from '@larder/shared/errors';
import type { RecipeInput } from '@larder/shared/schemas/recipe-input';
import {
  TAXONOMY_INPUT_FIELDS,
  TAXONOMY_KINDS,
  type TaxonomyKind,
} from '@larder/shared/schemas/taxonomy-kinds';
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { cropProblem } from '../media/kitchen-images.ts';
import type { DatabaseSchema, Db } from '../db/database.ts';
import { toJson } from '../db/json-column.ts';
import { markKitchenChanged } from '../jobs/rebuild-queue.ts';
import { assertSiteOwned, assertSlugFree } from '../site/kitchen-rows.ts';
import { writeRevision } from './recipe-revisions.ts';

type Trx = Transaction<DatabaseSchema>;

const TAXONOMY_INPUTS = TAXONOMY_KINDS.map((kind): [keyof RecipeInput, TaxonomyKind] => [
  TAXONOMY_INPUT_FIELDS[kind],
  kind,
]);

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** Fails with a field-level validation error unless every id exists where it must. */
async function assertIdsExist(
  trx: Trx,
  table: 'units' | 'users',
  ids: (string | null | undefined)[],
  field: string,
): Promise<void> {
  const wanted = unique(ids.filter((id): id is string => typeof id === 'string'));
  if (wanted.length === 0) return;
  const rows = await trx.selectFrom(table).select('id').where('id', 'in', wanted).execute();
  const found = new Set(rows.map((row) => row.id));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw new AppError('validation_failed', `Unknown ${field}: ${missing.join(', ')}`, {
      [field]: [`Unknown id ${missing[0]}`],
    });
  }
}

/** Every ingredient is the platform's or this kitchen's own (never another kitchen's). */
async function assertKitchenIngredients(
  trx: Trx,
  siteId: string,
  ids: (string | null | undefined)[],
): Promise<void> {
  const wanted = unique(ids.filter((id): id is string => typeof id === 'string'));
  if (wanted.length === 0) return;
  const rows = await trx
    .selectFrom('ingredients')
    .select('id')
    .where('id', 'in', wanted)
    .where((eb) => eb.or([eb('site_id', 'is', null), eb('site_id', '=', siteId)]))
    .execute();
  const found = new Set(rows.map((row) => row.id));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw new AppError('validation_failed', `Unknown ingredientId for this kitchen: ${missing.join(', ')}`, {
      ingredientId: [`Unknown id ${missing[0]}`],
    });
}

async function validateReferences(trx: Trx, siteId: string, input: RecipeInput): Promise<void> {
  for (const [field, kind] of TAXONOMY_INPUTS) {
    await assertSiteOwned(
      trx,
      'taxonomy_terms',
      siteId,
      (input[field] as string[] | undefined) ?? [],
      field,
      kind,
    );
  }
  const usages = input.ingredientUsageGroups?.flatMap((group) => group.ingredientUsages) ?? [];
  const instructions = input.instructionGroups?.flatMap((group) => group.instructions) ?? [];
  await assertIdsExist(
    trx,
    'units',
    usages.map((usage) => usage.unitId),
    'unitId',
  );
  await assertKitchenIngredients(
    trx,
    siteId,
    usages.map((usage) => usage.ingredientId),
  );
  await assertSiteOwned(
    trx,
    'images',
    siteId,
    [
      ...(input.images ?? []).map((image) => image.id),
      ...instructions.flatMap((instruction) => instruction.imageIds ?? []),
      ...(input.equipmentUsages ?? []).map((usage) => usage.imageOverrideId),
    ],
    'imageId',
  );
  await assertCropsFit(trx, input.images ?? []);
  await assertSiteOwned(
    trx,
    'videos',
    siteId,
    [input.videoId, ...instructions.map((instruction) => instruction.videoId)],
    'videoId',
  );
  await assertIdsExist(trx, 'users', input.contributorIds ?? [], 'contributorIds');
  await assertSiteOwned(
    trx,
    'equipment',
    siteId,
    (input.equipmentUsages ?? []).map((usage) => usage.equipmentId),
    'equipmentId',
  );
}

/** Every crop is a rectangle inside its (upright) photo. */
async function assertCropsFit(trx: Trx, images: NonNullable<RecipeInput['images']>): Promise<void> {
  const cropped = images.filter((image) => image.crop);
  if (cropped.length === 0) return;
  const sizes = new Map(
    (
      await trx
        .selectFrom('images')
        .select(['id', 'width', 'height'])
        .where(
          'id',
          'in',
          cropped.map((image) => image.id),
        )
        .execute()
    ).map((row) => [row.id, row]),
  );
  for (const image of cropped) {
    const size = sizes.get(image.id);
    const problem = size && cropProblem(image.crop!, size);
    if (problem) throw new AppError('validation_failed', problem, { images: [problem] });
  }
}

function recipeColumns(input: RecipeInput) {
  return {
    slug: input.slug,
    title: input.title,
    privacy_setting: input.privacySetting,
    description: toJson(input.description),
    video_id: input.videoId ?? null,
    story_excerpt: toJson(input.storyExcerpt),
    story_more: toJson(input.storyMore),
    note: toJson(input.note),
    legacy_recipe_data: toJson(input.legacyRecipeData),
    prep_time_minutes: input.prepTimeMinutes ?? null,
    cook_time_minutes: input.cookTimeMinutes ?? null,
    custom_time_label: input.customTimeLabel ?? null,
    custom_time_minutes: input.customTimeMinutes ?? null,
    yield_servings: input.yieldServings ?? null,
    serving_description: input.servingDescription ?? null,
    difficulty_level: input.difficultyLevel ?? null,
    keywords: JSON.stringify(input.keywords ?? []),
    youtube_video_id: input.youtubeVideoId ?? null,
  };
}

/** Replaces every child row of a recipe (images, taxonomies, groups, steps, equipment). */
async function writeChildren(trx: Trx, recipeId: string, input: RecipeInput): Promise<void> {
  for (const table of [
    'recipe_images',
    'recipe_taxonomy_terms',
    'recipe_contributors',
    'ingredient_usage_groups',
    'instruction_groups',
    'equipment_usages',
  ] as const) {
    await trx.deleteFrom(table).where('recipe_id', '=', recipeId).execute();
  }
  const images = input.images ?? [];
  if (images.length) {
    await trx
      .insertInto('recipe_images')
      .values(
        images.map((image, position) => ({
          recipe_id: recipeId,
          image_id: image.id,
          position,
          crop: toJson(image.crop),
        })),
      )
      .execute();
  }
  const termIds = unique(TAXONOMY_INPUTS.flatMap(([field]) => (input[field] as string[] | undefined) ?? []));
  if (termIds.length) {
    await trx
      .insertInto('recipe_taxonomy_terms')
      .values(termIds.map((term_id) => ({ recipe_id: recipeId, term_id })))
      .execute();
  }
  const contributors = unique(input.contributorIds ?? []);
  if (contributors.length) {
    await trx
      .insertInto('recipe_contributors')
      .values(contributors.map((user_id) => ({ recipe_id: recipeId, user_id })))
      .execute();
  }
  for (const [groupPosition, group] of (input.ingredientUsageGroups ?? []).entries()) {
    const groupId = randomUUID();
    await trx
      .insertInto('ingredient_usage_groups')
      .values({
        id: groupId,
        recipe_id: recipeId,
        position: groupPosition,
        title: group.title,
        note: group.note ?? null,
      })
      .execute();
    if (group.ingredientUsages.length === 0) continue;
    await trx
      .insertInto('ingredient_usages')
      .values(
        group.ingredientUsages.map((usage, position) => ({
          id: usage.id ?? randomUUID(),
          group_id: groupId,
          position,
          quantity_min: usage.quantityMin ?? null,
          quantity_max: usage.quantityMax ?? null,
          unit_id: usage.unitId ?? null,
          ingredient_id: usage.ingredientId ?? null,
          preparation: toJson(usage.preparation),
          ingredient_title_override: usage.ingredientTitleOverride ?? null,
          link: usage.link ?? null,
          note: usage.note ?? null,
        })),
      )
      .execute();
  }
  for (const [groupPosition, group] of (input.instructionGroups ?? []).entries()) {
    const groupId = randomUUID();
    await trx
      .insertInto('instruction_groups')
      .values({
        id: groupId,
        recipe_id: recipeId,
        position: groupPosition,
        title: group.title,
        note: group.note ?? null,
      })
      .execute();
    for (const [position, instruction] of group.instructions.entries()) {
      const instructionId = instruction.id ?? randomUUID();
      await trx
        .insertInto('instructions')
        .values({
          id: instructionId,
          group_id: groupId,
          position,
          content: toJson(instruction.content),
          timer_minutes: instruction.timerMinutes ?? null,
          note: instruction.note ?? null,
          video_id: instruction.videoId ?? null,
        })
        .execute();
      const imageIds = instruction.imageIds ?? [];
      if (imageIds.length) {
        await trx
          .insertInto('instruction_images')
          .values(
            imageIds.map((image_id, index) => ({ instruction_id: instructionId, image_id, position: index })),
          )
          .execute();
      }
    }
  }
  const equipment = input.equipmentUsages ?? [];
  if (equipment.length) {
    await trx
      .insertInto('equipment_usages')
      .values(
        equipment.map((usage, position) => ({
          id: usage.id ?? randomUUID(),
          recipe_id: recipeId,
          position,
          equipment_id: usage.equipmentId,
          link: usage.link ?? null,
          note: usage.note ?? null,
          image_override_id: usage.imageOverrideId ?? null,
          equipment_title_override: usage.equipmentTitleOverride ?? null,
        })),
      )
      .execute();
  }
}

/**
 * Ids of nested rows (usages, instructions) are kept when given, so rich-text references to them
 * stay valid across edits; they must be unique across the whole recipe.
 */
function assertUniqueChildIds(input: RecipeInput): void {
  const ids = [
    ...(input.ingredientUsageGroups ?? []).flatMap((group) =>
      group.ingredientUsages.map((usage) => usage.id),
    ),
    ...(input.instructionGroups ?? []).flatMap((group) =>
      group.instructions.map((instruction) => instruction.id),
    ),
    ...(input.equipmentUsages ?? []).map((usage) => usage.id),
  ].filter((id): id is string => typeof id === 'string');
  if (new Set(ids).size !== ids.length) {
    throw new AppError(
      'validation_failed',
      'Ingredient usages, instructions and equipment usages need distinct ids.',
    );
  }
}

/** Kept ids of usages, steps and equipment must not belong to another recipe (they are unique platform-wide). */
async function assertChildIdsFree(trx: Trx, recipeId: string, input: RecipeInput): Promise<void> {
  const given = (ids: (string | undefined)[]) => ids.filter((id): id is string => typeof id === 'string');
  const usageIds = given(
    (input.ingredientUsageGroups ?? []).flatMap((group) => group.ingredientUsages.map((usage) => usage.id)),
  );
  const instructionIds = given(
    (input.instructionGroups ?? []).flatMap((group) =>
      group.instructions.map((instruction) => instruction.id),
    ),
  );
  const equipmentIds = given((input.equipmentUsages ?? []).map((usage) => usage.id));
  const taken =
    (usageIds.length
      ? await trx
          .selectFrom('ingredient_usages as u')
          .innerJoin('ingredient_usage_groups as g', 'g.id', 'u.group_id')
          .select('u.id')
          .where('u.id', 'in', usageIds)
          .where('g.recipe_id', '!=', recipeId)
          .executeTakeFirst()
      : undefined) ??
    (instructionIds.length
      ? await trx
          .selectFrom('instructions as i')
          .innerJoin('instruction_groups as g', 'g.id', 'i.group_id')
          .select('i.id')
          .where('i.id', 'in', instructionIds)
          .where('g.recipe_id', '!=', recipeId)
          .executeTakeFirst()
      : undefined) ??
    (equipmentIds.length
      ? await trx
          .selectFrom('equipment_usages')
          .select('id')
          .where('id', 'in', equipmentIds)
          .where('recipe_id', '!=', recipeId)
          .executeTakeFirst()
      : undefined);
  if (taken)
    throw new AppError(
      'conflict',
      `The id ${taken.id} belongs to a part of another recipe; leave it out to get a new one.`,
    );
}

/**
 * Every write below that changes what visitors see queues the kitchen's rebuild in the same
 * transaction, so no committed change can miss its build.
 */
export async function createRecipe(
  db: Db,
  siteId: string,
  input: RecipeInput,
  userId: string | null = null,
): Promise<string> {
  assertUniqueChildIds(input);
  return db.transaction().execute((trx) => insertRecipe(trx, siteId, input, userId));
}

/**
 * Keeps a published recipe's old address answering when its slug changes: the old slug redirects
 * to the recipe (`recipe_slug_redirects`, built into the kitchen as a redirect). The slug the
 * recipe takes stops redirecting anywhere: a live page wins over a redirect.
 */
async function recordSlugChange(
  trx: Trx,
  siteId: string,
  recipeId: string,
  change: { from: string | null; to: string; wasPublished: boolean },
): Promise<void> {
  await trx
    .deleteFrom('recipe_slug_redirects')
    .where('site_id', '=', siteId)
    .where('slug', '=', change.to)
    .execute();
  if (!change.wasPublished || change.from === null || change.from === change.to) return;
  await trx
    .insertInto('recipe_slug_redirects')
    .values({ site_id: siteId, slug: change.from, recipe_id: recipeId })
    .onConflict((conflict) => conflict.columns(['site_id', 'slug']).doUpdateSet({ recipe_id: recipeId }))
    .execute();
}

async function insertRecipe(
  trx: Trx,
  siteId: string,
  input: RecipeInput,
  userId: string | null,
): Promise<string> {
  await assertSlugFree(trx, 'recipes', siteId, input.slug, null);
  await validateReferences(trx, siteId, input);
  const id = randomUUID();
  await assertChildIdsFree(trx, id, input);
  await trx
    .insertInto('recipes')
    .values({
      id,
      site_id: siteId,
      ...recipeColumns(input),
      published_at: input.publishedAt?.toISOString() ?? null,
    })
    .execute();
  await recordSlugChange(trx, siteId, id, { from: null, to: input.slug, wasPublished: false });
  await writeChildren(trx, id, input);
  await writeRevision(trx, { recipeId: id, version: 1, kind: 'saved', content: input, userId });
  if (input.publishedAt) await markKitchenChanged(trx, siteId, `recipe ${id} created published`);
  return id;
}

/**
 * Saves a recipe's fields. With `expectedVersion`, a recipe saved elsewhere since (another tab,
 * another manager) is refused with `recipe_changed` and nothing is written. A save moves the
 * version on, clears the autosaved draft it supersedes and is kept as a revision.
 */
export async function updateRecipe(
  db: Db,
  siteId: string,
  recipeId: string,
  input: RecipeInput,
  options: { expectedVersion?: number | undefined; userId?: string | null } = {},
): Promise<void> {
  assertUniqueChildIds(input);
  await db.transaction().execute((trx) => saveRecipeFields(trx, siteId, recipeId, input, options));
}

async function saveRecipeFields(
  trx: Trx,
  siteId: string,
  recipeId: string,
  input: RecipeInput,
  options: { expectedVersion?: number | undefined; userId?: string | null },
): Promise<void> {
  const existing = await trx
    .selectFrom('recipes')
    .select(['id', 'slug', 'published_at', 'version'])
    .where('id', '=', recipeId)
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  if (!existing) throw new AppError('recipe_not_found');
  if (options.expectedVersion !== undefined && options.expectedVersion !== existing.version)
    throw new AppError('recipe_changed');
  await assertSlugFree(trx, 'recipes', siteId, input.slug, recipeId);
  await validateReferences(trx, siteId, input);
  await assertChildIdsFree(trx, recipeId, input);
  const publishedAt =
    input.publishedAt === undefined ? existing.published_at : (input.publishedAt?.toISOString() ?? null);
  const version = existing.version + 1;
  await trx
    .updateTable('recipes')
    .set({
      ...recipeColumns(input),
      published_at: publishedAt,
      updated_at: new Date().toISOString(),
      version,
      draft: null,
      draft_base_version: null,
      draft_saved_at: null,
    })
    .where('id', '=', recipeId)
    .execute();
  await recordSlugChange(trx, siteId, recipeId, {
    from: existing.slug,
    to: input.slug,
    wasPublished: existing.published_at !== null,
  });
  await writeChildren(trx, recipeId, input);
  await writeRevision(trx, {
    recipeId,
    version,
    kind: 'saved',
    content: input,
    userId: options.userId ?? null,
  });
  // A draft that stays a draft changes nothing visitors see.
  if (existing.published_at !== null || publishedAt !== null)
    await markKitchenChanged(trx, siteId, `recipe ${recipeId} updated`);
}

/** Carries what a trial write read out of the transaction that is then rolled back. */
/**
 * What a recipe would be if these fields were saved, without saving them: the write runs with
 * every rule of a real one (the same checks, the same errors) in a transaction that `read` looks
 * into and that is then always rolled back. `recipeId` null tries a new recipe.
 */
export async function tryRecipeWrite<T>(
  db: Db,
  siteId: string,
  recipeId: string | null,
  input: RecipeInput,
  read: (trx: Trx, recipeId: string) => Promise<T>,
): Promise<T> {
  assertUniqueChildIds(input);
  return inTrialTransaction(db, async (trx) => {
    const id = recipeId ?? (await insertRecipe(trx, siteId, input, null));
    if (recipeId) await saveRecipeFields(trx, siteId, recipeId, input, {});
    return read(trx, id);
  });
}

/** Deletes a recipe (rebuilding its kitchen if it was published). */
export async function deleteRecipe(db: Db, siteId: string, recipeId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('recipes')
      .select('published_at')
      .where('id', '=', recipeId)
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    if (!existing) throw new AppError('recipe_not_found');
    await trx.deleteFrom('recipes').where('id', '=', recipeId).execute();
    const site = await trx
      .selectFrom('sites')
      .select('featured_recipe_ids')
      .where('id', '=', siteId)
      .executeTakeFirstOrThrow();
    const featured = (JSON.parse(site.featured_recipe_ids) as string[]).filter((id) => id !== recipeId);
    await trx
      .updateTable('sites')
      .set({ featured_recipe_ids: JSON.stringify(featured) })
      .where('id', '=', siteId)
      .execute();
    if (existing.published_at !== null) await markKitchenChanged(trx, siteId, `recipe ${recipeId} deleted`);
  });
}

/** Publishes (at `publishedAt`) or unpublishes (null) a recipe and rebuilds its kitchen. */
export async function setPublished(
  db: Db,
  siteId: string,
  recipeId: string,
  publishedAt: Date | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('recipes')
      .set({ published_at: publishedAt?.toISOString() ?? null, updated_at: new Date().toISOString() })
      .where('id', '=', recipeId)
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new AppError('recipe_not_found');
    const scheduled = publishedAt !== null && publishedAt.getTime() > Date.now();
    await markKitchenChanged(
      trx,
      siteId,
      `recipe ${recipeId} ${scheduled ? 'scheduled' : publishedAt ? 'published' : 'unpublished'}`,
      scheduled ? { alsoAt: publishedAt } : {},
    );
  });
}
