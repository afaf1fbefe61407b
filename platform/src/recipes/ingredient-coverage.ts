import { richTextToPlainText } from '@larder/shared/rich-text/plain-text';
import type { RecipeEditorValues } from './recipe-form.ts';

export interface IngredientCoverage {
  /** Listed ingredients no step names or refers to. */
  unmentioned: string[];
  /** Ingredients the kitchen knows that a step names, and the list does not have. */
  unlisted: string[];
}

const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether `name` (or its singular: "eggs" → "egg") is a whole word or phrase of `text`. */
function names(text: string, name: string): boolean {
  const forms = [name, name.replace(/(?:es|s)$/, '')].filter((form) => form.length >= 3);
  return forms.some((form) =>
    new RegExp(`(?:^|[^\\p{L}])${escape(form)}(?:es|s)?(?:$|[^\\p{L}])`, 'u').test(text),
  );
}

function referencedIds(content: unknown, into: Set<string>): void {
  if (Array.isArray(content)) for (const item of content) referencedIds(item, into);
  else if (typeof content === 'object' && content !== null) {
    const node = content as Record<string, unknown>;
    if (node.type === 'ingredient-usage-reference' && typeof node.ingredientUsageId === 'string')
      into.add(node.ingredientUsageId);
    if (Array.isArray(node.children)) referencedIds(node.children, into);
  }
}

/**
 * Which listed ingredients the steps never use (by an "@" reference or by name), and which
 * ingredients the steps name that the list lacks (from the kitchen's own and the platform's
 * ingredients, at most five): the two slips readers notice first.
 */
export function ingredientCoverage(
  values: Pick<RecipeEditorValues, 'ingredientUsageGroups' | 'instructionGroups'>,
  known: { title: string; pluralTitle: string | null }[],
): IngredientCoverage {
  const lines = values.ingredientUsageGroups
    .flatMap((group) => group.ingredientUsages)
    .filter((usage) => usage.ingredient.trim());
  const steps = values.instructionGroups.flatMap((group) => group.instructions);
  const referenced = new Set<string>();
  for (const step of steps) referencedIds(step.content, referenced);
  const text = fold(steps.map((step) => richTextToPlainText(step.content)).join('\n'));
  if (!text) return { unmentioned: [], unlisted: [] };
  const unmentioned = lines
    .filter((usage) => !referenced.has(usage.id))
    .filter((usage) => {
      const name = fold(usage.ingredient);
      // "2 large eggs, beaten" is named by "eggs"; "unsalted butter" by "butter".
      const last = name.split(' ').slice(-1)[0] ?? name;
      return !names(text, name) && !names(text, last);
    })
    .map((usage) => usage.ingredient.trim());
  const listed = lines.map((usage) => fold(usage.ingredient));
  const unlisted: string[] = [];
  for (const ingredient of known) {
    if (unlisted.length >= 5) break;
    const title = fold(ingredient.title);
    if (title.length < 4 || !names(text, title)) continue;
    const plural = ingredient.pluralTitle ? fold(ingredient.pluralTitle) : null;
    if (
      listed.some(
        (line) => line.includes(title) || (plural !== null && line.includes(plural)) || title.includes(line),
      )
    )
      continue;
    unlisted.push(ingredient.title);
  }
  return { unmentioned: [...new Set(unmentioned)], unlisted };
}
