import type { PublicContributor } from './contributor.ts';
import type { TaxonomyKind, TaxonomyTerm } from './taxonomy.ts';
import type { PublicIngredient, PublicUnit } from './unit.ts';

/** Which system a unit belongs to: the editor groups the unit picker by it. */
export type UnitSystem = 'metric' | 'imperial' | 'either';

/** Everything the recipe editor's pickers offer (`GET /manage/{siteSlug}/globals`). */
export interface KitchenGlobals {
  units: (PublicUnit & { system: UnitSystem })[];
  ingredients: PublicIngredient[];
  equipment: { id: string; title: string }[];
  /** The kitchen's terms of each of the six taxonomies, by title. */
  taxonomies: Record<TaxonomyKind, TaxonomyTerm[]>;
  contributors: PublicContributor[];
  colorThemes: { id: string; title: string }[];
  typeThemes: { id: string; title: string }[];
}
