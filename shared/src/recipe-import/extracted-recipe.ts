/**
 * A recipe as read from a page or a pasted text, before it becomes a Larder recipe: neutral,
 * close to what the source said, and honest about what it could not read (`unread`).
 */
export interface ExtractedRecipe {
  title: string | null;
  description: string | null;
  /** The yield as the source wrote it: "4-6 servings", "Makes 24 cookies". */
  yieldText: string | null;
  /** The number of servings (the lower end of a range), when the yield gives one. */
  yieldServings: number | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  /** The source's total time, when it gives one (`recipeTimes` makes the parts add up to it). */
  totalMinutes: number | null;
  /** Other times the source labels ("Marinating time", "Chill"), for the custom time. */
  labelledTimes: LabelledTime[];
  /** Ingredient lines as printed, in sections; `title` null for lines outside any section. */
  ingredientGroups: IngredientGroup[];
  /** Steps as text, in sections; a named step of a page ("Preheat") is a section of its own. */
  instructionGroups: InstructionGroup[];
  keywords: string[];
  imageUrls: string[];
  categories: string[];
  cuisines: string[];
  author: string | null;
  /** What the source held that was not understood, as text for a person to look at. */
  unread: string[];
}

export interface LabelledTime {
  label: string;
  minutes: number;
}

export interface IngredientGroup {
  title: string | null;
  lines: string[];
}

export interface InstructionGroup {
  title: string | null;
  steps: string[];
}

export function emptyRecipe(): ExtractedRecipe {
  return {
    title: null,
    description: null,
    yieldText: null,
    yieldServings: null,
    prepMinutes: null,
    cookMinutes: null,
    totalMinutes: null,
    labelledTimes: [],
    ingredientGroups: [],
    instructionGroups: [],
    keywords: [],
    imageUrls: [],
    categories: [],
    cuisines: [],
    author: null,
    unread: [],
  };
}

/** The ingredient lines of all sections, in order. */
export function ingredientLines(recipe: Pick<ExtractedRecipe, 'ingredientGroups'>): string[] {
  return recipe.ingredientGroups.flatMap((group) => group.lines);
}

/** The steps of all sections in order, each section's title before its steps. */
export function instructionLines(recipe: Pick<ExtractedRecipe, 'instructionGroups'>): string[] {
  return recipe.instructionGroups.flatMap((group) =>
    group.title ? [group.title, ...group.steps] : group.steps,
  );
}

/**
 * `base` with every field it lacks taken from `fallback`: an empty list or null counts as
 * lacking. Both sources' unread notes are kept.
 */
export function fillMissing(base: ExtractedRecipe, fallback: ExtractedRecipe): ExtractedRecipe {
  const merged: ExtractedRecipe = { ...base };
  for (const key of Object.keys(base) as (keyof ExtractedRecipe)[]) {
    if (key === 'unread') continue;
    const value = base[key];
    const lacking = value === null || (Array.isArray(value) && value.length === 0);
    if (lacking) (merged as unknown as Record<string, unknown>)[key] = fallback[key];
  }
  merged.unread = [...base.unread, ...fallback.unread];
  return merged;
}
