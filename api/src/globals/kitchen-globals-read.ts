import type { KitchenGlobals } from '@larder/shared/schemas/kitchen-globals';
import { TAXONOMY_KINDS } from '@larder/shared/schemas/taxonomy';
import { COLOR_THEMES, TYPE_THEMES } from '@larder/shared/theme/theme-catalogue';
import { unitSystem } from '@larder/shared/units/unit-system';
import type { ReadContext } from '../media/image-read.ts';
import { readKitchenIngredientRows } from '../recipe/kitchen-ingredients-read.ts';
import { ingredientFromRow, unitFromRow } from '../recipe/recipe-read.ts';
import { readContributors } from '../site/contributors-read.ts';
import { loadSiteTerms } from '../taxonomy/taxonomy-read.ts';

/** What the recipe editor's pickers offer a kitchen's managers: units, ingredients, equipment, terms, people, themes. */
export async function readKitchenGlobals(context: ReadContext, siteId: string): Promise<KitchenGlobals> {
  const { db } = context;
  const [units, ingredients, equipment, terms, contributors] = await Promise.all([
    db.selectFrom('units').selectAll().orderBy('title').execute(),
    readKitchenIngredientRows(db, siteId),
    db
      .selectFrom('equipment')
      .select(['id', 'title'])
      .where('site_id', '=', siteId)
      .orderBy('title')
      .execute(),
    loadSiteTerms(db, siteId),
    readContributors(context, siteId),
  ]);
  const taxonomies = Object.fromEntries(
    TAXONOMY_KINDS.map((kind) => [
      kind,
      terms
        .filter((term) => term.kind === kind)
        .map(({ id, slug, title, recipeCount }) => ({ id, slug, title, recipeCount })),
    ]),
  ) as KitchenGlobals['taxonomies'];
  return {
    units: units.map((row) => ({ ...unitFromRow(row), system: unitSystem(row.title) })),
    ingredients: ingredients.map(ingredientFromRow),
    equipment,
    taxonomies,
    contributors,
    colorThemes: COLOR_THEMES.map((theme) => ({ id: theme.id, title: theme.name })),
    typeThemes: TYPE_THEMES.map((theme) => ({ id: theme.id, title: theme.name })),
  };
}
