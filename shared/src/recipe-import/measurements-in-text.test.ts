import { describe, expect, it } from 'vitest';
import { findMeasurements } from './measurements-in-text.ts';

const spans = (text: string) =>
  findMeasurements(text).map((found) => [
    text.slice(found.start, found.end),
    found.quantity,
    found.unit,
    found.certain,
  ]);

describe('findMeasurements', () => {
  it('finds oven temperatures with a degree sign or the word "degrees" and a scale', () => {
    expect(spans('Preheat to 350°F.')).toEqual([['350°F', 350, 'fahrenheit', true]]);
    expect(spans('Heat to 180 °C.')).toEqual([['180 °C', 180, 'celsius', true]]);
    expect(spans('Preheat to 350 degrees F.')).toEqual([['350 degrees F', 350, 'fahrenheit', true]]);
  });

  it('offers bare degrees and a joined scale letter, without certainty', () => {
    expect(spans('bake at 350 degrees')).toEqual([['350 degrees', 350, 'fahrenheit', false]]);
    expect(spans('200C/180C fan')).toEqual([
      ['200C', 200, 'celsius', false],
      ['180C', 180, 'celsius', false],
    ]);
  });

  it('finds amounts in catalogue units, with mixed numbers and unicode fractions', () => {
    expect(spans('Add 2 tablespoons butter and 1 ½ cups flour')).toEqual([
      ['2 tablespoons', 2, 'tablespoon', true],
      ['1 ½ cups', 1.5, 'cup', true],
    ]);
  });

  it('does not take minutes, lengths or counts for measurements', () => {
    expect(spans('Bake 10-12 minutes in a 9-inch pan with 2 eggs.')).toEqual([]);
  });

  it('offers ranges and one-letter units without certainty', () => {
    expect(spans('2-3 tbsp oil and 2 T butter')).toEqual([
      ['2-3 tbsp', 2, 'tablespoon', false],
      ['2 T', 2, 'tablespoon', false],
    ]);
  });
});
