import { UNIT_CATALOGUE } from '../units/unit-catalogue.ts';

/**
 * The words recipes use for units, each mapped to one canonical lower-case singular title: the
 * platform catalogue's title for its units ("tablespoon", "fluid ounce"), else a singular word
 * ("clove", "tin", "centimeter"). Sizes ("large", "small") and measure qualifiers ("heaped",
 * "level") are not units; they have a list of their own.
 */

const CATALOGUE_TITLES = new Set<string>(UNIT_CATALOGUE.map((unit) => unit.title));

/** Whether `title` is one of the platform's catalogue units (and so has a unit id to link). */
export function isCatalogueUnit(title: string | null): boolean {
  return title !== null && CATALOGUE_TITLES.has(title);
}

/** Spelled-out forms, matched case-insensitively; plurals are added below. */
const WORDS: Readonly<Record<string, readonly string[]>> = {
  gram: ['g', 'gr', 'grs', 'gm', 'gms', 'grm', 'gram', 'gramme', 'grams', 'grammes'],
  kilogram: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilogramme', 'kilogrammes'],
  milliliter: ['ml', 'mls', 'millilitre', 'milliliter', 'millilitres'],
  liter: ['l', 'ltr', 'ltrs', 'litre', 'liter', 'litres'],
  ounce: ['oz', 'ozs', 'ounce'],
  pound: ['lb', 'lbs', 'pound'],
  'fluid ounce': ['fl oz', 'fl. oz', 'floz', 'fl.oz', 'fluid ounce', 'fl ounce', 'fluid oz'],
  cup: ['c', 'cup', 'cp'],
  quart: ['qt', 'qts', 'quart'],
  gallon: ['gal', 'gals', 'gallon'],
  teaspoon: ['tsp', 'tsps', 'teaspoon', 'teaspoonful', 'tea spoon', 'tspn'],
  tablespoon: [
    'tbsp',
    'tbsps',
    'tbs',
    'tbl',
    'tbls',
    'tblsp',
    'tablespoon',
    'tablespoonful',
    'table spoon',
    'tbspn',
  ],
  pinch: ['pinch', 'pinches'],
  fahrenheit: ['fahrenheit', '°f', 'ºf', '˚f', 'degrees f', 'degree f', 'deg f', 'degrees fahrenheit'],
  celsius: ['celsius', 'centigrade', '°c', 'ºc', '˚c', 'degrees c', 'degree c', 'deg c', 'degrees celsius'],
  pint: ['pt', 'pts', 'pint'],
  milligram: ['mg', 'milligram', 'milligramme'],
  centiliter: ['cl', 'centilitre', 'centiliter'],
  deciliter: ['dl', 'decilitre', 'deciliter'],
  millimeter: ['mm', 'millimetre', 'millimeter'],
  centimeter: ['cm', 'cms', 'centimetre', 'centimeter'],
  inch: ['inch', 'inches', 'in'],
  dessertspoon: ['dsp', 'dssp', 'dessertspoon', 'dessert spoon', 'dessertspoonful'],
  clove: ['clove'],
  can: ['can'],
  tin: ['tin'],
  bunch: ['bunch', 'bunches'],
  sprig: ['sprig'],
  slice: ['slice'],
  handful: ['handful', 'handfuls', 'handsful'],
  stick: ['stick'],
  piece: ['piece', 'pc', 'pcs'],
  packet: ['packet', 'pkt', 'pkts'],
  pack: ['pack'],
  package: ['package', 'pkg', 'pkgs'],
  sachet: ['sachet'],
  dash: ['dash', 'dashes'],
  head: ['head'],
  knob: ['knob'],
  sheet: ['sheet'],
  rasher: ['rasher'],
  fillet: ['fillet'],
  jar: ['jar'],
  bottle: ['bottle'],
  bag: ['bag'],
  box: ['box', 'boxes'],
  drop: ['drop'],
  splash: ['splash', 'splashes'],
  dollop: ['dollop'],
  pot: ['pot'],
  tub: ['tub'],
  punnet: ['punnet'],
  stalk: ['stalk'],
  stem: ['stem'],
  bulb: ['bulb'],
  cube: ['cube'],
  wedge: ['wedge'],
  chunk: ['chunk'],
  loaf: ['loaf', 'loaves'],
  carton: ['carton'],
  envelope: ['envelope'],
  container: ['container'],
  bundle: ['bundle'],
  scoop: ['scoop'],
  ear: ['ear'],
  block: ['block'],
  pod: ['pod'],
  branch: ['branch', 'branches'],
  strip: ['strip'],
  leaf: ['leaf', 'leaves'],
  squeeze: ['squeeze', 'squeezes'],
  glass: ['glass', 'glasses'],
  spear: ['spear'],
  part: ['part'],
  bowl: ['bowl'],
  shot: ['shot'],
};

/**
 * Abbreviations whose case carries meaning ("T" is a tablespoon, "t" a teaspoon); they are not
 * matched case-insensitively.
 */
const CASE_SENSITIVE: Readonly<Record<string, string>> = {
  T: 'tablespoon',
  Tb: 'tablespoon',
  TB: 'tablespoon',
  t: 'teaspoon',
  C: 'cup',
  L: 'liter',
  mL: 'milliliter',
};

/** Abbreviations that read as a unit only when joined to their number ("1in", "2.5cm/1in"). */
const JOINED_ONLY = new Set(['in']);

/** Units that measure a count of things as sold or picked (as opposed to a measure). */
const COUNT_UNITS = new Set(Object.keys(WORDS).slice(Object.keys(WORDS).indexOf('clove')));
COUNT_UNITS.add('pinch');

function plural(word: string): string[] {
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`];
  if (/(s|sh|ch|x)$/.test(word)) return [`${word}es`];
  return [`${word}s`];
}

const BY_WORD = new Map<string, string>();
for (const [title, words] of Object.entries(WORDS)) {
  for (const word of words) {
    BY_WORD.set(word, title);
    if (word.length >= 3 && !/(s|°.)$/.test(word)) for (const form of plural(word)) BY_WORD.set(form, title);
  }
}
BY_WORD.set('fluid ounces', 'fluid ounce');

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\.?\\s*');
const ALL_WORDS = [...BY_WORD.keys(), ...Object.keys(CASE_SENSITIVE)].sort((a, b) => b.length - a.length);
/** Any unit word, then an optional full stop of an abbreviation, ending at a word boundary. */
const UNIT_AT = new RegExp(`(${ALL_WORDS.map(escape).join('|')})(\\.)?(?!\\p{L})`, 'iuy');

export interface UnitMatch {
  title: string;
  /** The words as written ("tbsp", "Tablespoons"). */
  written: string;
  start: number;
  end: number;
}

/**
 * The unit word starting exactly at `index`, else null. `joined` says whether it touches its
 * number ("25g"): some short abbreviations ("in", "l", "t") count as units only then.
 */
export function readUnitAt(text: string, index: number, joined: boolean): UnitMatch | null {
  UNIT_AT.lastIndex = index;
  const match = UNIT_AT.exec(text);
  if (!match) return null;
  const written = match[1]!;
  const title = unitTitle(written);
  if (!title) return null;
  if (!joined && (JOINED_ONLY.has(written.toLowerCase()) || written === 'l')) return null;
  return { title, written, start: index, end: index + match[0].length };
}

/** The canonical title of a unit word ("Tbsp" → "tablespoon", "tins" → "tin"), else null. */
export function unitTitle(word: string): string | null {
  const exact = CASE_SENSITIVE[word];
  if (exact) return exact;
  const folded = word
    .toLowerCase()
    .replace(/\.(?=\s|$)/g, '')
    .replace(/\s+/g, ' ');
  return BY_WORD.get(folded) ?? BY_WORD.get(folded.replace(/\.\s*/g, ' ')) ?? null;
}

/** Whether a unit counts things ("can", "clove", "bunch") rather than measuring them. */
export function isCountUnit(title: string): boolean {
  return COUNT_UNITS.has(title);
}

/**
 * Sizes and measure qualifiers written before a unit or a name ("2 large eggs", "1 heaped tsp").
 * They describe the thing counted, so they go to the parsed line's `size`.
 */
export const SIZE_WORDS = [
  'lightly heaped',
  'very fine',
  'very thin',
  'very thick',
  'extra-large',
  'extra large',
  'extra-small',
  'very large',
  'very small',
  'large',
  'medium-sized',
  'medium-size',
  'medium',
  'small',
  'big',
  'jumbo',
  'thumb-sized',
  'thumb-size',
  'thumb sized',
  'heaped',
  'heaping',
  'level',
  'rounded',
  'scant',
  'generous',
  'good',
  'large-ish',
  'largish',
  'smallish',
  'thick',
  'thin',
] as const;
const SIZE_AT = new RegExp(`(${SIZE_WORDS.map(escape).join('|')})(?![\\p{L}\\d-])`, 'iuy');

/** A size or measure qualifier starting exactly at `index`, with its end. */
export function readSizeAt(text: string, index: number): { written: string; end: number } | null {
  SIZE_AT.lastIndex = index;
  const match = SIZE_AT.exec(text);
  return match ? { written: match[1]!, end: index + match[0].length } : null;
}

/**
 * The word a unit the kitchen lacks ("clove", "tin") is written with before the ingredient's
 * name, in the plural when the amount is above one ("2 cloves garlic"); null when there is none.
 */
export function leadingUnitWord(line: {
  unit: string | null;
  quantityMin: number | null;
  quantityMax: number | null;
}): string | null {
  if (!line.unit) return null;
  const plural = (line.quantityMax ?? line.quantityMin ?? 1) > 1;
  return `${line.unit}${plural && !line.unit.endsWith('s') ? 's' : ''}`;
}
