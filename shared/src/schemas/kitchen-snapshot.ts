import type { KitchenDeployment } from '../sites-config.ts';
import type { PublicCollection } from './collection.ts';
import type { PublicContributor } from './contributor.ts';
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
  /** Origin of the platform's account area, where the kitchen's account links open. */
  platformOrigin: string;
  units: PublicUnit[];
  /** Published recipes, newest first. */
  recipes: PublicRecipe[];
  recipeSummaries: RecipeSummary[];
  collections: PublicCollection[];
  /** People credited on the published recipes (the contributors page). */
  contributors: PublicContributor[];
  filters: FilterGroup[];
  /** Each published recipe's version (its last change), to tell a failed version from a newer one. */
  recipeVersions: Record<string, string>;
  /**
   * Published recipes that must not be rendered as they are: stored content beyond the limits
   * (`fallback`: their last good version may stand in), or a version whose page crashed the
   * build twice (no fallback: what crashed may be the version the live kitchen shows). The
   * builder keeps the last good version where allowed, else leaves them out, and reports them.
   */
  unrenderable: { id: string; reason: string; fallback: boolean }[];
  generatedAt: string;
  /**
   * Addresses published recipes had before (`from`, a slug no live recipe has now) and the slug
   * each recipe has now (`to`): the build keeps each old address answering with a redirect.
   */
  recipeRedirects?: { from: string; to: string }[];
  /**
   * Set only by the studio's preview (never in a build): who the page is shown as. A free reader
   * sees a subscribers-only recipe's teaser with the offer to upgrade, without the page asking
   * the API who is reading.
   */
  previewViewer?: PreviewViewer;
}

/** Who a studio preview shows a recipe page to. */
export const PREVIEW_VIEWERS = ['visitor', 'free-reader', 'subscriber'] as const;
export type PreviewViewer = (typeof PREVIEW_VIEWERS)[number];

/** A recipe page to render: the page reads the recipe from `file` of the build's data. */
export interface RecipePageEntry {
  id: string;
  slug: string;
  /** The recipe's version (see `recipeVersions`). */
  version: string;
  file: string;
  /**
   * A hash of the recipe's data file: a publish tells an unchanged recipe by it without reading
   * the file (absent from data written before it was added).
   */
  sha?: string;
}

/**
 * What the site template imports while a kitchen renders: the snapshot without its recipes,
 * which each recipe page reads on its own, so a build holds one recipe in memory at a time.
 */
export type KitchenPageData = Omit<KitchenSnapshot, 'recipes' | 'unrenderable'> & {
  recipes: RecipePageEntry[];
};
