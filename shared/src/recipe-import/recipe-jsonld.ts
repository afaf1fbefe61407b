import { cleanLines, cleanText } from './clean-text.ts';
import { parseAnyDuration } from './durations.ts';
import { emptyRecipe, type ExtractedRecipe } from './extracted-recipe.ts';
import { attribute, findElements, scriptText, type HtmlNode } from './html-document.ts';
import { groupLines } from './ingredient-groups.ts';
import { readInstructions } from './jsonld-instructions.ts';
import { parseYield } from './recipe-yield.ts';

/**
 * The schema.org Recipe of a page's JSON-LD, in all the shapes sites publish it: a top-level
 * object, one of an array, inside `@graph`, under `mainEntity` or any other property, with
 * `@type` a string or an array (["Recipe", "NewsArticle"]). `@id` references are followed.
 * Blocks that are not valid JSON are read leniently (raw newlines in strings, trailing commas,
 * HTML comments); what still fails is reported in `unread`.
 */
export interface JsonLdReading {
  recipe: ExtractedRecipe | null;
  unread: string[];
}

type JsonObject = Record<string, unknown>;

/** More objects than this in one page's JSON-LD are not looked through. */
const MAX_NODES = 50_000;

export function parseJsonLenient(text: string): unknown {
  const trimmed = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$/g, '')
    .trim();
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    // Raw control characters (newlines, tabs) inside strings, and trailing commas.
    // eslint-disable-next-line no-control-regex -- raw control characters are what breaks these blocks
    const repaired = trimmed.replace(/[\u0000-\u001f]+/g, ' ').replace(/,\s*([}\]])/g, '$1');
    return JSON.parse(repaired) as unknown;
  }
}

const typesOf = (node: JsonObject): string[] =>
  (Array.isArray(node['@type']) ? node['@type'] : [node['@type']])
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.replace(/^.*[/:]/, '').toLowerCase());

/** Every object in the parsed blocks, and the ones that are recipes. */
function collect(roots: unknown[]): { recipes: JsonObject[]; ids: Map<string, JsonObject> } {
  const recipes: JsonObject[] = [];
  const ids = new Map<string, JsonObject>();
  const stack = [...roots];
  let seen = 0;
  while (stack.length > 0 && seen < MAX_NODES) {
    const value = stack.pop();
    seen += 1;
    if (Array.isArray(value)) stack.push(...(value as unknown[]));
    else if (typeof value === 'object' && value !== null) {
      const node = value as JsonObject;
      if (typeof node['@id'] === 'string' && Object.keys(node).length > 1) ids.set(node['@id'], node);
      if (typesOf(node).includes('recipe')) recipes.push(node);
      for (const child of Object.values(node))
        if (typeof child === 'object' && child !== null) stack.push(child);
    }
  }
  return { recipes, ids };
}

function resolve(value: unknown, ids: Map<string, JsonObject>): unknown {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const id = (value as JsonObject)['@id'];
    if (typeof id === 'string' && Object.keys(value).length === 1) return ids.get(id) ?? value;
  }
  return value;
}

const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

function texts(value: unknown, ids: Map<string, JsonObject>, key = 'name'): string[] {
  return list(value)
    .map((item) => resolve(item, ids))
    .flatMap((item) => {
      if (typeof item === 'string') return item.split(/\s*,\s*/);
      if (typeof item === 'object' && item !== null) {
        const named = (item as JsonObject)[key];
        return typeof named === 'string' ? [named] : [];
      }
      return [];
    })
    .map((text) => cleanText(text))
    .filter((item, index, all) => item && all.indexOf(item) === index);
}

function images(value: unknown, ids: Map<string, JsonObject>): string[] {
  return list(value)
    .map((item) => resolve(item, ids))
    .flatMap((item) => {
      if (typeof item === 'string') return [item];
      if (typeof item !== 'object' || item === null) return [];
      const record = item as JsonObject;
      return [record.url, record.contentUrl].filter((url): url is string => typeof url === 'string');
    })
    .map((url) => url.trim())
    .filter((url, index, all) => /^(?:https?:)?\/\//.test(url) && all.indexOf(url) === index);
}

/** An ingredient entry as a line: a string, or a `PropertyValue` ("2 cups" + "flour"). */
function ingredientText(item: unknown): string[] {
  if (typeof item === 'string') return cleanLines(item);
  if (typeof item === 'number') return [String(item)];
  if (typeof item !== 'object' || item === null) return [];
  const record = item as JsonObject;
  const parts = [record.value, record.unitText ?? record.unitCode, record.name ?? record.text]
    .filter((part): part is string | number => typeof part === 'string' || typeof part === 'number')
    .map((part) => cleanText(String(part)));
  return parts.length > 0 ? [parts.join(' ')] : [];
}

function readTime(value: unknown, label: string, unread: string[]): number | null {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return Math.round(value);
  if (typeof value !== 'string' || value.trim() === '') return null;
  const duration = parseAnyDuration(value);
  if (!duration) {
    unread.push(`${label} "${value.slice(0, 80)}" is not a duration`);
    return null;
  }
  if (duration.note) unread.push(duration.note);
  return duration.minutes > 0 ? duration.minutes : null;
}

function recipeFromNode(node: JsonObject, ids: Map<string, JsonObject>): ExtractedRecipe {
  const recipe = emptyRecipe();
  const name = node.name ?? node.headline;
  recipe.title = typeof name === 'string' ? cleanText(name) || null : null;
  recipe.description = typeof node.description === 'string' ? cleanText(node.description) || null : null;
  const yields = parseYield(node.recipeYield ?? node.yield);
  recipe.yieldText = yields.text;
  recipe.yieldServings = yields.servings;
  recipe.prepMinutes = readTime(node.prepTime, 'Prep time', recipe.unread);
  recipe.cookMinutes = readTime(node.cookTime ?? node.performTime, 'Cook time', recipe.unread);
  recipe.totalMinutes = readTime(node.totalTime, 'Total time', recipe.unread);
  const ingredients = list(node.recipeIngredient ?? node.ingredients)
    .flat(2)
    .flatMap(ingredientText);
  recipe.ingredientGroups = groupLines(ingredients);
  const instructions = readInstructions(node.recipeInstructions);
  recipe.instructionGroups = instructions.groups;
  recipe.unread.push(...instructions.unread);
  recipe.keywords = texts(node.keywords, ids);
  recipe.imageUrls = images(node.image ?? node.thumbnailUrl, ids);
  recipe.categories = texts(node.recipeCategory, ids);
  recipe.cuisines = texts(node.recipeCuisine, ids);
  recipe.author = texts(node.author ?? node.creator, ids).join(', ') || null;
  return recipe;
}

function richness(node: JsonObject): number {
  return list(node.recipeIngredient ?? node.ingredients).length + list(node.recipeInstructions).length;
}

/** The page's best JSON-LD recipe (the one with most ingredients and steps), if any. */
export function recipeFromJsonLd(document: HtmlNode): JsonLdReading {
  const unread: string[] = [];
  const roots: unknown[] = [];
  const scripts = findElements(document, (element) => element.name === 'script');
  for (const script of scripts) {
    if (!/ld\+json/i.test(attribute(script, 'type') ?? '')) continue;
    const text = scriptText(script);
    try {
      roots.push(parseJsonLenient(text));
    } catch {
      if (/recipe/i.test(text))
        unread.push(`A JSON-LD block could not be read: ${text.trim().slice(0, 120)}…`);
    }
  }
  const { recipes, ids } = collect(roots);
  if (recipes.length === 0) return { recipe: null, unread };
  const best = recipes.reduce((a, b) => (richness(b) > richness(a) ? b : a));
  const recipe = recipeFromNode(best, ids);
  recipe.unread.unshift(...unread);
  return { recipe, unread: recipe.unread };
}
