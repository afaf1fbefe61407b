import type { PublicRecipe } from '../schemas/recipe-public.ts';
import { endpoint } from './endpoint.ts';

/**
 * One recipe as its reader may see it: in full for entitled readers (paid subscribers, the
 * kitchen's managers) and holders of a manager's preview link (`preview`), else as a teaser.
 */
export const siteRecipe = /* @__PURE__ */ endpoint<{
  query: { preview?: string };
  response: { recipe: PublicRecipe; preview: boolean };
}>()('GET', '/site/:siteSlug/recipes/:recipeSlug');
