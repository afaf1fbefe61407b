import type { MeasurementSystem, TemperatureSystem } from '../schemas/common.ts';

/** How a reader is looking at a recipe: the servings multiplier and the chosen unit systems. */
export interface RecipeView {
  multiplier: number;
  measurementSystem: MeasurementSystem;
  temperatureSystem: TemperatureSystem;
}

/** The platform defaults (spec §1): 1×, imperial and fahrenheit unless the kitchen sets otherwise. */
export const DEFAULT_RECIPE_VIEW: RecipeView = {
  multiplier: 1,
  measurementSystem: 'imperial',
  temperatureSystem: 'fahrenheit',
};

export function recipeView(view: Partial<RecipeView> = {}): RecipeView {
  return { ...DEFAULT_RECIPE_VIEW, ...view };
}
