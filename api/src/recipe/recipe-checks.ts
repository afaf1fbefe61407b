import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { AppError } from '@larder/shared/errors';
import { kitchenRecipeUrl } from '@larder/shared/hosting/kitchen-urls';
import { ingredientLine } from '@larder/shared/recipe/ingredient-line';
import { richTextToPlainText } from '@larder/shared/rich-text/plain-text';
import type { RecipeCheck } from '@larder/shared/schemas/recipe-checks';
import type { RecipeInput } from '@larder/shared/schemas/recipe-input';
import type { PublicRecipe } from '@larder/shared/schemas/recipe-public';
import type { PublicSite } from '@larder/shared/schemas/site';
import type { PublicUnit } from '@larder/shared/schemas/unit';
import { jsonLdScriptContent } from '@larder/shared/structured-data/json-ld-script';
import { recipeJsonLd } from '@larder/shared/structured-data/recipe-jsonld';
import { isVolumeUnit } from '@larder/shared/units/unit-factors';
import type { ReadContext } from '../media/image-read.ts';
import { readPublicRecipe } from './recipe-read.ts';
import { tryRecipeWrite } from './recipe-write.ts';

/**
 * Where the studio edits each field of the Recipe that Google's rules name; null for an optional
 * one the creator does not give here (ratings come from readers, the date from publishing) or
 * that the checks below already ask for in their own words (yield, times, the photo). Fields of a
 * step or section (its own image, its item list) are not listed: they are never findings.
 */
const STRUCTURED_FIELDS: Record<string, string | null> = {
  name: 'title',
  description: 'description',
  keywords: 'keywords',
  recipeCategory: 'terms.categories',
  recipeCuisine: 'terms.cuisines',
  image: null,
  recipeIngredient: 'ingredientUsageGroups',
  recipeInstructions: 'instructionGroups',
  recipeYield: null,
  totalTime: null,
  prepTime: null,
  cookTime: null,
  aggregateRating: null,
  'nutrition.calories': null,
  datePublished: null,
  video: null,
};

/** Spoons read the same in both systems; these volumes become millilitres for metric readers. */
const CUP_LIKE = new Set(['cup', 'quart', 'gallon', 'fluid ounce', 'pint']);

const fold = (text: string) => text.toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();

interface Tried {
  /** The recipe as its page would be built from these fields. */
  full: PublicRecipe;
  /** As a visitor would be sent it (a teaser for a subscribers-only recipe). */
  visitor: PublicRecipe;
}

/** Google's recipe rich-result rules (the validator the browser tests hold every built page to). */
async function structuredDataChecks(
  recipe: PublicRecipe,
  kitchen: { site: Pick<PublicSite, 'title' | 'owner'>; units: PublicUnit[]; origin: string },
): Promise<RecipeCheck[]> {
  const data = recipeJsonLd({
    recipe,
    site: kitchen.site,
    units: kitchen.units,
    pageUrl: kitchenRecipeUrl(kitchen.origin, recipe.slug),
    origin: kitchen.origin,
  });
  const html = `<!doctype html><html><head><script type="application/ld+json">${jsonLdScriptContent(data)}</script></head><body></body></html>`;
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(
    html,
  );
  const issues = await new Validator().validate(extracted);
  const seen = new Set<string>();
  return issues.flatMap((issue, index) => {
    const name = issue.fieldNames?.[0] ?? '';
    const field = STRUCTURED_FIELDS[name];
    const error = issue.severity === 'ERROR';
    // A warning about an optional field the creator does not give here (a step's own image, a
    // rating), or that a check below asks for in its own words, is no finding.
    if (!error && !field) return [];
    const id = error ? `structured-data-error-${index}` : `structured-data-${name}`;
    if (seen.has(id)) return [];
    seen.add(id);
    return [
      {
        id,
        severity: error ? ('error' as const) : ('warning' as const),
        field: field ?? 'structuredData',
        message: (!error && PLAIN_WORDS[name]) || `Search engines: ${issue.issueMessage}`,
      },
    ];
  });
}

/** Google's optional recipe fields, said the way a creator would put it. */
const PLAIN_WORDS: Record<string, string> = {
  description: 'No description: search engines show one under the title.',
  keywords: 'No keywords: search engines match recipes on them.',
  recipeCategory: 'No category (such as Dessert or Main course): search engines group recipes by it.',
  recipeCuisine: 'No cuisine: search engines group recipes by it.',
};

function altTextChecks(recipe: PublicRecipe): RecipeCheck[] {
  const checks: RecipeCheck[] = recipe.images.flatMap((image, index) =>
    image.alt.trim()
      ? []
      : [
          {
            id: `alt-photo-${index}`,
            severity: 'warning' as const,
            field: `images.${index}`,
            message: `${index === 0 ? 'The main photo' : `Photo ${index + 1}`} has no alt text: say what it shows, for readers who cannot see it.`,
          },
        ],
  );
  recipe.instructionGroups.forEach((group, g) => {
    group.instructions.forEach((step, s) => {
      if (step.images.some((image) => !image.alt.trim()))
        checks.push({
          id: `alt-step-${g}-${s}`,
          severity: 'warning',
          field: `instructionGroups.${g}.instructions.${s}`,
          message: `A photo of step ${s + 1}${recipe.instructionGroups.length > 1 ? ` (group ${g + 1})` : ''} has no alt text.`,
        });
    });
  });
  return checks;
}

function basicsChecks(recipe: PublicRecipe): RecipeCheck[] {
  const checks: RecipeCheck[] = [];
  if (!recipe.yieldServings)
    checks.push({
      id: 'yield',
      severity: 'warning',
      field: 'yieldServings',
      message: 'No servings: readers cannot scale the recipe, and search engines show no yield.',
    });
  if (!recipe.prepTimeMinutes && !recipe.cookTimeMinutes && !recipe.customTimeMinutes)
    checks.push({
      id: 'times',
      severity: 'warning',
      field: 'prepTimeMinutes',
      message: 'No times: readers and search engines see no total time.',
    });
  if (recipe.images.length === 0)
    checks.push({
      id: 'photo',
      severity: 'warning',
      field: 'images',
      message: 'No photo: the recipe’s card is blank and search engines show no image.',
    });
  if (recipe.ingredientUsageGroups.every((group) => group.ingredientUsages.length === 0))
    checks.push({
      id: 'ingredients',
      severity: 'warning',
      field: 'ingredientUsageGroups',
      message: 'No ingredients yet.',
    });
  if (recipe.instructionGroups.every((group) => group.instructions.length === 0))
    checks.push({ id: 'steps', severity: 'warning', field: 'instructionGroups', message: 'No steps yet.' });
  return checks;
}

/** Cups of something Larder cannot weigh: metric readers see millilitres where they expect grams. */
function densityChecks(recipe: PublicRecipe): RecipeCheck[] {
  const checks: RecipeCheck[] = [];
  recipe.ingredientUsageGroups.forEach((group, g) => {
    group.ingredientUsages.forEach((usage, u) => {
      const unit = usage.unit?.title;
      if (!unit || !CUP_LIKE.has(unit) || !isVolumeUnit(unit) || usage.quantityMin === null) return;
      const ingredient = usage.ingredient;
      if (ingredient?.gramsPerLiter) return;
      // Liquids are measured by volume in metric kitchens too.
      if (ingredient && ingredient.defaultMetricMeasurementMethod !== 'weight') return;
      const name = usage.ingredientTitleOverride ?? ingredient?.title ?? 'this ingredient';
      checks.push({
        id: `density-${g}-${u}`,
        severity: 'warning',
        field: `ingredientUsageGroups.${g}.ingredientUsages.${u}.ingredient`,
        message: `Metric readers will see “${name}” in millilitres: Larder knows no weight for a ${unit} of it. Give the amount by weight if you know it.`,
      });
    });
  });
  return checks;
}

/**
 * A subscribers-only recipe's teaser (what visitors are sent) must not give the recipe away: its
 * description must not repeat a step or list the ingredients.
 */
function premiumChecks(tried: Tried): RecipeCheck[] {
  if (tried.full.privacySetting !== 'subscribers_only' || !tried.visitor.isLocked) return [];
  const shown = fold([richTextToPlainText(tried.visitor.description), tried.visitor.title].join(' '));
  const checks: RecipeCheck[] = [];
  tried.full.instructionGroups.forEach((group, g) => {
    group.instructions.forEach((step, s) => {
      const text = fold(richTextToPlainText(step.content));
      if (text.length >= 30 && shown.includes(text))
        checks.push({
          id: `premium-step-${g}-${s}`,
          severity: 'error',
          field: 'description',
          message: `The description, which visitors see, repeats step ${s + 1}: subscribers-only steps would show to everyone.`,
        });
    });
  });
  const lines = tried.full.ingredientUsageGroups
    .flatMap((group) => group.ingredientUsages)
    .map((usage) => fold(ingredientLine(usage)))
    .filter((line) => line.length >= 6);
  const listed = lines.filter((line) => shown.includes(line));
  if (listed.length >= 3)
    checks.push({
      id: 'premium-ingredients',
      severity: 'error',
      field: 'description',
      message: `The description, which visitors see, lists ${listed.length} of the ingredients with their amounts.`,
    });
  return checks;
}

/** A refusal of the write itself (a taken address, an unknown id, a crop outside its photo), as checks. */
function refusalChecks(error: AppError): RecipeCheck[] {
  const fields = Object.entries(error.fields ?? {});
  if (fields.length === 0)
    return [{ id: 'refused', severity: 'error', field: 'title', message: error.message }];
  return fields.map(([field, messages]) => ({
    id: `refused-${field}`,
    severity: 'error' as const,
    field,
    message:
      field === 'slug' ? 'That address is already used by another recipe.' : (messages[0] ?? error.message),
  }));
}

/**
 * The checks of a recipe before it is published, made by the build's and the API's own rules on
 * exactly these fields (tried in a transaction that is rolled back; nothing is saved): Google's
 * rich-result rules on its structured data, alt text, yield and times, metric amounts Larder
 * cannot weigh, and a subscribers-only teaser that gives the recipe away. Errors first.
 */
export async function checkRecipe(
  context: ReadContext,
  kitchen: {
    siteId: string;
    site: Pick<PublicSite, 'title' | 'owner'>;
    units: PublicUnit[];
    origin: string;
  },
  recipeId: string | null,
  input: RecipeInput,
): Promise<RecipeCheck[]> {
  let tried: Tried;
  try {
    tried = await tryRecipeWrite(context.db, kitchen.siteId, recipeId, input, async (trx, id) => {
      const inside = { ...context, db: trx };
      const read = (entitled: boolean) =>
        readPublicRecipe(inside, kitchen.siteId, { id }, { includeDrafts: true, entitled });
      const [full, visitor] = await Promise.all([read(true), read(false)]);
      return { full: full!, visitor: visitor! };
    });
  } catch (error) {
    if (error instanceof AppError && error.status < 500 && error.code !== 'recipe_not_found')
      return refusalChecks(error);
    throw error;
  }
  const checks = [
    ...premiumChecks(tried),
    ...(await structuredDataChecks(tried.full, kitchen)),
    ...basicsChecks(tried.full),
    ...altTextChecks(tried.full),
    ...densityChecks(tried.full),
  ];
  return checks.sort((a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning'));
}
