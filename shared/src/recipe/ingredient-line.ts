import { richTextToPlainText } from '../rich-text/plain-text.ts';
import type { PublicIngredientUsage } from '../schemas/recipe-public.ts';
import { ingredientName } from './ingredient-name.ts';
import { recipeView, type RecipeView } from './recipe-view.ts';
import { viewAmount } from './view-amount.ts';

/** The title as the creator wrote it (override, else the ingredient's title), whatever the amount. */
export function ingredientTitle(usage: PublicIngredientUsage): string {
  return usage.ingredientTitleOverride ?? usage.ingredient?.title ?? '';
}

/** How an ingredient usage reads in a view: its amount ("2–3", "1½ cups") and its name in agreement. */
export interface IngredientParts {
  /** Empty without a quantity. */
  amount: string;
  name: string;
}

function amountOf(
  usage: PublicIngredientUsage,
  view: RecipeView,
): { text: string; shownCount: number | null } {
  if (usage.quantityMin === null) return { text: '', shownCount: null };
  const unit = usage.unit ?? undefined;
  const min = viewAmount(usage.quantityMin, unit, usage.ingredient, view);
  const max =
    usage.quantityMax !== null && usage.quantityMax !== usage.quantityMin
      ? viewAmount(usage.quantityMax, unit, usage.ingredient, view)
      : null;
  const shownCount = unit ? null : (max ?? min).value;
  if (!max || max.text === min.text) return { text: min.text, shownCount };
  if (max.unitTitle !== min.unitTitle) return { text: `${min.text}–${max.text}`, shownCount };
  // One unit for the range, after its upper end: "1–1½ cups", "2–3", "350–375°F".
  return { text: `${min.quantityText}–${max.text}`, shownCount };
}

export function ingredientParts(
  usage: PublicIngredientUsage,
  view: Partial<RecipeView> = {},
): IngredientParts {
  const amount = amountOf(usage, recipeView(view));
  return { amount: amount.text, name: ingredientName(usage, amount.shownCount) };
}

/** The amount part of an ingredient line ("2–3", "1½ cups", "150 grams"), empty without a quantity. */
export function ingredientAmount(usage: PublicIngredientUsage, view: Partial<RecipeView> = {}): string {
  return ingredientParts(usage, view).amount;
}

/** "2 large eggs", "1½ cups flour": amount and name, as an ingredient reference in step text reads. */
export function ingredientPhrase(usage: PublicIngredientUsage, view: Partial<RecipeView> = {}): string {
  const { amount, name } = ingredientParts(usage, view);
  return [amount, name].filter(Boolean).join(' ');
}

/** One ingredient as a single line of text, as in recipe structured data ("2 cups flour, sifted"). */
export function ingredientLine(usage: PublicIngredientUsage, view: Partial<RecipeView> = {}): string {
  const preparation = richTextToPlainText(usage.preparation).trim();
  return ingredientPhrase(usage, view) + (preparation ? `, ${preparation}` : '');
}

export function isEmptyUsage(usage: PublicIngredientUsage): boolean {
  return ingredientTitle(usage).trim() === '' && usage.quantityMin === null;
}
