import { parseDurationText } from './durations.ts';
import type { IngredientGroup, InstructionGroup, LabelledTime } from './extracted-recipe.ts';
import { headingTitle } from './ingredient-groups.ts';
import {
  attribute,
  classes,
  findElements,
  isElement,
  isHidden,
  nearElements,
  shallowText,
  textOf,
  walk,
  type HtmlNode,
} from './html-document.ts';
import { visibleLines } from './html-visible-text.ts';
import { recipeFromLines } from './recipe-text.ts';
import { INGREDIENTS_HEADING, INSTRUCTIONS_HEADING, timeLabel } from './text-lines.ts';

/**
 * A recipe's lists as the page shows them, sections included: what recipe plugins (WP Recipe
 * Maker, Tasty Recipes, ZipList and their kin) and hand-made pages mark up as lists inside an
 * element named for ingredients or instructions, with section headings between the items
 * ("wprm-recipe-group-name", `<h4>`, a bold paragraph, a label inside the list).
 */

const HEADING_CLASS =
  /(?:group|section)[-_]?(?:name|title|header|heading)|(?:ingredient|instruction)[-_]label|subheading|subtitle/i;

/** The short text of an element that reads as a heading: a title tag, a heading class, all bold. */
function headingText(element: HtmlNode): string | null {
  const text = shallowText(element);
  if (text === null || text === '' || text.length > 80) return null;
  if (/^h[1-6]$/.test(element.name ?? '') || classes(element).some((name) => HEADING_CLASS.test(name)))
    return text;
  if (!/^(?:p|div|span|strong|b|u|dt)$/.test(element.name ?? '')) return null;
  const near = nearElements(element, 3);
  if (near.some((child) => /^(?:li|ul|ol)$/.test(child.name ?? ''))) return null;
  const bold = near
    .filter((child) => /^(?:strong|b|u)$/.test(child.name ?? ''))
    .map((child) => textOf(child, 100))
    .join(' ')
    .trim();
  return bold === text || /:$/.test(text) ? text : null;
}

/** Items and the headings between them, in document order, under `container`. */
export function readSections(container: HtmlNode): { title: string | null; items: string[] }[] {
  const sections: { title: string | null; items: string[] }[] = [{ title: null, items: [] }];
  // Set at an equipment or nutrition heading: what follows is not this list.
  let done = false;
  walk(container, (node) => {
    if (done) return false;
    if (!isElement(node) || node === container) return;
    if (isHidden(node) || /^(?:script|style|noscript|template|svg|button)$/.test(node.name ?? ''))
      return false;
    if (node.name === 'li') {
      const nested = (node.children ?? []).filter((child) => /^(?:ul|ol)$/.test(child.name ?? ''));
      const text =
        nested.length > 0
          ? textOf(
              { ...node, children: (node.children ?? []).filter((child) => !nested.includes(child)) },
              5000,
            )
          : textOf(node, 5000);
      if (text) sections.at(-1)!.items.push(text);
      return nested.length > 0 ? undefined : false;
    }
    const heading = headingText(node);
    if (heading === null) return;
    if (OTHER_TITLE.test(heading)) done = true;
    else if (!INGREDIENTS_HEADING.test(heading) && !INSTRUCTIONS_HEADING.test(heading))
      sections.push({ title: headingTitle(heading), items: [] });
    return false;
  });
  return sections.filter((section) => section.items.length > 0 || section.title);
}

const INGREDIENT_CONTAINER = /^ingredients?$/;
const INSTRUCTION_CONTAINER = /^(?:instructions?|directions?|method|steps?|preparation|procedure)$/;
/** Lists that sit beside the ingredients and are not ingredients: equipment, nutrition, notes. */
const OTHER_LIST = /^(?:utensils?|equipment|tools|nutrition|nutrients|notes?)$/;
const OTHER_TITLE =
  /^(?:utensils?(?:\s+needed)?|equipment(?:\s+needed)?|tools|you\s+will\s+also\s+need|nutrition\b.*|notes?)\s*:?$/i;

/** Whether an element's class or id names it for a kind of list ("wprm-recipe-ingredients", "recipeIngredients"). */
function namedFor(element: HtmlNode, kind: RegExp): boolean {
  if (/^(?:html|body|head|main)$/.test(element.name ?? '')) return false;
  const name = `${attribute(element, 'class') ?? ''} ${attribute(element, 'id') ?? ''}`;
  return name.split(/[\s_-]+|(?<=[a-z])(?=[A-Z])/).some((part) => kind.test(part.toLowerCase()));
}

/**
 * The element that holds a page's list of one kind: of the elements named for it, the one with
 * most visible list items (not counting those under an element named for another list), and of
 * those the innermost. One pass over the page, whatever its depth.
 */
function listContainer(document: HtmlNode, named: RegExp, other: RegExp): HtmlNode | null {
  interface Open {
    node: HtmlNode;
    depth: number;
    count: number;
  }
  const open: Open[] = [];
  let best: Open | null = null;
  // Candidates opened before the innermost excluding element do not count the items inside it.
  const blocked: number[] = [0];
  const stack: { node: HtmlNode; depth: number; exit: null | 'candidate' | 'block' | 'both' }[] = [
    { node: document, depth: 0, exit: null },
  ];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const { node, depth } = frame;
    if (frame.exit) {
      if (frame.exit !== 'candidate') blocked.pop();
      if (frame.exit !== 'block') {
        const closed = open.pop()!;
        if (
          closed.count > 1 &&
          (!best || closed.count > best.count || (closed.count === best.count && closed.depth > best.depth))
        )
          best = closed;
      }
      continue;
    }
    if (!isElement(node) && node.type !== 'root') continue;
    if (isHidden(node)) continue;
    const candidate = namedFor(node, named);
    const excluding = !candidate && (namedFor(node, OTHER_LIST) || namedFor(node, other));
    if (node.name === 'li')
      for (const entry of open.slice(Math.max(blocked.at(-1)!, open.length - 50))) entry.count += 1;
    if (candidate || excluding) {
      stack.push({
        node,
        depth,
        exit: candidate && namedFor(node, OTHER_LIST) ? 'both' : candidate ? 'candidate' : 'block',
      });
      if (candidate) open.push({ node, depth, count: 0 });
      if (excluding || namedFor(node, OTHER_LIST)) blocked.push(open.length);
    }
    const children = node.children ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1)
      stack.push({ node: children[index]!, depth: depth + 1, exit: null });
  }
  return best?.node ?? null;
}

export function htmlIngredientGroups(document: HtmlNode): IngredientGroup[] {
  const container = listContainer(document, INGREDIENT_CONTAINER, INSTRUCTION_CONTAINER);
  return container
    ? readSections(container).map((section) => ({ title: section.title, lines: section.items }))
    : [];
}

/**
 * The page's steps: a list in an element named for them, else the paragraphs of the named
 * element that read as the most steps ("Step 1" markers and headings placed as in pasted text).
 */
export function htmlInstructionGroups(document: HtmlNode): InstructionGroup[] {
  const container = listContainer(document, INSTRUCTION_CONTAINER, INGREDIENT_CONTAINER);
  if (container)
    return readSections(container).map((section) => ({ title: section.title, steps: section.items }));
  let best: InstructionGroup[] = [];
  let bestCount = 1;
  const candidates = findElements(
    document,
    (element) => namedFor(element, INSTRUCTION_CONTAINER) && !isHidden(element),
  );
  for (const candidate of candidates.slice(0, 20)) {
    const lines = [{ text: 'Instructions', kind: 'heading' as const }, ...visibleLines(candidate)];
    const groups = recipeFromLines(lines, { title: null, pasted: false }).instructionGroups;
    const count = groups.reduce((sum, group) => sum + group.steps.length, 0);
    if (count > bestCount || (count === bestCount && count > 1)) [best, bestCount] = [groups, count];
  }
  return best;
}

/** WP Recipe Maker's custom time ("Marinating time: 2 hrs"), which its JSON-LD leaves out. */
export function htmlLabelledTimes(document: HtmlNode): LabelledTime[] {
  const times: LabelledTime[] = [];
  for (const container of findElements(document, (element) =>
    classes(element).includes('wprm-recipe-custom-time-container'),
  )) {
    const label = findElements(container, (element) =>
      classes(element).some((name) => /custom-time-label$/.test(name)),
    )[0];
    const value = findElements(container, (element) => classes(element).includes('wprm-recipe-time'))[0];
    const minutes = value ? parseDurationText(textOf(value)) : null;
    if (label && minutes) times.push({ label: timeLabel(textOf(label).replace(/\s*:$/, '')), minutes });
  }
  return times;
}
