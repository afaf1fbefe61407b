import type { Generated } from 'kysely';

export type TaxonomyKindColumn = 'cuisines' | 'meals' | 'methods' | 'diets' | 'tags' | 'categories';

export interface TaxonomyTermsTable {
  id: string;
  site_id: string;
  kind: TaxonomyKindColumn;
  slug: string;
  title: string;
}

export interface UnitsTable {
  id: string;
  title: string;
  plural_title: string;
  slug: string;
  abbreviation: string | null;
}

export interface IngredientsTable {
  id: string;
  title: string;
  /** Null when the title with its head noun pluralised is right ("egg" → "eggs"). */
  plural_title: string | null;
  grams_per_liter: number | null;
  default_metric_measurement_method: 'weight' | 'volume' | null;
  default_imperial_measurement_method: 'weight' | 'volume' | null;
  /** The kitchen whose creators added it; null for the platform's catalogue, every kitchen's. */
  site_id: Generated<string | null>;
}

export interface EquipmentTable {
  id: string;
  site_id: string;
  title: string;
  featured_image_id: string | null;
}

export interface RecipesTable {
  id: string;
  site_id: string;
  slug: string;
  title: string;
  privacy_setting: 'public' | 'subscribers_only';
  /** Rich text JSON columns: description, story_excerpt, story_more, note. */
  description: string | null;
  video_id: string | null;
  story_excerpt: string | null;
  story_more: string | null;
  note: string | null;
  legacy_recipe_data: string | null;
  prep_time_minutes: number | null;
  cook_time_minutes: number | null;
  custom_time_label: string | null;
  custom_time_minutes: number | null;
  yield_servings: number | null;
  serving_description: string | null;
  difficulty_level: 'easy' | 'medium' | 'hard' | null;
  /** JSON list of strings. */
  keywords: Generated<string>;
  youtube_video_id: string | null;
  /** ISO timestamp; null while the recipe is a draft. */
  published_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  /** Moves on with every saved write; a write naming an older one is refused (409). */
  version: Generated<number>;
  /** The editor's autosaved fields (JSON), not yet saved to the recipe; never built or served publicly. */
  draft: string | null;
  draft_base_version: number | null;
  draft_saved_at: string | null;
}

/** An earlier state of a recipe a creator can restore: a saved write, or an autosaved draft. */
export interface RecipeRevisionsTable {
  id: string;
  recipe_id: string;
  version: number;
  kind: 'saved' | 'draft';
  /** The recipe fields as PUT takes them (JSON). */
  content: string;
  created_by: string | null;
  created_at: Generated<string>;
}

export interface RecipeImagesTable {
  recipe_id: string;
  image_id: string;
  position: number;
  crop: string | null;
}

export interface RecipeTaxonomyTermsTable {
  recipe_id: string;
  term_id: string;
}

export interface RecipeContributorsTable {
  recipe_id: string;
  user_id: string;
}

export interface IngredientUsageGroupsTable {
  id: string;
  recipe_id: string;
  position: number;
  title: string;
  note: string | null;
}

export interface IngredientUsagesTable {
  id: string;
  group_id: string;
  position: number;
  quantity_min: number | null;
  quantity_max: number | null;
  unit_id: string | null;
  ingredient_id: string | null;
  preparation: string | null;
  ingredient_title_override: string | null;
  link: string | null;
  note: string | null;
}

export interface InstructionGroupsTable {
  id: string;
  recipe_id: string;
  position: number;
  title: string;
  note: string | null;
}

export interface InstructionsTable {
  id: string;
  group_id: string;
  position: number;
  content: string | null;
  timer_minutes: number | null;
  note: string | null;
  video_id: string | null;
}

export interface InstructionImagesTable {
  instruction_id: string;
  image_id: string;
  position: number;
}

export interface EquipmentUsagesTable {
  id: string;
  recipe_id: string;
  position: number;
  equipment_id: string;
  link: string | null;
  note: string | null;
  image_override_id: string | null;
  equipment_title_override: string | null;
}

export interface RecipePreviewLinksTable {
  id: string;
  recipe_id: string;
  /** SHA-256 of the preview token; the token itself is only in the link given to the manager. */
  token_hash: string;
  created_by: string | null;
  expires_at: string;
  created_at: Generated<string>;
}

/** An address a recipe had before in its kitchen: it redirects to the recipe's address now. */
export interface RecipeSlugRedirectsTable {
  site_id: string;
  slug: string;
  recipe_id: string;
  created_at: Generated<string>;
}
