import type { ExtractedRecipe } from './extracted-recipe.ts';

/**
 * A recipe's times as Larder stores them (`RecipeInput`'s prep, cook and custom time), read so that
 * prep + cook + custom equals the page's total time, as the API's contract requires:
 *
 * - total above prep + cook: the rest is the custom time, labelled as the page labels it
 *   ("Marinating") when one of its labelled times (or all of them) makes up exactly the rest,
 *   else "Other";
 * - only a total: the whole of it is the custom time, labelled "Total" (no prep or cook is
 *   invented, and the total still reads right);
 * - no total: prep and cook as given, and the page's labelled times as the custom time;
 * - total below prep + cook (the page contradicts itself): prep and cook are kept, and
 *   `problem` says the total could not be.
 */
export interface RecipeTimes {
  prepTimeMinutes: number | null;
  cookTimeMinutes: number | null;
  customTimeLabel: string | null;
  customTimeMinutes: number | null;
  /** prep + cook + custom. */
  totalMinutes: number | null;
  problem: string | null;
}

const MAX_LABEL = 100;

export function recipeTimes(
  recipe: Pick<ExtractedRecipe, 'prepMinutes' | 'cookMinutes' | 'totalMinutes' | 'labelledTimes'>,
): RecipeTimes {
  const prep = recipe.prepMinutes;
  const cook = recipe.cookMinutes;
  const labelled = recipe.labelledTimes.filter((time) => time.minutes > 0);
  const labelledSum = labelled.reduce((sum, time) => sum + time.minutes, 0);
  const joinedLabels = labelled
    .map((time) => time.label)
    .join(' + ')
    .slice(0, MAX_LABEL);
  const known = (prep ?? 0) + (cook ?? 0);
  const result = (
    customTimeLabel: string | null,
    customTimeMinutes: number | null,
    problem: string | null = null,
  ) => {
    const parts = [prep, cook, customTimeMinutes].filter((part) => part !== null);
    return {
      prepTimeMinutes: prep,
      cookTimeMinutes: cook,
      customTimeLabel,
      customTimeMinutes,
      totalMinutes: parts.length > 0 ? parts.reduce((sum, part) => sum + part, 0) : null,
      problem,
    };
  };
  const total = recipe.totalMinutes;
  if (total === null) return labelled.length > 0 ? result(joinedLabels, labelledSum) : result(null, null);
  const rest = total - known;
  if (rest < 0) {
    return result(
      null,
      null,
      `The total time (${total} min) is less than the prep and cook times together (${known} min); prep and cook were kept.`,
    );
  }
  if (rest === 0) return result(null, null);
  const exact = labelled.find((time) => time.minutes === rest);
  if (exact) return result(exact.label.slice(0, MAX_LABEL), rest);
  if (labelled.length > 1 && labelledSum === rest) return result(joinedLabels, rest);
  return result(prep === null && cook === null ? 'Total' : 'Other', rest);
}
