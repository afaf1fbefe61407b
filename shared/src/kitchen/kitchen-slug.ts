import { KITCHEN_SLUG_MAX, KITCHEN_SLUG_MIN, RESERVED_KITCHEN_SLUGS } from '../schemas/kitchen-create.ts';

/**
 * The address a kitchen's title suggests: "Sunday Suppers!" → "sunday-suppers", "Crème & Co" →
 * "creme-co". Letters lose their accents, anything else becomes a single hyphen, and the result is
 * cut at a hyphen within the length limit. Empty when the title has no letters or digits to use.
 */
export function kitchenSlugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[æ]/gi, 'ae')
    .replace(/[øœ]/gi, 'o')
    .toLowerCase()
    .replace(/&/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > KITCHEN_SLUG_MAX) {
      if (!slug) slug = word.slice(0, KITCHEN_SLUG_MAX);
      break;
    }
    slug = next;
  }
  if (slug && slug.length < KITCHEN_SLUG_MIN) slug = `${slug}-kitchen`;
  if (RESERVED_KITCHEN_SLUGS.has(slug)) slug = `${slug}-kitchen`;
  return slug;
}
