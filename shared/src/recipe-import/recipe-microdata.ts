import { cleanLines, cleanText } from './clean-text.ts';
import { parseAnyDuration } from './durations.ts';
import { emptyRecipe, type ExtractedRecipe } from './extracted-recipe.ts';
import { attribute, findElements, textOf, walk, type HtmlNode } from './html-document.ts';
import { readSections } from './html-recipe-lists.ts';
import { groupLines } from './ingredient-groups.ts';
import { parseYield } from './recipe-yield.ts';

/**
 * A page's schema.org Recipe in microdata (`itemscope itemtype=".../Recipe"` with `itemprop`s),
 * for pages that have no JSON-LD. Section headings between the ingredient or step items (ZipList's
 * "ingredient-label") are kept as sections.
 */

const isRecipeScope = (element: HtmlNode) =>
  attribute(element, 'itemscope') !== null &&
  /schema\.org\/Recipe\b/i.test(attribute(element, 'itemtype') ?? '');

/** The recipe's own properties: those inside a nested item (an author's name) belong to it. */
function properties(root: HtmlNode): Map<string, HtmlNode[]> {
  const found = new Map<string, HtmlNode[]>();
  walk(root, (node) => {
    if (node === root) return;
    const names = (attribute(node, 'itemprop') ?? '').split(/\s+/).filter(Boolean);
    for (const name of names) found.set(name, [...(found.get(name) ?? []), node]);
    if (attribute(node, 'itemscope') !== null) return false;
  });
  return found;
}

function valueOf(element: HtmlNode): string {
  const content = attribute(element, 'content') ?? attribute(element, 'datetime');
  if (content !== null) return content;
  if (element.name === 'meta') return '';
  if (/^(?:a|link)$/.test(element.name ?? '')) return attribute(element, 'href') ?? '';
  if (element.name === 'img')
    return (
      attribute(element, 'data-lazy-src') ?? attribute(element, 'data-src') ?? attribute(element, 'src') ?? ''
    );
  if (attribute(element, 'itemscope') !== null) {
    const name = findElements(element, (child) => attribute(child, 'itemprop') === 'name')[0];
    return name ? valueOf(name) : textOf(element);
  }
  return textOf(element);
}

/** The nearest element holding all of `elements`. */
function commonParent(elements: HtmlNode[]): HtmlNode | null {
  const chain = (node: HtmlNode) => {
    const ancestors: HtmlNode[] = [];
    for (let current = node.parent ?? null; current; current = current.parent ?? null)
      ancestors.push(current);
    return ancestors;
  };
  let candidates = chain(elements[0]!);
  for (const element of elements.slice(1)) {
    const ancestors = new Set(chain(element));
    candidates = candidates.filter((candidate) => ancestors.has(candidate));
  }
  return candidates[0] ?? null;
}

export function recipeFromMicrodata(document: HtmlNode): ExtractedRecipe | null {
  const scopes = findElements(document, isRecipeScope);
  if (scopes.length === 0) return null;
  const props = properties(scopes[0]!);
  const first = (...names: string[]) => {
    for (const name of names) {
      const element = props.get(name)?.[0];
      if (element) return cleanText(valueOf(element));
    }
    return null;
  };
  const all = (name: string) =>
    (props.get(name) ?? []).map((element) => cleanText(valueOf(element))).filter(Boolean);
  const recipe = emptyRecipe();
  recipe.title = first('name') || null;
  recipe.description = first('description') || null;
  const yields = parseYield(first('recipeYield', 'yield'));
  recipe.yieldText = yields.text;
  recipe.yieldServings = yields.servings;
  const time = (name: string) => {
    const text = first(name);
    const read = text ? parseAnyDuration(text) : null;
    if (text && !read) recipe.unread.push(`${name} "${text}" is not a duration`);
    return read && read.minutes > 0 ? read.minutes : null;
  };
  recipe.prepMinutes = time('prepTime');
  recipe.cookMinutes = time('cookTime');
  recipe.totalMinutes = time('totalTime');

  const ingredients = [...(props.get('recipeIngredient') ?? []), ...(props.get('ingredients') ?? [])];
  const ingredientParent = ingredients.length > 1 ? commonParent(ingredients) : null;
  recipe.ingredientGroups = ingredientParent
    ? readSections(ingredientParent).map((section) => ({ title: section.title, lines: section.items }))
    : groupLines(ingredients.map(valueOf).flatMap((text) => cleanLines(text)));

  // The steps are the elements marked as steps; headings between them are reported.
  const steps = props.get('recipeInstructions') ?? [];
  const stepTexts = steps.flatMap((step) => {
    const items = findElements(step, (child) => child.name === 'li');
    return items.length > 0 ? items.map((element) => textOf(element)) : cleanLines(valueOf(step));
  });
  if (stepTexts.length > 0) recipe.instructionGroups = [{ title: null, steps: stepTexts.filter(Boolean) }];
  const stepParent = steps.length > 1 ? commonParent(steps) : null;
  for (const section of stepParent ? readSections(stepParent) : [])
    if (section.title) recipe.unread.push(`A heading among the steps: ${section.title}`);
  recipe.imageUrls = all('image').filter((url) => /^(?:https?:)?\/\//.test(url));
  recipe.keywords = all('keywords').flatMap((value) => value.split(/\s*,\s*/));
  recipe.categories = all('recipeCategory');
  recipe.cuisines = all('recipeCuisine');
  recipe.author = first('author') || null;
  return recipe;
}
