import { describe, expect, it } from 'vitest';
import { convertTemperature } from './convert-temperature.ts';

describe('convertTemperature', () => {
  it('turns 350°F into 175°C, rounded to the nearest 5 degrees', () => {
    expect(convertTemperature(350, 'fahrenheit', 'celsius')).toEqual({ degrees: 175, unitTitle: 'celsius' });
  });

  it('converts common oven settings both ways', () => {
    expect(convertTemperature(425, 'fahrenheit', 'celsius').degrees).toBe(220);
    expect(convertTemperature(375, 'fahrenheit', 'celsius').degrees).toBe(190);
    expect(convertTemperature(180, 'celsius', 'fahrenheit').degrees).toBe(355);
    expect(convertTemperature(200, 'celsius', 'fahrenheit').degrees).toBe(390);
    expect(convertTemperature(220, 'celsius', 'fahrenheit').degrees).toBe(430);
  });

  it('leaves a temperature in its own system untouched', () => {
    expect(convertTemperature(352, 'fahrenheit', 'fahrenheit')).toEqual({
      degrees: 352,
      unitTitle: 'fahrenheit',
    });
  });
});
