import type { TaxonomyTerm } from '@larder/shared/schemas/taxonomy';
import { recipeSearchPath } from './paths';

/** The taxonomies whose terms a large recipe card shows as badges (spec §3 "Tag vocabulary"). */
export type BadgeKind = 'meals' | 'categories';

/** A badge's colours: text on background, each pair at least 4.5:1 (WCAG AA for small text). */
export interface BadgeColours {
  text: string;
  background: string;
}

interface VocabularyEntry extends BadgeColours {
  label: string;
}

/**
 * The spec's tag vocabulary (slug → label), each with its own colour pair. Meals: breakfast,
 * dinner, snack, dessert, drink; categories: sandwich.
 */
export const TAG_VOCABULARY: Record<BadgeKind, Readonly<Record<string, VocabularyEntry>>> = {
  meals: {
    breakfast: { label: 'Breakfast', text: '#6b3d00', background: '#ffe7b8' },
    dinner: { label: 'Main Dishes', text: '#7a1f12', background: '#fde0d9' },
    snack: { label: 'Snacks & Sides', text: '#1f5130', background: '#dcf2e1' },
    dessert: { label: 'Baking & Desserts', text: '#7b1a4f', background: '#fbe0ef' },
    drink: { label: 'Drinks', text: '#0f4a63', background: '#d9eff8' },
  },
  categories: {
    sandwich: { label: 'Sandwiches', text: '#4a3a0b', background: '#f3ead0' },
  },
};

/** The colours of a term outside the vocabulary. */
export const DEFAULT_BADGE_COLOURS: BadgeColours = { text: '#33302b', background: '#ece9e4' };

export interface TagBadge extends BadgeColours {
  kind: BadgeKind;
  slug: string;
  label: string;
  /** `/recipes/?meals={slug}` or `/recipes/?categories={slug}`. */
  href: string;
  /** The CSS class naming its colour pair (`tag-badge--meals-dinner`), or the default pair. */
  colourClass: string;
}

/** A term as a badge: the vocabulary's label and colours when it has them, else the term's own title. */
export function tagBadge(kind: BadgeKind, term: Pick<TaxonomyTerm, 'slug' | 'title'>): TagBadge {
  const entry = TAG_VOCABULARY[kind][term.slug];
  return {
    kind,
    slug: term.slug,
    label: entry?.label ?? term.title,
    text: entry?.text ?? DEFAULT_BADGE_COLOURS.text,
    background: entry?.background ?? DEFAULT_BADGE_COLOURS.background,
    href: recipeSearchPath({ filters: { [kind]: [term.slug] } }),
    colourClass: entry ? `tag-badge--${kind}-${term.slug}` : 'tag-badge--default',
  };
}

/** A recipe's badges: its meals, then its categories, at most `limit`. */
export function recipeTagBadges(
  recipe: {
    meals: readonly Pick<TaxonomyTerm, 'slug' | 'title'>[];
    categories: readonly Pick<TaxonomyTerm, 'slug' | 'title'>[];
  },
  limit = 3,
): TagBadge[] {
  return [
    ...recipe.meals.map((term) => tagBadge('meals', term)),
    ...recipe.categories.map((term) => tagBadge('categories', term)),
  ].slice(0, limit);
}

/**
 * The rules of every colour pair, one class each (inline styles are not allowed under the kitchen's
 * CSP): `styles/tag-badges.css` holds them, and a test keeps it in step with the vocabulary.
 */
export function tagBadgeCss(): string {
  const rule = (name: string, { text, background }: BadgeColours) =>
    `.${name}{color:${text};background:${background};}`;
  return [
    rule('tag-badge--default', DEFAULT_BADGE_COLOURS),
    ...(Object.keys(TAG_VOCABULARY) as BadgeKind[]).flatMap((kind) =>
      Object.entries(TAG_VOCABULARY[kind]).map(([slug, entry]) => rule(`tag-badge--${kind}-${slug}`, entry)),
    ),
  ].join('');
}
