/**
 * The slug a title suggests: "Crème Brûlée & Co!" → "creme-brulee-and-co". Letters lose their
 * accents, an ampersand is read as the word it stands for ("Snacks & Sides" → snacks-and-sides, as
 * food sites write it), anything else becomes a single hyphen, and the result is cut at a hyphen
 * within `maxLength`. Empty when the title has no letters or digits to use.
 */
export function slugFromText(text: string, maxLength = 100): string {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/[øœ]/gi, 'o')
    .replace(/&/g, ' and ')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > maxLength) {
      if (!slug) slug = word.slice(0, maxLength);
      break;
    }
    slug = next;
  }
  return slug;
}
