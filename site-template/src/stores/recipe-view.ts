import type { MeasurementSystem, TemperatureSystem } from '@larder/shared/schemas/common';
import { atom } from 'nanostores';
import { persistentAtom } from './persistent-atom';

const isMeasurement = (value: string): value is MeasurementSystem | '' =>
  value === 'metric' || value === 'imperial' || value === '';
const isTemperature = (value: string): value is TemperatureSystem | '' =>
  value === 'celsius' || value === 'fahrenheit' || value === '';

/**
 * The reader's own unit choices, kept on the device for every recipe. Empty means "not chosen":
 * the kitchen's defaults apply until the reader picks.
 */
export const $chosenMeasurementSystem = persistentAtom<MeasurementSystem | ''>(
  'larder:measurement-system',
  '',
  isMeasurement,
);
export const $chosenTemperatureSystem = persistentAtom<TemperatureSystem | ''>(
  'larder:temperature-system',
  '',
  isTemperature,
);

/** Servings multiplier of the recipe on this page (spec §4: starts at 1). */
export const $multiplier = atom<number>(1);

/** Ingredient usages the reader has ticked off, and the one selected step (spec §4). */
export const $checkedIngredients = atom<ReadonlySet<string>>(new Set());
export const $selectedStepId = atom<string | null>(null);

export function toggleIngredient(id: string): void {
  const next = new Set($checkedIngredients.get());
  if (next.has(id)) next.delete(id);
  else next.add(id);
  $checkedIngredients.set(next);
}
