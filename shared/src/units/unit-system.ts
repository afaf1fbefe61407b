import type { UnitSystem } from '../schemas/kitchen-globals.ts';

const METRIC = new Set(['gram', 'kilogram', 'milliliter', 'liter', 'celsius']);
const IMPERIAL = new Set([
  'ounce',
  'pound',
  'fluid ounce',
  'cup',
  'quart',
  'gallon',
  'teaspoon',
  'tablespoon',
  'fahrenheit',
]);

/** The system of a unit by its title; spoons, cups and the rest of US customary count as imperial (spec §5). */
export function unitSystem(unitTitle: string): UnitSystem {
  if (METRIC.has(unitTitle)) return 'metric';
  if (IMPERIAL.has(unitTitle)) return 'imperial';
  return 'either';
}
