import type { TemperatureSystem } from '../schemas/common.ts';

/** Rounds to the nearest 5 degrees (spec §9), as ovens are marked. */
function nearestFive(value: number): number {
  return Math.round(value / 5) * 5;
}

/** Converts an oven temperature between °F and °C, rounded to the nearest 5 degrees; same system is unchanged. */
export function convertTemperature(
  degrees: number,
  from: 'fahrenheit' | 'celsius',
  to: TemperatureSystem,
): { degrees: number; unitTitle: 'fahrenheit' | 'celsius' } {
  if (from === to) return { degrees, unitTitle: from };
  const converted = to === 'celsius' ? ((degrees - 32) * 5) / 9 : (degrees * 9) / 5 + 32;
  return { degrees: nearestFive(converted), unitTitle: to };
}
