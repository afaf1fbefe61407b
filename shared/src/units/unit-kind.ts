import { isTemperatureUnit, isVolumeUnit, isWeightUnit } from './unit-factors.ts';

/** What a unit measures; it decides whether an amount in it follows the servings multiplier. */
export type UnitKind = 'weight' | 'volume' | 'count' | 'temperature' | 'length';

const LENGTH_UNITS = new Set([
  'millimeter',
  'centimeter',
  'meter',
  'inch',
  'foot',
  'millimeters',
  'centimeters',
  'meters',
  'inches',
  'feet',
]);

/**
 * The kind of a unit by its title. Pinches are a (tiny) volume; anything the platform does not
 * know as a weight, volume, temperature or length (no unit, "can", "clove") is a count.
 */
export function unitKind(unitTitle: string | null | undefined): UnitKind {
  if (!unitTitle) return 'count';
  if (isTemperatureUnit(unitTitle)) return 'temperature';
  if (isWeightUnit(unitTitle)) return 'weight';
  if (isVolumeUnit(unitTitle) || unitTitle === 'pinch') return 'volume';
  if (LENGTH_UNITS.has(unitTitle)) return 'length';
  return 'count';
}

/**
 * Whether an amount of each kind follows the servings multiplier when its measurement does not say
 * (docs/decisions/005-how-step-measurements-scale.md): what goes into the food scales, the oven
 * temperature and the size of a pan do not.
 */
export const SCALES_BY_DEFAULT: Readonly<Record<UnitKind, boolean>> = {
  weight: true,
  volume: true,
  count: true,
  temperature: false,
  length: false,
};

/** Whether a measurement scales: its own `scales` flag, else its unit kind's default; temperatures never. */
export function measurementScales(
  scales: boolean | undefined,
  unitTitle: string | null | undefined,
): boolean {
  const kind = unitKind(unitTitle);
  if (kind === 'temperature') return false;
  return scales ?? SCALES_BY_DEFAULT[kind];
}
