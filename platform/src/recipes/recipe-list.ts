import type { ManagedRecipeListItem } from '@larder/shared/schemas/recipe-manage';

import type { RecipeFilter, RecipeSort } from './recipe-list-search.ts';

export type RecipeStatus = 'draft' | 'scheduled' | 'published';

export const FILTER_LABELS: Record<RecipeFilter, string> = {
  all: 'All',
  draft: 'Drafts',
  scheduled: 'Scheduled',
  published: 'Published',
  subscribers_only: 'Subscribers only',
};

export const SORT_LABELS: Record<RecipeSort, string> = {
  updated: 'Last edited',
  title: 'Title',
  published: 'Publish date',
};

/** A draft has no publish date; a scheduled recipe's date is still ahead. */
export function recipeStatus(recipe: Pick<ManagedRecipeListItem, 'publishedAt'>, now: number): RecipeStatus {
  if (!recipe.publishedAt) return 'draft';
  return Date.parse(recipe.publishedAt) > now ? 'scheduled' : 'published';
}

/** Folds case and accents, so "creme" finds "Crème brûlée". */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** The recipes a search, a filter and a sort leave, in order. */
export function selectRecipes(
  recipes: readonly ManagedRecipeListItem[],
  options: { query: string; filter: RecipeFilter; sort: RecipeSort; now: number },
): ManagedRecipeListItem[] {
  const words = fold(options.query).split(/\s+/).filter(Boolean);
  const kept = recipes.filter((recipe) => {
    if (options.filter === 'subscribers_only' && recipe.privacySetting !== 'subscribers_only') return false;
    if (
      options.filter !== 'all' &&
      options.filter !== 'subscribers_only' &&
      recipeStatus(recipe, options.now) !== options.filter
    )
      return false;
    const haystack = fold(`${recipe.title} ${recipe.slug}`);
    return words.every((word) => haystack.includes(word));
  });
  const byTitle = (a: ManagedRecipeListItem, b: ManagedRecipeListItem) =>
    a.title.localeCompare(b.title, undefined, { sensitivity: 'base', numeric: true });
  return kept.sort((a, b) => {
    if (options.sort === 'title') return byTitle(a, b);
    if (options.sort === 'published') {
      // Drafts last, then newest publish date first.
      if (!a.publishedAt || !b.publishedAt) return a.publishedAt ? -1 : b.publishedAt ? 1 : byTitle(a, b);
      return b.publishedAt.localeCompare(a.publishedAt) || byTitle(a, b);
    }
    return b.updatedAt.localeCompare(a.updatedAt) || byTitle(a, b);
  });
}
