/**
 * How well the importer agrees with labelled real-world material: saved recipe pages with what
 * recipe-scrapers extracts from them, and BBC Food ingredient lines labelled by the
 * ingredient-parser project (both in `shared/test-fixtures/recipe-import/`). Pure: the caller
 * reads the files. Used by `accuracy.test.ts` (floors) and `scripts/bench/import.ts` (figures).
 */
import { comparableText } from './clean-text.ts';
import { extractRecipe } from './extract-recipe.ts';
import { ingredientLines, instructionLines, type ExtractedRecipe } from './extracted-recipe.ts';
import { parseIngredientLine, type ParsedIngredientLine } from './ingredient-line.ts';
import { recipeTimes } from './recipe-times.ts';
import { unitTitle } from './unit-words.ts';

/** Lower case, letters and digits only: spacing, punctuation and tag-stripping slips do not count. */
export const normalisedText = comparableText;

/** Words singular, articles and punctuation dropped: "Fresh Basil Leaves" ≈ "fresh basil leaf". */
export function normalisedName(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word && !['a', 'an', 'the', 'of'].includes(word))
    .map((word) =>
      word
        .replace(/ies$/, 'y')
        .replace(/(?<=^(?:lea|hal|loa|cal|shel|wol|scar|thie|kni|wi|li))ves$/, () =>
          /^(?:kni|wi|li)/.test(word) ? 'fe' : 'f',
        )
        .replace(/(?<=(?:s|x|ch|sh|o))es$/, '')
        .replace(/(?<=[^s])s$/, ''),
    )
    .join(' ');
}

// ---- Ingredient lines -------------------------------------------------------------------------

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
    } else if (char !== '\r') field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

export interface LabelledLine {
  input: string;
  name: string;
  /** The label's first quantity: "5#1$4" is 5¼, "8x 125 4#1$2" is 8, "few" is null. */
  quantity: number | null;
  /** The label's unit for that quantity, as a canonical title. */
  unit: string | null;
}

function labelNumber(token: string): number | null {
  if (token === 'half') return 0.5;
  const match = /^(\d+(?:\.\d+)?)?(?:#(\d+)\$(\d+))?$/.exec(token);
  if (!match || (!match[1] && !match[2])) return null;
  return (match[1] ? Number(match[1]) : 0) + (match[2] ? Number(match[2]) / Number(match[3]) : 0);
}

/** Qualifiers the labels write into the unit column ("heaped tsp", "small bunch"). */
const LABEL_QUALIFIERS = new Set([
  ...['small', 'large', 'heaped', 'level', 'good', 'generous', 'big', 'medium', 'very', 'fine', 'thick'],
  'thumb-sized',
]);

function labelUnits(column: string): string[] {
  const words = column
    .replace(/\bfl oz\b/gi, 'floz')
    .replace(/\bdessert spoon\b/gi, 'dessertspoon')
    .split(/\s+/);
  return words
    .filter((word) => word && !LABEL_QUALIFIERS.has(word.toLowerCase()))
    .map((word) => unitTitle(word) ?? word.toLowerCase().replace(/(?<=[^s])s$/, ''));
}

/**
 * The labelled lines of the BBC CSV. For "8 x 125g/4½oz pieces" the labels list the size's
 * units first and the container last ("g oz piece"): the count's unit is the one left over
 * after the size's amounts, or none.
 */
export function labelledLines(csv: string): LabelledLine[] {
  const [header, ...rows] = parseCsv(csv);
  const column = (name: string) => header!.indexOf(name);
  const [input, name, quantity, unit] = ['input', 'name', 'quantity', 'unit'].map(column) as [
    number,
    number,
    number,
    number,
  ];
  return rows
    .filter((row) => row.length > unit)
    .map((row) => {
      const amounts = row[quantity]!.split(/\s+/).filter(Boolean);
      const units = labelUnits(row[unit]!);
      const first = amounts[0] ?? '';
      const multiplied = /x$/.test(first);
      const value = labelNumber(first.replace(/x$/, '').split('-')[0]!);
      return {
        input: row[input]!,
        name: row[name]!,
        quantity: value,
        unit: multiplied ? (units[amounts.length - 1] ?? null) : (units[0] ?? null),
      };
    });
}

export interface LineMiss {
  input: string;
  field: 'quantity' | 'unit' | 'name';
  expected: string;
  got: string;
}

export interface LineAccuracy {
  lines: number;
  /** Percentages of lines agreeing with the label. */
  quantity: number;
  unit: number;
  name: number;
  misses: LineMiss[];
}

const ARTICLE_AMOUNT = /^(?:a|an|a couple of)\s/i;

function quantityAgrees(label: LabelledLine, parsed: ParsedIngredientLine): boolean {
  const got = parsed.quantityMin;
  if (label.quantity === null) {
    // The labels give no quantity for an article ("a pinch"); the parser reads it as 1.
    return got === null || ARTICLE_AMOUNT.test(label.input);
  }
  return got !== null && Math.abs(got - label.quantity) <= Math.max(0.01, label.quantity * 0.01);
}

const percent = (count: number, total: number) => (total === 0 ? 100 : (100 * count) / total);

/** Agreement of `parse` with the labelled lines on first quantity, first unit and name. */
export function lineAccuracy(
  csv: string,
  parse: (line: string) => ParsedIngredientLine = parseIngredientLine,
): LineAccuracy {
  const labels = labelledLines(csv);
  const misses: LineMiss[] = [];
  let quantity = 0;
  let unit = 0;
  let name = 0;
  for (const label of labels) {
    const parsed = parse(label.input);
    if (quantityAgrees(label, parsed)) quantity += 1;
    else
      misses.push({
        input: label.input,
        field: 'quantity',
        expected: String(label.quantity),
        got: String(parsed.quantityMin),
      });
    if (label.unit === parsed.unit) unit += 1;
    else
      misses.push({
        input: label.input,
        field: 'unit',
        expected: String(label.unit),
        got: String(parsed.unit),
      });
    if (normalisedName(label.name) === normalisedName(parsed.ingredient)) name += 1;
    else misses.push({ input: label.input, field: 'name', expected: label.name, got: parsed.ingredient });
  }
  return {
    lines: labels.length,
    quantity: percent(quantity, labels.length),
    unit: percent(unit, labels.length),
    name: percent(name, labels.length),
    misses,
  };
}

// ---- Recipe pages -----------------------------------------------------------------------------

export interface PageFixture {
  name: string;
  html: string;
  /** recipe-scrapers' expected.json, parsed. */
  expected: Record<string, unknown>;
}

export const PAGE_FIELDS = ['title', 'ingredients', 'groups', 'instructions', 'yield', 'totalTime'] as const;
export type PageField = (typeof PAGE_FIELDS)[number];

export interface PageResult {
  name: string;
  /** Each field compared on this page: whether it agrees. Fields the page's labels lack are absent. */
  fields: Partial<Record<PageField, boolean>>;
  milliseconds: number;
  recipe: ExtractedRecipe;
}

export interface PageAccuracy {
  pages: PageResult[];
  /** Percentage agreeing, per field, over the pages where it is compared. */
  byField: Record<PageField, number>;
  overall: number;
}

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((item, index) => normalisedText(item) === normalisedText(b[index]));

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function expectedServings(yields: unknown): number | null {
  const match = typeof yields === 'string' ? /\d+(?:\.\d+)?/.exec(yields) : null;
  return match ? Number(match[0]) : null;
}

function compare(expected: Record<string, unknown>, recipe: ExtractedRecipe): PageResult['fields'] {
  const fields: PageResult['fields'] = {
    title: normalisedText(expected.title as string) === normalisedText(recipe.title),
    ingredients: sameList(ingredientLines(recipe), strings(expected.ingredients)),
    instructions: sameList(instructionLines(recipe), strings(expected.instructions_list)),
    yield: expectedServings(expected.yields) === recipe.yieldServings,
    totalTime:
      ((expected.total_time as number | null | undefined) ?? null) === recipeTimes(recipe).totalMinutes,
  };
  const groups = Array.isArray(expected.ingredient_groups)
    ? (expected.ingredient_groups as { ingredients?: unknown }[]).map((group) => strings(group.ingredients))
    : [];
  if (groups.length > 1) {
    fields.groups =
      groups.length === recipe.ingredientGroups.length &&
      groups.every((lines, index) => sameList(recipe.ingredientGroups[index]!.lines, lines));
  }
  return fields;
}

/** Extracts every page and compares it with its labels, field by field. */
export function pageAccuracy(
  pages: PageFixture[],
  now: () => number = () => performance.now(),
): PageAccuracy {
  const results = pages.map((page) => {
    const started = now();
    const recipe = extractRecipe({ html: page.html });
    const milliseconds = now() - started;
    return { name: page.name, fields: compare(page.expected, recipe), milliseconds, recipe };
  });
  let agreed = 0;
  let compared = 0;
  const byField = {} as Record<PageField, number>;
  for (const field of PAGE_FIELDS) {
    const values = results.map((result) => result.fields[field]).filter((value) => value !== undefined);
    byField[field] = percent(values.filter(Boolean).length, values.length);
    agreed += values.filter(Boolean).length;
    compared += values.length;
  }
  return { pages: results, byField, overall: percent(agreed, compared) };
}
