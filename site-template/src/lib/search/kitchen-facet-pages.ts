import { kitchen, loadRecipe, remember } from '../kitchen';
import { facetPages, type FacetPage } from './facet-pages';

/**
 * The kitchen's facet pages, worked out once per build: both routes that render them (the first
 * page and the numbered ones) ask, and each asking would read every recipe again.
 */
export function kitchenFacetPages(): FacetPage[] {
  return remember('facet-pages', () => facetPages(kitchen.recipes, loadRecipe, kitchen.recipeSummaries));
}

/**
 * The facet page of a kind and slug, looked up as the page renders (not handed over from the
 * page list), so the page is known to depend on what the facet pages were worked out from.
 */
export function kitchenFacetPage(kind: string | undefined, slug: string | undefined): FacetPage {
  const facet = kitchenFacetPages().find((candidate) => candidate.kind === kind && candidate.slug === slug);
  if (!facet) throw new Error(`No facet page ${kind}/${slug} in this kitchen.`);
  return facet;
}
