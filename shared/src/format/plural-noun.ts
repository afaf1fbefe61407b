const IRREGULAR: Record<string, string> = {
  leaf: 'leaves',
  loaf: 'loaves',
  half: 'halves',
  calf: 'calves',
  shelf: 'shelves',
  knife: 'knives',
  life: 'lives',
  wife: 'wives',
  wolf: 'wolves',
  thief: 'thieves',
  potato: 'potatoes',
  tomato: 'tomatoes',
  mango: 'mangoes',
  hero: 'heroes',
  echo: 'echoes',
  child: 'children',
  person: 'people',
  man: 'men',
  woman: 'women',
  foot: 'feet',
  tooth: 'teeth',
  goose: 'geese',
  mouse: 'mice',
};

/** Nouns whose plural is the singular. */
const INVARIANT = new Set([
  'fish',
  'shrimp',
  'squid',
  'salmon',
  'trout',
  'cod',
  'tuna',
  'halibut',
  'sheep',
  'deer',
  'bison',
  'moose',
  'series',
  'species',
]);

function withCaseOf(original: string, plural: string): string {
  return original[0] && original[0] === original[0].toUpperCase() && original[0] !== original[0].toLowerCase()
    ? plural[0]!.toUpperCase() + plural.slice(1)
    : plural;
}

/**
 * The plural of one English noun: the irregular food and kitchen nouns ("leaf" → "leaves",
 * "potato" → "potatoes"), then the common endings. A word already ending in a single s is taken as
 * plural or uncountable ("beans", "oats", "molasses") and left alone.
 */
export function pluralNoun(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR[lower];
  if (irregular) return withCaseOf(word, irregular);
  if (INVARIANT.has(lower)) return word;
  if (/[^su]s$/i.test(word) || /is$/i.test(word)) return word;
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

const PHRASE_END = /\s\(|\s(?:of|in|de|with|for|from)\s/i;

/**
 * Where the noun phrase that carries the number ends: before "of", "in", "de", "with", "for",
 * "from" or a parenthesis ("clove | of garlic", "chile | in adobo").
 */
export function nounPhraseEnd(text: string): number {
  return PHRASE_END.exec(text)?.index ?? text.length;
}

/**
 * The head of a noun phrase, the noun that takes the plural: the last word of the noun phrase,
 * stopping at a comma too ("lime, cut into wedges" → "lime"). Null without a word.
 */
export function headNoun(text: string): { start: number; end: number } | null {
  const phrase = text.slice(0, nounPhraseEnd(text)).split(',')[0]!;
  const last = [...phrase.matchAll(/[\p{L}\p{N}'’-]+/gu)].at(-1);
  if (!last) return null;
  return { start: last.index, end: last.index + last[0].length };
}

/**
 * The plural of a noun phrase, made by pluralising its head noun: "large egg" → "large eggs",
 * "clove of garlic" → "cloves of garlic", "bay leaf" → "bay leaves", "lime, cut into wedges" →
 * "limes, cut into wedges".
 */
export function pluralPhrase(phrase: string): string {
  const head = headNoun(phrase);
  if (!head) return phrase;
  return (
    phrase.slice(0, head.start) + pluralNoun(phrase.slice(head.start, head.end)) + phrase.slice(head.end)
  );
}
