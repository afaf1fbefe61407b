import { headNoun, nounPhraseEnd, pluralNoun, pluralPhrase } from '../format/plural-noun.ts';
import type { PublicIngredientUsage } from '../schemas/recipe-public.ts';
import type { PublicIngredient } from '../schemas/unit.ts';

type NamedIngredient = Pick<PublicIngredient, 'title' | 'pluralTitle'>;

/** The ingredient's plural: its own plural title, else its title with the head noun pluralised. */
export function ingredientPlural(ingredient: NamedIngredient): string {
  return ingredient.pluralTitle ?? pluralPhrase(ingredient.title);
}

/** `word` as the head of a noun phrase: a whole word, last in the phrase or before a comma. */
const HEAD_WORD = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}'’-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=\\s*(?:,|$))`, 'iu');

/**
 * Singular and plural forms of an ingredient to look for in an override: the one word in which the
 * titles differ ("clove"/"cloves", so "large eggs" and "bone-in, skin-on chicken thighs" are
 * recognised), then the whole titles.
 */
function formPairs(ingredient: NamedIngredient): [singular: string, plural: string][] {
  const singular = ingredient.title;
  const plural = ingredientPlural(ingredient);
  if (singular.toLowerCase() === plural.toLowerCase()) return [];
  const pairs: [string, string][] = [];
  const singularWords = singular.split(/\s+/);
  const pluralWords = plural.split(/\s+/);
  if (singularWords.length === pluralWords.length) {
    const differing = singularWords.flatMap((word, index) => {
      const pluralWord = pluralWords[index]!;
      return word.toLowerCase() === pluralWord.toLowerCase() ? [] : [[word, pluralWord] as [string, string]];
    });
    if (differing.length === 1) pairs.push(differing[0]!);
  }
  pairs.push([singular, plural]);
  return pairs;
}

/** Replaces `from` where it heads the noun phrase `text` with `to`, keeping a capital first letter. */
function replaceHead(text: string, from: string, to: string): string {
  return text.replace(HEAD_WORD(from), (found) =>
    found[0] !== found[0]!.toLowerCase() ? to[0]!.toUpperCase() + to.slice(1) : to,
  );
}

/**
 * A title written by the creator (an override) in the number wanted. The noun phrase before "of",
 * "in"… carries the number: when the ingredient's name heads it (last, or before a comma), that
 * name is swapped ("large eggs" ↔ "large egg", "lime, cut into wedges" → "limes, cut…");
 * otherwise its head noun is pluralised ("thick slice of country bread" → "thick slices of
 * country bread", and "egg whites" stays as it is). Without the ingredient's names a plural
 * override is kept as written for 1 or less, since English plurals cannot be undone by rule.
 */
function overrideInNumber(override: string, ingredient: NamedIngredient | null, plural: boolean): string {
  const phraseEnd = nounPhraseEnd(override);
  const phrase = override.slice(0, phraseEnd);
  const rest = override.slice(phraseEnd);
  for (const [singularForm, pluralForm] of ingredient ? formPairs(ingredient) : []) {
    if (HEAD_WORD(pluralForm).test(phrase))
      return plural ? override : replaceHead(phrase, pluralForm, singularForm) + rest;
    if (HEAD_WORD(singularForm).test(phrase))
      return plural ? replaceHead(phrase, singularForm, pluralForm) + rest : override;
  }
  const head = headNoun(override);
  if (!plural || !head) return override;
  return (
    override.slice(0, head.start) +
    pluralNoun(override.slice(head.start, head.end)) +
    override.slice(head.end)
  );
}

/**
 * The ingredient's name as it reads after its amount. A counted ingredient (no unit) showing more
 * than 1 takes its plural ("2 large eggs", "3 bay leaves", "1½ white onions"); anything measured
 * in a unit keeps its title ("2 cups flour"). `shownCount` is the count as displayed (the upper
 * end of a range), null when the usage has a unit or no quantity.
 */
export function ingredientName(usage: PublicIngredientUsage, shownCount: number | null): string {
  const plural = shownCount !== null && shownCount > 1;
  const { ingredient, ingredientTitleOverride: override } = usage;
  if (override !== null)
    return shownCount === null ? override : overrideInNumber(override, ingredient, plural);
  if (!ingredient) return '';
  return plural ? ingredientPlural(ingredient) : ingredient.title;
}
