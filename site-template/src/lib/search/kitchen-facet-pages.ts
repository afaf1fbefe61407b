import { kitchen, loadRecipe } from '../kitchen';
import { facetPages, type FacetPage } from './facet-pages';

let pages: FacetPage[] | null = null;

/**
 * The kitchen's facet pages, worked out once per build: both routes that render them (the first
 * page and the numbered ones) ask, and each asking would read every recipe again.
 */
export function kitchenFacetPages(): FacetPage[] {
  pages ??= facetPages(kitchen.recipes, loadRecipe, kitchen.recipeSummaries);
  return pages;
}
