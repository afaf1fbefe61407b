import { ingredientPhrase } from '@larder/shared/recipe/ingredient-line';
import { SERVING_MULTIPLIERS } from '@larder/shared/recipe/scale';
import { stepTextResolver } from '@larder/shared/recipe/step-text';
import { renderRichTextHtml } from '@larder/shared/rich-text/render-html';
import { jsonShapeProblem, LIMITS } from '@larder/shared/schemas/bounds';
import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import type { PublicRecipe } from '@larder/shared/schemas/recipe-public';
import { recipeJsonLd } from '@larder/shared/structured-data/recipe-jsonld';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What the check of a recipe reads of the kitchen around it: the units its amounts convert
 * with, and the kitchen's name, owner and origin that its structured data gives. Nothing else:
 * a change of any other setting (navigation, colours, the about page) checks no recipe again.
 */
export interface CheckedKitchen {
  site: Pick<KitchenSnapshot['site'], 'title'> & {
    owner: Pick<KitchenSnapshot['site']['owner'], 'displayName'>;
  };
  units: KitchenSnapshot['units'];
  deployment: Pick<KitchenSnapshot['deployment'], 'origin'>;
}

/** The part of a kitchen the checks read, and only that (see `CheckedKitchen`). */
export function checkedKitchen(snapshot: CheckedKitchen): CheckedKitchen {
  return {
    site: { title: snapshot.site.title, owner: { displayName: snapshot.site.owner.displayName } },
    units: snapshot.units,
    deployment: { origin: snapshot.deployment.origin },
  };
}

/**
 * Runs the work a recipe page does with the recipe's content (rich text, every amount in every
 * view, structured data) before Astro does, and says what failed, or null. A recipe that fails
 * here is kept at its last good version or left out, and the rest of the kitchen still builds.
 */
export function recipeRenderProblem(recipe: PublicRecipe, snapshot: CheckedKitchen): string | null {
  const shape = jsonShapeProblem(recipe, { depth: LIMITS.jsonDepth, nodes: LIMITS.jsonNodes }, 'The recipe');
  if (shape) return shape;
  try {
    const usages = recipe.ingredientUsageGroups.flatMap((group) => group.ingredientUsages);
    const steps = recipe.instructionGroups.flatMap((group) => group.instructions);
    for (const measurementSystem of ['imperial', 'metric'] as const) {
      for (const multiplier of SERVING_MULTIPLIERS) {
        const view = { multiplier, measurementSystem, temperatureSystem: 'fahrenheit' as const };
        const resolve = stepTextResolver(recipe, snapshot.units, view);
        for (const usage of usages) ingredientPhrase(usage, view);
        for (const richText of [recipe.description, recipe.storyExcerpt, recipe.storyMore, recipe.note])
          renderRichTextHtml(richText, resolve);
        for (const step of steps) renderRichTextHtml(step.content, resolve);
      }
    }
    const origin = snapshot.deployment.origin;
    recipeJsonLd({
      recipe,
      site: snapshot.site,
      units: snapshot.units,
      pageUrl: `${origin}/recipes/${recipe.slug}`,
      origin,
    });
    JSON.stringify(recipe);
    return null;
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}

/** The file in a release's data folder naming the recipes its build checked and passed. */
const PASSED_FILE = 'checks.json';

/**
 * `recipeRenderProblem` for a kitchen's recipes, skipping any recipe that passed in the build of
 * the live release with the same content and the same kitchen around it (what the check reads):
 * each is named by a hash of both. A publish that changed one recipe checks that one.
 */
export class RecipeChecks {
  readonly #kitchen: CheckedKitchen;
  readonly #kitchenHash: string;
  readonly #before: ReadonlySet<string>;
  /** The recipes that passed (and may be skipped by the next build's checks). */
  readonly passed: string[] = [];
  /** How many recipes were checked (not skipped as passed before). */
  checked = 0;

  constructor(snapshot: CheckedKitchen, passedBefore: readonly string[]) {
    // The check is given what the hash is made of, and nothing more.
    this.#kitchen = checkedKitchen(snapshot);
    this.#kitchenHash = createHash('sha256').update(JSON.stringify(this.#kitchen)).digest('base64url');
    this.#before = new Set(passedBefore);
  }

  problem(recipe: PublicRecipe): string | null {
    let name: string | null = null;
    try {
      name = createHash('sha256')
        .update(this.#kitchenHash)
        .update(JSON.stringify(recipe))
        .digest('base64url');
    } catch {
      // Content beyond what can be written out: the check says what is wrong with it.
    }
    if (name !== null && this.#before.has(name)) {
      this.passed.push(name);
      return null;
    }
    this.checked += 1;
    const problem = recipeRenderProblem(recipe, this.#kitchen);
    if (!problem && name !== null) this.passed.push(name);
    return problem;
  }
}

export async function readPassedChecks(dataDir: string): Promise<string[]> {
  try {
    const passed = JSON.parse(await readFile(join(dataDir, PASSED_FILE), 'utf8')) as unknown;
    return Array.isArray(passed) ? passed.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

export async function writePassedChecks(dataDir: string, passed: readonly string[]): Promise<void> {
  await writeFile(join(dataDir, PASSED_FILE), JSON.stringify(passed));
}
