import type { KitchenDeployment } from '../sites-config.ts';
import type { PublicCollection } from './collection.ts';
import type { PublicRecipe, RecipeSummary } from './recipe-public.ts';
import type { PublicSite } from './site.ts';
import type { FilterGroup } from './taxonomy.ts';
import type { PublicUnit } from './unit.ts';

/**
 * Everything the builder renders one kitchen from, read in one database transaction so the pages
 * agree with each other. Subscribers-only recipes are teasers here: the static output can never
 * carry their ingredients or steps.
 */
export interface KitchenSnapshot {
  site: PublicSite;
  deployment: KitchenDeployment & { origin: string };
  /** Origin of the API the kitchen's islands call, baked in at build time. */
  apiOrigin: string;
  units: PublicUnit[];
  /** Published recipes, newest first. */
  recipes: PublicRecipe[];
  recipeSummaries: RecipeSummary[];
  collections: PublicCollection[];
  filters: FilterGroup[];
  generatedAt: string;
}
