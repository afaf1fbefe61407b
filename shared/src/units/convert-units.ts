import type { MeasurementMethod, MeasurementSystem } from '../schemas/common.ts';
import {
  G_PER,
  IMPERIAL_UNITS,
  METRIC_UNITS,
  ML_PER,
  POUNDS_PER_KILOGRAM,
  isVolumeUnit,
  isWeightUnit,
} from './unit-factors.ts';

export interface ConvertibleIngredient {
  gramsPerLiter: number | null;
  defaultMetricMeasurementMethod: MeasurementMethod | null;
  defaultImperialMeasurementMethod: MeasurementMethod | null;
}

export interface Amount {
  quantity: number;
  unitTitle: string;
}

/**
 * Metric amounts come out in grams or milliliters; `displayAmount` moves them to kilograms or
 * liters by the value it shows, so an amount entered in metric switches at the same point.
 */
function toMetricVolume(ml: number): Amount {
  return { quantity: ml, unitTitle: 'milliliter' };
}

function toMetricWeight(grams: number): Amount {
  return { quantity: grams, unitTitle: 'gram' };
}

/** US weights: pounds at or above 453.592 g, else ounces; kilograms × 2.2046 give pounds (spec §9). */
function toImperialWeight(grams: number, fromKilograms: boolean): Amount {
  if (fromKilograms) return { quantity: (grams / 1000) * POUNDS_PER_KILOGRAM, unitTitle: 'pound' };
  return grams >= G_PER.pound
    ? { quantity: grams / G_PER.pound, unitTitle: 'pound' }
    : { quantity: grams / G_PER.ounce, unitTitle: 'ounce' };
}

/**
 * US volumes become cups (spec §9). Amounts under a quarter cup read as tablespoons, and under a
 * tablespoon as teaspoons, because "0.02 cups" is not something a cook can measure.
 */
function toImperialVolume(ml: number): Amount {
  if (ml < ML_PER.tablespoon) return { quantity: ml / ML_PER.teaspoon, unitTitle: 'teaspoon' };
  if (ml < ML_PER.cup / 4) return { quantity: ml / ML_PER.tablespoon, unitTitle: 'tablespoon' };
  return { quantity: ml / ML_PER.cup, unitTitle: 'cup' };
}

/**
 * Converts an ingredient amount to a measurement system (spec §9). Weight or volume is chosen from
 * the ingredient's default method for the target system; crossing between them needs the
 * ingredient's density (gramsPerLiter), without which the kind of measure is kept. Amounts already
 * in the target system, spoons, pinches and counted items are returned unchanged. The result is
 * exact: rounding for display is `displayAmount`'s job.
 */
export function convertAmount(
  amount: Amount,
  ingredient: ConvertibleIngredient | null,
  system: MeasurementSystem,
): Amount {
  const { quantity, unitTitle } = amount;
  const targetUnits = system === 'metric' ? METRIC_UNITS : IMPERIAL_UNITS;
  if (targetUnits.has(unitTitle)) return amount;
  const isVolume = isVolumeUnit(unitTitle);
  const isWeight = isWeightUnit(unitTitle);
  if (!isVolume && !isWeight) return amount;
  // Spoons are written the same way in both systems.
  if (unitTitle === 'teaspoon' || unitTitle === 'tablespoon') return amount;

  const density = ingredient?.gramsPerLiter ?? null;
  const preferred =
    system === 'metric'
      ? ingredient?.defaultMetricMeasurementMethod
      : ingredient?.defaultImperialMeasurementMethod;
  const wantWeight = density ? (preferred ?? (isWeight ? 'weight' : 'volume')) === 'weight' : isWeight;

  const ml = isVolume
    ? quantity * ML_PER[unitTitle]
    : density
      ? (quantity * G_PER[unitTitle] * 1000) / density
      : 0;
  const grams = isWeight ? quantity * G_PER[unitTitle] : density ? (ml * density) / 1000 : 0;

  if (system === 'metric') return wantWeight ? toMetricWeight(grams) : toMetricVolume(ml);
  return wantWeight ? toImperialWeight(grams, unitTitle === 'kilogram') : toImperialVolume(ml);
}
