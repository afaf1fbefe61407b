import { amountList, type Amount } from './ingredient-amounts.ts';
import { readRangeAt } from './amount-text.ts';

/**
 * What follows an ingredient line's amount, split into the ingredient's name, how it is prepared
 * and a note: "onion, finely chopped" → "onion" + "finely chopped"; "butter (optional)" → "butter"
 * + note "optional"; "finely chopped rosemary" → "rosemary" + "finely chopped". Amounts in
 * parentheses ("(30 ml)") become alternatives; "or" alternatives without an amount stay in the
 * name ("parmesan, or similar hard cheese"); one with its own amount ("or ½ small red onion") goes
 * to the note. Nothing is dropped: every word lands in one of the parts.
 */
export interface NameParts {
  ingredient: string;
  preparation: string | null;
  note: string | null;
  /** Sizes written after the unit ("100g small potatoes"). */
  sizes: string[];
  alternatives: Amount[];
  /** Parentheses left open or closed without opening. */
  unbalanced: boolean;
}

/** Comma-separated parts that are remarks rather than preparation. */
const NOTE_START =
  /^(?:to\s+(?:serve|taste|garnish|decorate|finish|dust|drizzle|coat|glaze)|for\s|plus\s|optional|or\s|such\s+as|preferably|ideally|if\s|about\s|approx|available|see\s|divided|any\s|use\s|we\s|i\s|you\s|can\s|e\.g|i\.e|as\s+needed|as\s+required|more\s|extra\s|at\s+least|reserved?\b|store[\s-]bought|note\b|in\s+(?:season|total)|ready\b|from\s|without\s|with\s|out\s+of|each\b|per\s|not\s|weighing|alternatively|approximately|roughly\s+\d|around\s)/i;

/** Ending a name without a comma: "salt to taste", "parsley for garnish". */
const TRAILING_NOTE =
  /\s+\*?(to\s+(?:taste|serve|garnish|glaze|decorate|finish)|for\s+(?:garnish(?:ing)?|serving|frying|dusting|greasing|brushing|drizzling|decoration|decorating|topping|sprinkling|the\s+[\p{L}-]+)|as\s+(?:needed|required|desired)|if\s+(?:needed|desired|liked|using)|optional)\.?$/iu;

/** Where a remark starts inside a name: "sea bass about 500g", "eggs plus 3 yolks". */
const INNER_NOTE =
  /\s(?:(?:weighing|about|approximately|approx\.?|roughly|around|each|at\s+least)(?:\s+(?:about|approximately|approx\.?|roughly|around))?\s+(?=\d)|plus\s|\+\s?)/i;

const ADVERB = /^(?:\p{L}+ly|very|well|hard|soft|just|half)$/iu;
const PARTICIPLE =
  /^(?:chopped|sliced|diced|minced|grated|melted|softened|crushed|beaten|whisked|shredded|peeled|sifted|halved|quartered|cubed|cooked|trimmed|crumbled|torn|julienned|deseeded|seeded|pitted|stoned|drained|rinsed|warmed|chilled|squeezed|zested|juiced|mashed|scrubbed|washed|cored|pared|snipped|packed|ground|boiled|toasted|steamed|blanched|thawed|defrosted|bruised|smashed|skinned|shelled|hulled|segmented|spiralized|spiralised|poached|griddled|boned|fried|grilled|ripped|mixed|made|soaked|picked|cut|broken|cracked|pounded|scored|filleted|dissolved|whipped|pureed|puréed|roasted)$/iu;
/** Participles that, first in a name and with no adverb, name a product: "ground almonds", "mixed herbs". */
const PRODUCT_PARTICIPLE = /^(?:ground|mixed|whipped|roasted|cut|made|broken|packed|boiled|pureed|puréed)$/i;
/** After a participle inside a name, these show a preparation phrase: "mango sliced into strips". */
const PHRASE_AFTER = /^(?:(?:into|in|with|from|on|off|until|and|or|to|for|through|at|by)$|\uE000|$)/i;
const SIZE = /^(?:small|large|extra-large|big|jumbo)$/i;
/** Adjectives that may be listed with a comma before the rest of a name: "boneless, skinless chicken". */
const LISTED_ADJECTIVE =
  /^(?:boneless|skinless|skin-on|bone-in|cold|dry|hot|warm|ripe|fresh|firm|lean|soft|unsalted|salted|sweet|fat-free|low-fat|organic|raw|whole|plain|unwaxed|free-range|seedless|uncooked|dried|frozen|good[\s-]quality|best[\s-]quality|good|crusty|day-old|mild|spicy|ready-made|shop-bought|homemade|low|no)$/i;
/** A comma part that starts a preparation rather than naming more of the ingredient. */
const PREPARATION_START =
  /^(?:\p{L}+ly|\p{L}+ed|cut|torn|skin|bone|in|into|at|to|zest|juice|leaves|seeds|flesh|meat|halves|stalks?|then|left|kept|plus|each|\d)\b/iu;

const PLACEHOLDER = /\uE000(\d+)\uE000/g;

/** Whether a comma part goes on naming the ingredient ("veal or vegetable stock", "or similar cheese"). */
function listsNames(segment: string): boolean {
  const named = segment.replace(/^(?:or|and)\s+/i, '');
  if (PREPARATION_START.test(named) || NOTE_START.test(named) || /\d/.test(named)) return false;
  return !named
    .split(' ')
    .some(
      (word) =>
        isPreparationWord(word) || /^\p{L}{3,}ed$/u.test(word) || /^(?:with|without|at|from)$/i.test(word),
    );
}

/** "(chopped)", "(thinly sliced)", "(sliced into strips)": a parenthetical that says how to prepare. */
function describesPreparation(content: string): boolean {
  const first = content.replace(/^[\s,]+/, '').split(/[\s,]+/);
  return (
    isPreparationWord(first[0] ?? '') || (ADVERB.test(first[0] ?? '') && isPreparationWord(first[1] ?? ''))
  );
}

/** "(gochujang)", "(nam pla)": a short other name, not a remark ("(optional)", "(podded weight)"). */
function isSynonym(content: string): boolean {
  const words = content.split(/\s+/);
  return (
    words.length <= 3 &&
    !/[\d,;:]/.test(content) &&
    !NOTE_START.test(content) &&
    !/^(?:at|in|on|for|with|to|from|by|about|if|such|plus|room|without|not)\b/i.test(content) &&
    !describesPreparation(content) &&
    !/[½⅓⅔¼¾⅛]/.test(content) &&
    !/^(?:plain|dry|regular|raw|fresh|frozen|canned|cold|warm|hot|soft|large|small|medium|optional|divided|unsalted|salted|whole|ripe|firm|thawed|drained)$/i.test(
      content,
    ) &&
    !words.some((word) =>
      /^(?:a|an|the|or|and|weight|optional|see|note|recipe|about|each|use|if|only|divided)$/i.test(word),
    )
  );
}

/** The text with each top-level parenthetical replaced by a numbered placeholder. */
function parentheticals(text: string): { rest: string; inner: string[]; unbalanced: boolean } {
  let rest = '';
  const inner: string[] = [];
  let depth = 0;
  let current = '';
  let unbalanced = false;
  for (const char of text) {
    if (char === '(' || char === '[') {
      if (depth > 0) current += char;
      depth += 1;
    } else if ((char === ')' || char === ']') && depth > 0) {
      depth -= 1;
      if (depth > 0) current += char;
      else {
        rest += ` \uE000${inner.length}\uE000 `;
        inner.push(current.trim());
        current = '';
      }
    } else if (char === ')' || char === ']') {
      unbalanced = true;
      rest += ' ';
    } else if (depth > 0) current += char;
    else rest += char;
  }
  if (depth > 0) {
    unbalanced = true;
    rest += ` \uE000${inner.length}\uE000 `;
    inner.push(current.trim());
  }
  return { rest, inner, unbalanced };
}

const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/^[\s,;:.*\-–—]+|[\s,;:*\-–—]+$/g, '')
    .trim();

/** " or " followed by an amount: an alternative ingredient of its own ("or ½ small red onion"). */
function alternativeIngredientAt(text: string): number {
  const or = /,?\s+or\s+(?=[\d½⅓⅔¼¾⅛])/gi;
  for (let match = or.exec(text); match; match = or.exec(text)) {
    const after = match.index + match[0].length;
    if (text[after] !== '0' && readRangeAt(text, after)) return match.index;
  }
  return -1;
}

const isPreparationWord = (word: string) =>
  PARTICIPLE.test(word) || /^\p{L}+ly-\p{L}+ed$|^(?:hard|soft)-boiled$/iu.test(word);

/**
 * Splits preparation words off a name: leading ("finely chopped fresh parsley"), among the
 * modifiers ("fresh chopped coriander") or trailing as a phrase ("mango sliced into strips").
 */
function splitPreparation(name: string): { preparation: string[]; name: string } {
  const words = name.split(' ').filter(Boolean);
  const preparation: string[] = [];
  // A trailing phrase: a participle (with its adverbs) followed by nothing or by "into", "with"…
  for (let index = 1; index < words.length; index += 1) {
    if (!isPreparationWord(words[index]!) || !PHRASE_AFTER.test(words[index + 1] ?? '')) continue;
    let start = index;
    while (start > 1 && ADVERB.test(words[start - 1]!)) start -= 1;
    preparation.push(words.splice(start).join(' '));
    break;
  }
  // Leading preparation words, with "fresh" allowed before them: "fresh chopped coriander".
  let index = 0;
  const leading: string[] = [];
  while (index < words.length - 1) {
    const word = words[index]!;
    const next = words[index + 1] ?? '';
    if (ADVERB.test(word) && isPreparationWord(next)) leading.push(word);
    else if (
      isPreparationWord(word) &&
      !(PRODUCT_PARTICIPLE.test(word) && !ADVERB.test(words[index - 1] ?? ''))
    )
      leading.push(word);
    else if (/^(?:and|&|or)$/.test(word) && leading.length > 0 && isPreparationWord(next)) leading.push(word);
    else if (/^fresh$/i.test(word) && isPreparationWord(next) && index === 0) {
      words.splice(index, 1);
      const rest = splitPreparation(words.join(' '));
      return { preparation: [...rest.preparation, ...preparation], name: `${word} ${rest.name}` };
    } else break;
    index += 1;
  }
  if (leading.length > 0) preparation.unshift(leading.join(' '));
  const kept = words.slice(index);
  return { preparation, name: kept.join(' ') };
}

export function nameParts(text: string): NameParts {
  const { rest, inner, unbalanced } = parentheticals(text);
  let body = rest
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:of\s+|,\s*|each\s+)/i, '');
  const notes: string[] = [];
  const orAt = alternativeIngredientAt(body);
  if (orAt >= 0) {
    notes.push(body.slice(orAt).replace(/^,?\s*/, ''));
    body = body.slice(0, orAt);
  }
  const segments = body.split(/\s*[,;]\s*|\s+[–—-]\s+/).filter((segment) => segment.trim());
  let name = segments.shift() ?? '';
  const preparations: string[] = [];
  // "finely chopped, fresh ginger": a first part of preparation words only.
  if (segments.length > 0 && name.split(' ').every((word) => ADVERB.test(word) || isPreparationWord(word))) {
    preparations.push(name);
    name = segments.shift()!;
  }
  while (segments.length > 0 && name.split(' ').every((word) => LISTED_ADJECTIVE.test(word))) {
    name = `${name} ${segments.shift()!}`;
  }
  // "chicken, veal or vegetable stock", "parmesan, or similar hard cheese": one name listed.
  const listEnd = segments.findIndex((segment) => !listsNames(segment));
  const listed = listEnd < 0 ? segments : segments.slice(0, listEnd);
  const lastOr = listed.map((segment) => /(?:^|\s)(?:or|and|&|and\/or)\s/i.test(segment)).lastIndexOf(true);
  if (lastOr >= 0) name = [name, ...segments.splice(0, lastOr + 1)].join(', ');
  const inside = INNER_NOTE.exec(name);
  if (inside) {
    notes.unshift(name.slice(inside.index).trim());
    name = name.slice(0, inside.index);
  }
  const trailing = TRAILING_NOTE.exec(name);
  if (trailing) {
    notes.unshift(trailing[1]!);
    name = name.slice(0, trailing.index);
  }
  const split = splitPreparation(tidy(name.replace(PLACEHOLDER, ' $& ')));
  preparations.unshift(...split.preparation);
  const words = split.name.split(' ');
  const sizes: string[] = [];
  while (words.length > 1 && SIZE.test(words[0]!)) sizes.push(words.shift()!);
  name = words.join(' ');

  const alternatives: Amount[] = [];
  const parenNotes: string[] = [];
  const keepInName = new Set<number>();
  // A short parenthetical right after the name is another name for it: "fish sauce (nam pla)".
  const tail = /\uE000(\d+)\uE000\s*$/.exec(name);
  if (tail && isSynonym(inner[Number(tail[1])]!)) keepInName.add(Number(tail[1]));
  for (const [index, content] of inner.entries()) {
    if (keepInName.has(index) || content === '') continue;
    const amounts = amountList(content);
    if (amounts) alternatives.push(...amounts);
    else if (describesPreparation(content)) preparations.push(content);
    else parenNotes.push(content);
  }
  const restore = (part: string) =>
    part.replace(PLACEHOLDER, (_, index: string) =>
      keepInName.has(Number(index)) ? `(${inner[Number(index)]!})` : '',
    );
  let inNote = false;
  const segmentNotes: string[] = [];
  for (const segment of segments) {
    if (inNote || NOTE_START.test(segment)) {
      inNote = inNote || /^(?:or|such\s+as|e\.g|i\.e)/i.test(segment);
      segmentNotes.push(restore(segment));
    } else preparations.push(restore(segment));
  }
  const join = (parts: (string | null)[], separator: string) =>
    parts
      .map((part) => (part === null ? '' : tidy(part)))
      .filter(Boolean)
      .join(separator) || null;
  return {
    ingredient: tidy(restore(name)).replace(/^(?:of|the)\s+/i, ''),
    preparation: join(preparations.map(restore), ', '),
    note: join([join(segmentNotes, ', '), ...notes.map(restore), ...parenNotes], '; '),
    sizes,
    alternatives,
    unbalanced,
  };
}
