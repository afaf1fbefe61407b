import { parseDurationText } from './durations.ts';
import {
  emptyRecipe,
  type ExtractedRecipe,
  type IngredientGroup,
  type InstructionGroup,
} from './extracted-recipe.ts';
import { headingTitle, isGroupHeading } from './ingredient-groups.ts';
import { parseIngredientLine } from './ingredient-line.ts';
import { parseYield } from './recipe-yield.ts';
import {
  BULLET,
  INGREDIENTS_HEADING,
  INSTRUCTIONS_HEADING,
  labelledFact,
  OTHER_HEADING,
  SCALER,
  STEP_MARKER,
  STEP_NUMBER,
  timeLabel,
  type TextLine,
} from './text-lines.ts';

/**
 * A recipe written as lines: pasted text (title on the first line, "Ingredients" and "Method"
 * headings, "For the sauce:" sub-headings, "Serves 4", "Prep time: 15 mins", numbered steps), or
 * the visible lines of a page without structured data. Lines it cannot place go to `unread`.
 */

/** Pasted text beyond this many lines is not one recipe; the rest is reported, not read. */
const MAX_LINES = 2000;

type Section = 'ingredients' | 'instructions' | 'other';

function sectionOf(line: TextLine): Section | null {
  if (line.kind === 'item' || line.text.length > 60) return null;
  const text = line.text
    .replace(BULLET, '')
    .replace(/^#+\s*/, '')
    .trim();
  if (INGREDIENTS_HEADING.test(text)) return 'ingredients';
  if (INSTRUCTIONS_HEADING.test(text)) return 'instructions';
  if (
    OTHER_HEADING.test(text) &&
    (line.kind === 'heading' || line.kind === 'bold' || /:$/.test(text) || text.split(' ').length <= 3)
  )
    return 'other';
  return null;
}

/** "Ingredients: 2 cups flour" and "Method: Mix…": a heading with its first line after the colon. */
function splitInlineHeadings(lines: TextLine[]): TextLine[] {
  return lines.flatMap((line) => {
    const colon = line.text.indexOf(':');
    if (line.kind === 'item' || colon < 0 || colon === line.text.length - 1) return [line];
    const head: TextLine = { text: line.text.slice(0, colon + 1), kind: 'heading' };
    if (!sectionOf(head) || sectionOf(head) === 'other' || labelledFact(line.text)) return [line];
    return [head, { text: line.text.slice(colon + 1).trim(), kind: line.kind }];
  });
}

const looksLikeIngredient = (text: string) => {
  const parsed = parseIngredientLine(text.replace(BULLET, ''));
  return text.length <= 120 && (parsed.quantityMin !== null || parsed.unit !== null);
};

interface Reading {
  recipe: ExtractedRecipe;
  used: Set<number>;
}

function readFacts(lines: TextLine[], reading: Reading): void {
  const { recipe, used } = reading;
  lines.forEach((line, index) => {
    if (used.has(index)) return;
    const fact = labelledFact(line.text.replace(BULLET, ''));
    if (!fact) return;
    let value = fact.value;
    const next = lines[index + 1];
    if (value === null && next && next.text.length <= 30 && !sectionOf(next) && !labelledFact(next.text)) {
      value = next.text;
      used.add(index + 1);
    }
    if (value === null) return;
    used.add(index);
    if (fact.kind === 'yield') {
      if (recipe.yieldText === null) {
        const read = parseYield(
          fact.value !== null ? line.text : /\p{L}/u.test(value) ? value : `${fact.label} ${value}`,
        );
        recipe.yieldText = read.text;
        recipe.yieldServings = read.servings;
      }
      return;
    }
    const minutes = parseDurationText(value);
    if (minutes === null) return;
    if (fact.field === 'prep') recipe.prepMinutes ??= minutes;
    else if (fact.field === 'cook') recipe.cookMinutes ??= minutes;
    else if (fact.field === 'total') recipe.totalMinutes ??= minutes;
    else recipe.labelledTimes.push({ label: timeLabel(fact.label), minutes });
  });
}

/** Where each section starts: the heading of each kind followed by the most fitting lines. */
function sectionStarts(lines: TextLine[]): { ingredients: number; instructions: number; ends: number[] } {
  const headings = lines
    .map((line, index) => ({ index, section: sectionOf(line) }))
    .filter((entry) => entry.section);
  const ends = headings.map((entry) => entry.index);
  const score = (start: number, test: (text: string) => boolean) => {
    let count = 0;
    for (let index = start + 1; index < lines.length && !ends.includes(index); index += 1)
      if (test(lines[index]!.text)) count += 1;
    return count;
  };
  /** The heading with most fitting lines after it; `least` is the score a heading needs. */
  const best = (section: Section, test: (text: string) => boolean, least: number) => {
    let found = -1;
    let bestScore = least - 1;
    for (const entry of headings.filter((heading) => heading.section === section)) {
      const value = score(entry.index, test);
      if (value > bestScore) [found, bestScore] = [entry.index, value];
    }
    return found;
  };
  // An ingredients heading with no ingredient after it is a link or a menu entry; any steps heading will do.
  const ingredients = best('ingredients', looksLikeIngredient, 1);
  const instructions = best('instructions', (text) => text.length > 15, 0);
  return { ingredients, instructions, ends };
}

function sectionLines(
  lines: TextLine[],
  start: number,
  ends: number[],
  reading: Reading,
  pasted: boolean,
): { line: TextLine; index: number }[] {
  const taken: { line: TextLine; index: number }[] = [];
  for (let index = start + 1; index < lines.length && !ends.includes(index); index += 1) {
    if (reading.used.has(index)) continue;
    reading.used.add(index);
    const line = lines[index]!;
    if (line.kind === 'remark') reading.recipe.unread.push(line.text);
    else if (!SCALER.test(line.text)) taken.push({ line, index });
  }
  // On a page, the list items are the list: other text among them is page furniture.
  const items = taken.filter((entry) => entry.line.kind === 'item').length;
  if (pasted || items < 2) return taken;
  return taken.filter((entry) => {
    const keep = entry.line.kind !== 'text' || isGroupHeading(entry.line.text);
    if (!keep) reading.recipe.unread.push(entry.line.text);
    return keep;
  });
}

function readIngredients(entries: { line: TextLine }[]): IngredientGroup[] {
  const groups: IngredientGroup[] = [];
  for (const { line } of entries) {
    const text = line.text.replace(BULLET, '').trim();
    const heading =
      ((line.kind === 'heading' || line.kind === 'bold') && !looksLikeIngredient(text)) ||
      isGroupHeading(text);
    if (heading) groups.push({ title: headingTitle(text), lines: [] });
    else if (groups.length === 0) groups.push({ title: null, lines: [text] });
    else groups.at(-1)!.lines.push(text);
  }
  return groups.filter((group) => group.lines.length > 0 || group.title);
}

function readSteps(entries: { line: TextLine }[]): InstructionGroup[] {
  const groups: InstructionGroup[] = [];
  const numbered =
    entries.filter(({ line }) => line.kind !== 'item' && STEP_NUMBER.test(line.text)).length >= 2;
  let continuing = false;
  for (const { line } of entries) {
    if (STEP_MARKER.test(line.text.trim())) {
      continuing = false;
      continue;
    }
    const text = line.kind === 'item' ? line.text : line.text.replace(BULLET, '').trim();
    const hasNumber = line.kind !== 'item' && STEP_NUMBER.test(text);
    // A page's own heading (not a "For the sauce:" one) starts another part of the page.
    if (line.kind === 'heading' && !isGroupHeading(text)) break;
    if ((line.kind === 'bold' && text.length <= 80) || (isGroupHeading(text) && !hasNumber)) {
      groups.push({ title: headingTitle(text), steps: [] });
      continuing = false;
      continue;
    }
    if (groups.length === 0) groups.push({ title: null, steps: [] });
    const steps = groups.at(-1)!.steps;
    const step = line.kind === 'item' ? text : text.replace(STEP_NUMBER, '');
    if (numbered && !hasNumber && continuing && steps.length > 0)
      steps[steps.length - 1] = `${steps.at(-1)!} ${step}`;
    else steps.push(step);
    continuing = true;
  }
  return groups.filter((group) => group.steps.length > 0 || group.title);
}

/** Without headings: the lines that look like ingredients after the title, then the steps. */
function readUnheaded(lines: TextLine[], reading: Reading): void {
  const free = lines
    .map((line, index) => ({ line, index }))
    .filter((entry) => !reading.used.has(entry.index));
  const firstIngredient = free.findIndex((entry) => looksLikeIngredient(entry.line.text));
  if (firstIngredient < 0) return;
  let end = firstIngredient;
  while (end < free.length && looksLikeIngredient(free[end]!.line.text)) end += 1;
  reading.recipe.ingredientGroups = readIngredients(free.slice(firstIngredient, end));
  const steps = free.slice(end);
  reading.recipe.instructionGroups = readSteps(steps);
  for (const entry of [...free.slice(firstIngredient, end), ...steps]) reading.used.add(entry.index);
}

export function recipeFromLines(
  input: TextLine[],
  options: { title: string | null; pasted: boolean },
): ExtractedRecipe {
  const lines = splitInlineHeadings(input.filter((line) => line.text.trim() !== ''));
  const reading: Reading = { recipe: emptyRecipe(), used: new Set() };
  const { recipe } = reading;
  recipe.title = options.title;
  readFacts(lines, reading);
  const { ingredients, instructions, ends } = sectionStarts(lines);
  for (const index of ends) reading.used.add(index);
  if (ingredients >= 0)
    recipe.ingredientGroups = readIngredients(
      sectionLines(lines, ingredients, ends, reading, options.pasted),
    );
  if (instructions >= 0) {
    const stepEnds = ends.filter(
      (index) => index > instructions && sectionOf(lines[index]!) !== 'instructions',
    );
    recipe.instructionGroups = readSteps(
      sectionLines(lines, instructions, stepEnds, reading, options.pasted),
    );
  }
  if (ingredients < 0 && options.pasted) readUnheaded(lines, reading);
  if (options.pasted) {
    lines.forEach((line, index) => {
      if (!reading.used.has(index)) recipe.unread.push(line.text);
    });
  }
  return recipe;
}

/** A pasted recipe: its first line is the title, then anything before the first section the description. */
export function recipeFromText(text: string): ExtractedRecipe {
  const all = text.split(/\r?\n|\r/);
  const rawLines = all.slice(0, MAX_LINES).map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim());
  const lines: TextLine[] = rawLines
    .filter(Boolean)
    .map((line): TextLine => ({
      text: line.replace(/^#+\s*/, ''),
      kind: BULLET.test(line) && !/^-\d/.test(line) ? 'item' : 'text',
    }))
    .map((line) => (line.kind === 'item' ? { ...line, text: line.text.replace(BULLET, '') } : line));
  const first = lines[0];
  const titled = first && !sectionOf(first) && !labelledFact(first.text) && !looksLikeIngredient(first.text);
  const recipe = recipeFromLines(titled ? lines.slice(1) : lines, {
    title: titled ? first.text : null,
    pasted: true,
  });
  // What comes between the title and the first section, unread so far, is the description.
  const description: string[] = [];
  while (recipe.unread.length > 0 && lines[description.length + 1]?.text === recipe.unread[0])
    description.push(recipe.unread.shift()!);
  if (description.length > 0) recipe.description = description.join(' ');
  if (all.length > MAX_LINES) recipe.unread.push(`${all.length - MAX_LINES} more lines were not read`);
  return recipe;
}
