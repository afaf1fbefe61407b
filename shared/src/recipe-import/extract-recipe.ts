import { cleanText, comparableText } from './clean-text.ts';
import {
  emptyRecipe,
  fillMissing,
  ingredientLines,
  type ExtractedRecipe,
  type IngredientGroup,
} from './extracted-recipe.ts';
import { findElements, metaContent, parseHtml, textOf, type HtmlNode } from './html-document.ts';
import { htmlIngredientGroups, htmlInstructionGroups, htmlLabelledTimes } from './html-recipe-lists.ts';
import { recipeScope, visibleLines } from './html-visible-text.ts';
import { recipeFromJsonLd } from './recipe-jsonld.ts';
import { recipeFromMicrodata } from './recipe-microdata.ts';
import { recipeFromLines, recipeFromText } from './recipe-text.ts';
import { recipeTimes } from './recipe-times.ts';

/**
 * A recipe from a saved page or a pasted text. A page is read from its JSON-LD first, then its
 * microdata, then its visible text, each filling only what the one before lacked; the page's own
 * ingredient list supplies the sections a flat JSON-LD list leaves out. What was not understood
 * is listed in `unread`, never dropped in silence. Never throws: a failure is reported in `unread`.
 */
export function extractRecipe(input: { html: string } | { text: string }): ExtractedRecipe {
  try {
    const jsonLd = 'text' in input ? jsonLdPage(input.text) : null;
    const recipe =
      'html' in input ? fromHtml(input.html) : jsonLd ? fromHtml(jsonLd) : recipeFromText(input.text);
    const problem = recipeTimes(recipe).problem;
    if (problem) recipe.unread.push(problem);
    return recipe;
  } catch (error) {
    const recipe = emptyRecipe();
    recipe.unread.push(
      `The recipe could not be read (${error instanceof Error ? error.message : String(error)}).`,
    );
    return recipe;
  }
}

/**
 * Pasted text that is JSON (a recipe's JSON-LD, such as a file of a Larder export) as a page
 * carrying it, so it is read as structured data; null for any other text.
 */
function jsonLdPage(text: string): string | null {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return null;
  try {
    JSON.parse(trimmed);
  } catch {
    return null;
  }
  // `</` written as `<\/` (the same JSON) cannot end the script element.
  return `<script type="application/ld+json">${trimmed.replaceAll('</', '<\\/')}</script>`;
}

/** A title without the site's name after it: "Pumpkin Pie | My Kitchen" → "Pumpkin Pie". */
function pageTitle(document: HtmlNode): string | null {
  const h1 = findElements(document, (element) => element.name === 'h1')
    .map((element) => textOf(element))
    .find(Boolean);
  if (h1) return h1;
  const title =
    metaContent(document, 'og:title', 'twitter:title') ??
    findElements(document, (element) => element.name === 'title')
      .map((element) => textOf(element))
      .find(Boolean) ??
    null;
  return title ? cleanText(title).replace(/\s+[|–—-]\s+[^|–—-]+$/, '') || null : null;
}

const lacks = (recipe: ExtractedRecipe) =>
  recipe.title === null ||
  recipe.ingredientGroups.length === 0 ||
  recipe.instructionGroups.length === 0 ||
  recipe.yieldServings === null ||
  (recipe.totalMinutes === null && recipe.prepMinutes === null && recipe.cookMinutes === null);

function fromHtml(html: string): ExtractedRecipe {
  const document = parseHtml(html);
  const jsonLd = recipeFromJsonLd(document);
  const microdata = recipeFromMicrodata(document);
  let recipe = jsonLd.recipe ?? microdata ?? emptyRecipe();
  if (jsonLd.recipe && microdata) recipe = fillMissing(jsonLd.recipe, microdata);
  if (!jsonLd.recipe) recipe.unread.unshift(...jsonLd.unread);

  recipe.ingredientGroups = withPageSections(
    recipe.ingredientGroups,
    htmlIngredientGroups(document),
    recipe.unread,
  );
  const pageSteps = htmlInstructionGroups(document);
  const steps = recipe.instructionGroups.flatMap((group) => group.steps);
  const shownSteps = pageSteps.flatMap((group) => group.steps);
  if (steps.length === 0) recipe.instructionGroups = pageSteps;
  else if (hiddenVariant(steps, shownSteps)) {
    recipe.unread.push(
      `The structured data also lists steps the page does not show: ${steps.slice(shownSteps.length).join(' ')}`,
    );
    recipe.instructionGroups = pageSteps;
  }
  if (recipe.labelledTimes.length === 0) recipe.labelledTimes = htmlLabelledTimes(document);

  if (lacks(recipe)) {
    const page = recipeFromLines(visibleLines(recipeScope(document)), {
      title: pageTitle(document),
      pasted: false,
    });
    if (page.yieldServings === null || page.totalMinutes === null) {
      // Servings and times are often shown outside the part holding the lists.
      const whole = recipeFromLines(visibleLines(document), { title: null, pasted: false });
      page.yieldText ??= whole.yieldText;
      page.yieldServings ??= whole.yieldServings;
      if (page.prepMinutes === null && page.cookMinutes === null) {
        page.prepMinutes = whole.prepMinutes;
        page.cookMinutes = whole.cookMinutes;
      }
      page.totalMinutes ??= whole.totalMinutes;
    }
    const found = recipe.ingredientGroups.length > 0 || recipe.instructionGroups.length > 0;
    if (!found) recipe.unread.push(...page.unread);
    page.unread = [];
    recipe = fillMissing(recipe, page);
    if (recipe.prepMinutes === null && recipe.cookMinutes === null && page.totalMinutes !== null) {
      recipe.prepMinutes = page.prepMinutes;
      recipe.cookMinutes = page.cookMinutes;
    }
  }
  recipe.description ??= metaContent(document, 'description', 'og:description');
  if (ingredientLines(recipe).length === 0 && recipe.instructionGroups.length === 0)
    recipe.unread.push(
      'No recipe was found on the page: no structured data, and no ingredients or method headings.',
    );
  return recipe;
}

/** A structured list that is the page's visible one followed by as many lines again, which the page hides. */
function hiddenVariant(structured: string[], shown: string[]): boolean {
  return (
    shown.length >= 2 &&
    structured.length === shown.length * 2 &&
    shown.every((line, index) => comparableText(line) === comparableText(structured[index]))
  );
}

/**
 * The page's visible ingredient sections over a flat structured list, when they hold the same
 * lines (as many, most of them equal): a flat JSON-LD list loses the page's sections ("For the
 * sauce"). The structured data's wording is kept line by line. When the structured list is the
 * visible one followed by as many lines again (a variant of the recipe the page hides), the
 * visible lines are kept and the others reported.
 */
function withPageSections(
  structured: IngredientGroup[],
  page: IngredientGroup[],
  unread: string[],
): IngredientGroup[] {
  const pageLines = page.flatMap((group) => group.lines);
  if (structured.length === 0) return page;
  const lines = structured.flatMap((group) => group.lines);
  const same = (a: string | undefined, b: string | undefined) => comparableText(a) === comparableText(b);
  if (hiddenVariant(lines, pageLines)) {
    unread.push(
      `The structured data also lists ingredients the page does not show: ${lines.slice(pageLines.length).join('; ')}`,
    );
    return page;
  }
  if (pageLines.length !== lines.length || lines.length === 0) return structured;
  if (lines.filter((line, index) => same(line, pageLines[index])).length < lines.length * 0.6)
    return structured;
  if (structured.some((group) => group.title) && !page.some((group) => group.title)) return structured;
  let index = 0;
  return page.map((group) => ({ title: group.title, lines: group.lines.map(() => lines[index++]!) }));
}
