import type { RecipeView } from '@larder/shared/recipe/recipe-view';
import type { MeasurementSystem, TemperatureSystem } from '@larder/shared/schemas/common';
import { $chosenMeasurementSystem, $chosenTemperatureSystem, $multiplier } from './recipe-view';
import { useHydratedStore } from './use-hydrated-store';

export interface KitchenDefaults {
  measurementSystem: MeasurementSystem;
  temperatureSystem: TemperatureSystem;
}

/** The view every recipe island renders with: the reader's choices over the kitchen's defaults. */
export function useRecipeView(defaults: KitchenDefaults): RecipeView {
  const multiplier = useHydratedStore($multiplier, 1);
  const measurement = useHydratedStore($chosenMeasurementSystem, '');
  const temperature = useHydratedStore($chosenTemperatureSystem, '');
  return {
    multiplier,
    measurementSystem: measurement || defaults.measurementSystem,
    temperatureSystem: temperature || defaults.temperatureSystem,
  };
}
