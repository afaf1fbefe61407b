import type { RecipeSummary } from '@larder/shared/schemas/recipe-public';
import { collectionPath, pagePath, recipePath } from './paths';

/** One section of the side drawer: a collection's recipe titles, or the recipes in none. */
export interface DrawerSection {
  title: string;
  /** The page listing the whole section. */
  href: string;
  recipes: { id: string; title: string; href: string; subscribersOnly: boolean }[];
  /** How many recipes of the section the drawer leaves to that page. */
  more: number;
}

interface Section {
  slug: string;
  title: string;
  recipes: readonly Pick<RecipeSummary, 'id' | 'slug' | 'title' | 'privacySetting'>[];
}

/**
 * The side drawer's sections (spec §2): recipe titles grouped by collection, in the kitchen's
 * order, then the recipes no collection holds under `otherTitle`. Each section lists at most
 * `perSection` titles, so a large kitchen's drawer stays light on every page; the rest are one
 * link away.
 */
export function drawerSections(
  collections: readonly Section[],
  allRecipes: Section['recipes'],
  perSection: number,
  otherTitle = 'More recipes',
): DrawerSection[] {
  const inCollections = new Set(collections.flatMap((collection) => collection.recipes.map((r) => r.id)));
  const others = allRecipes.filter((recipe) => !inCollections.has(recipe.id));
  const section = (title: string, href: string, recipes: Section['recipes']): DrawerSection => ({
    title,
    href,
    recipes: recipes.slice(0, perSection).map((recipe) => ({
      id: recipe.id,
      title: recipe.title,
      href: recipePath(recipe.slug),
      subscribersOnly: recipe.privacySetting !== 'public',
    })),
    more: Math.max(0, recipes.length - perSection),
  });
  return [
    ...collections
      .filter((collection) => collection.recipes.length > 0)
      .map((collection) => section(collection.title, collectionPath(collection.slug), collection.recipes)),
    ...(others.length > 0 ? [section(otherTitle, pagePath('/recipes'), others)] : []),
  ];
}
