import type { PrivacySetting } from './common.ts';
import type {
  EquipmentUsageInput,
  IngredientUsageInput,
  InstructionInput,
  RecipeInput,
} from './recipe-input.ts';

/** A recipe in the recipe list of the creator dashboard (drafts included). */
export interface ManagedRecipeListItem {
  id: string;
  slug: string;
  title: string;
  privacySetting: PrivacySetting;
  /** Null for a draft; in the future for a scheduled recipe. */
  publishedAt: string | null;
  updatedAt: string;
}

type Stored<T> = Required<Omit<T, 'id'>> & { id: string };

export type ManagedIngredientUsage = Stored<IngredientUsageInput>;
export type ManagedInstruction = Stored<InstructionInput>;
export type ManagedEquipmentUsage = Stored<EquipmentUsageInput>;

/**
 * A recipe in its management form: every field `PUT` accepts, each present (null when unset),
 * every group, usage and step with its id, plus the recipe's id and dates.
 */
export type ManagedRecipe = Required<
  Omit<RecipeInput, 'publishedAt' | 'ingredientUsageGroups' | 'instructionGroups' | 'equipmentUsages'>
> & {
  id: string;
  ingredientUsageGroups: {
    id: string;
    title: string;
    note: string | null;
    ingredientUsages: ManagedIngredientUsage[];
  }[];
  instructionGroups: { id: string; title: string; note: string | null; instructions: ManagedInstruction[] }[];
  equipmentUsages: ManagedEquipmentUsage[];
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Moves on with every saved write; the editor sends it back with its next write. */
  version: number;
  /** Edits autosaved since the last save, not yet on the recipe (nor on the kitchen). */
  draft: RecipeDraft | null;
};

export interface RecipeDraft {
  /** The recipe fields as the editor last sent them (possibly half typed). */
  content: Record<string, unknown>;
  /** The version of the recipe the draft was made from. */
  baseVersion: number;
  savedAt: string;
}

/** An earlier state of a recipe (`GET /{siteSlug}/recipes/{recipeId}/revisions`), newest first. */
export interface RecipeRevisionSummary {
  id: string;
  version: number;
  /** `saved`: a save of the recipe; `draft`: an autosave in between. */
  kind: 'saved' | 'draft';
  createdAt: string;
  createdBy: string | null;
}

export interface RecipeRevision extends RecipeRevisionSummary {
  content: Record<string, unknown>;
}

/** A published recipe as the dashboard's pickers list it (`GET /{siteSlug}/published-recipes`). */
export interface PublishedRecipeOption {
  id: string;
  slug: string;
  title: string;
  privacySetting: PrivacySetting;
  publishedAt: string;
}
