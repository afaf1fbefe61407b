/** Conversion factors of spec §9, to milliliters and grams. */
export const ML_PER = {
  teaspoon: 4.92892,
  tablespoon: 14.7868,
  'fluid ounce': 29.574,
  cup: 236.588,
  quart: 946.353,
  gallon: 3785.41,
  milliliter: 1,
  liter: 1000,
} as const;

export const G_PER = {
  ounce: 28.3495,
  pound: 453.592,
  gram: 1,
  kilogram: 1000,
} as const;

export const POUNDS_PER_KILOGRAM = 2.2046;

export type VolumeUnit = keyof typeof ML_PER;
export type WeightUnit = keyof typeof G_PER;

export function isVolumeUnit(title: string): title is VolumeUnit {
  return title in ML_PER;
}

export function isWeightUnit(title: string): title is WeightUnit {
  return title in G_PER;
}

export function isTemperatureUnit(title: string): title is 'fahrenheit' | 'celsius' {
  return title === 'fahrenheit' || title === 'celsius';
}

export const METRIC_UNITS = new Set(['gram', 'kilogram', 'milliliter', 'liter', 'celsius']);
export const IMPERIAL_UNITS = new Set([
  'ounce',
  'pound',
  'fluid ounce',
  'cup',
  'quart',
  'gallon',
  'fahrenheit',
]);
