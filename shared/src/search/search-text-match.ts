/** Lower case, inner whitespace as single spaces, trimmed: how both a term and a field are compared. */
export function normalizeSearchText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** True when the (already normalised, non-empty) term occurs in one field of a recipe's search text. */
export function searchTextMatches(text: string, normalisedTerm: string): boolean {
  return text.includes(normalisedTerm);
}
