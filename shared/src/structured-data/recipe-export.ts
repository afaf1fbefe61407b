import type { Recipe, WithContext } from 'schema-dts';
import { ingredientLine, isEmptyUsage } from '../recipe/ingredient-line.ts';
import { recipeJsonLd, type RecipeJsonLdInput } from './recipe-jsonld.ts';

/** The longest group title written as a heading line the importer reads back (`--- Title ---`). */
const HEADING_MAX = 72;

/**
 * A recipe as an exported schema.org Recipe (JSON-LD): the structured data its page carries, with
 * the ingredient groups' titles kept as heading lines among `recipeIngredient` ("--- For the
 * sauce ---"), the way many recipe sites write them and the way Larder's importer reads them back.
 * Not for pages: search engines would take the headings for ingredients.
 */
export function recipeExportJsonLd(input: RecipeJsonLdInput): WithContext<Recipe> {
  const data = recipeJsonLd(input);
  const groups = input.recipe.ingredientUsageGroups
    .map((group) => ({
      title: group.title.trim().slice(0, HEADING_MAX),
      lines: group.ingredientUsages
        .filter((usage) => !isEmptyUsage(usage))
        .map((usage) => ingredientLine(usage, input.view ?? {})),
    }))
    .filter((group) => group.lines.length > 0);
  return {
    ...data,
    recipeIngredient: groups.flatMap((group) => [
      ...(group.title ? [`--- ${group.title} ---`] : []),
      ...group.lines,
    ]),
  };
}
