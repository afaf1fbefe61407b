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
 * Runs the work a recipe page does with the recipe's content (rich text, every amount in every
 * view, structured data) before Astro does, and says what failed, or null. A recipe that fails
 * here is kept at its last good version or left out, and the rest of the kitchen still builds.
 */
export function recipeRenderProblem(
  recipe: PublicRecipe,
  snapshot: Pick<KitchenSnapshot, 'site' | 'units' | 'deployment'>,
): string | null {
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
  readonly #snapshot: Pick<KitchenSnapshot, 'site' | 'units' | 'deployment'>;
  readonly #kitchen: string;
  readonly #before: ReadonlySet<string>;
  /** The recipes that passed (and may be skipped by the next build's checks). */
  readonly passed: string[] = [];

  constructor(
    snapshot: Pick<KitchenSnapshot, 'site' | 'units' | 'deployment'>,
    passedBefore: readonly string[],
  ) {
    this.#snapshot = snapshot;
    this.#kitchen = createHash('sha256')
      .update(JSON.stringify([snapshot.site, snapshot.units, snapshot.deployment.origin]))
      .digest('base64url');
    this.#before = new Set(passedBefore);
  }

  problem(recipe: PublicRecipe): string | null {
    let name: string | null = null;
    try {
      name = createHash('sha256').update(this.#kitchen).update(JSON.stringify(recipe)).digest('base64url');
    } catch {
      // Content beyond what can be written out: the check says what is wrong with it.
    }
    const problem =
      name !== null && this.#before.has(name) ? null : recipeRenderProblem(recipe, this.#snapshot);
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
