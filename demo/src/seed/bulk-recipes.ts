import { RecipeInputSchema } from '@larder/shared/schemas/recipe-input';
import type { ManagedRecipe } from '@larder/shared/schemas/recipe-manage';
import { randomUUID } from 'node:crypto';
import type { Db } from '@larder/api/db/database';
import { readManagedRecipe } from '@larder/api/recipe/recipe-manage-read';
import { createRecipe } from '@larder/api/recipe/recipe-write';

/**
 * A managed recipe as JSON text, its ingredient usages, steps and equipment usages under new
 * ids: they are unique across the platform and step text refers to them, so a copy needs its own.
 */
export function copiedRecipeText(template: ManagedRecipe): string {
  let text = JSON.stringify(template);
  for (const group of template.ingredientUsageGroups)
    for (const usage of group.ingredientUsages) text = text.replaceAll(usage.id, randomUUID());
  for (const group of template.instructionGroups)
    for (const instruction of group.instructions) text = text.replaceAll(instruction.id, randomUUID());
  for (const usage of template.equipmentUsages) text = text.replaceAll(usage.id, randomUUID());
  return text;
}

/**
 * Fills a kitchen with `count` more published recipes, copies of its own recipes under new titles
 * and slugs, written through the same code path as the API. Benchmarks and load tests use it to
 * get a kitchen of realistic recipes at any size. Each call needs its own `series` (a slug-safe
 * prefix of the numbers) so the slugs stay unique.
 */
export async function addGeneratedRecipes(
  db: Db,
  siteSlug: string,
  count: number,
  options: { onProgress?: (done: number) => void; series?: string } = {},
): Promise<string[]> {
  const site = await db
    .selectFrom('sites')
    .select('id')
    .where('slug', '=', siteSlug)
    .executeTakeFirstOrThrow();
  const templates = await db
    .selectFrom('recipes')
    .select('id')
    .where('site_id', '=', site.id)
    .where('published_at', 'is not', null)
    .orderBy('slug')
    .execute();
  if (templates.length === 0) throw new Error(`Kitchen "${siteSlug}" has no published recipe to copy.`);
  const forms = await Promise.all(templates.map((row) => readManagedRecipe(db, site.id, row.id)));
  const created: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const template = forms[index % forms.length]!;
    const copy = JSON.parse(copiedRecipeText(template)) as Record<string, unknown>;
    const number = index + 1;
    const input = RecipeInputSchema.parse({
      ...copy,
      title: `${template.title} No. ${options.series ?? ''}${number}`,
      slug: `${template.slug}-${options.series ?? ''}${number}`,
      publishedAt: new Date(Date.UTC(2020, 0, 1) + index * 3_600_000),
    });
    created.push(await createRecipe(db, site.id, input));
    options.onProgress?.(number);
  }
  return created;
}
