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
};

/** A published recipe as the dashboard's pickers list it (`GET /{siteSlug}/published-recipes`). */
export interface PublishedRecipeOption {
  id: string;
  slug: string;
  title: string;
  privacySetting: PrivacySetting;
  publishedAt: string;
}
