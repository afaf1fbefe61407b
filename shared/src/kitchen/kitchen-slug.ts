import { slugFromText } from '../format/slug.ts';
import { KITCHEN_SLUG_MAX, KITCHEN_SLUG_MIN, RESERVED_KITCHEN_SLUGS } from '../schemas/kitchen-create.ts';

/**
 * The address a kitchen's title suggests ("Sunday Suppers!" → "sunday-suppers"), within the
 * address rules: too short or reserved ones get "-kitchen". Empty when the title has nothing to use.
 */
export function kitchenSlugFromTitle(title: string): string {
  let slug = slugFromText(title, KITCHEN_SLUG_MAX);
  if (slug && slug.length < KITCHEN_SLUG_MIN) slug = `${slug}-kitchen`;
  if (RESERVED_KITCHEN_SLUGS.has(slug)) slug = `${slug}-kitchen`;
  return slug;
}
