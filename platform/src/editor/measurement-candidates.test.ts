import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { measurementCandidates } from './measurement-candidates.ts';

describe('measurementCandidates', () => {
  it('finds an oven temperature, spoons and a mixed number of cups', () => {
    const text = 'Heat the oven to 350°F. Beat in 2 tablespoons of sugar, then 1 1/2 cups flour.';
    expect(
      measurementCandidates(text).map(({ text: found, quantity, unit }) => [found, quantity, unit]),
    ).toEqual([
      ['350°F', 350, 'fahrenheit'],
      ['2 tablespoons', 2, 'tablespoon'],
      ['1 1/2 cups', 1.5, 'cup'],
    ]);
  });

  it('reads "180 degrees C" and "1½ cups"', () => {
    expect(measurementCandidates('Bake at 180 degrees C').map((c) => c.unit)).toEqual(['celsius']);
    expect(measurementCandidates('add 1½ cups').map((c) => c.quantity)).toEqual([1.5]);
  });

  it('leaves minutes, counts and words that only start like a unit alone', () => {
    expect(measurementCandidates('Bake 10 minutes, add 2 eggs and 3 garlic cloves')).toEqual([]);
    expect(measurementCandidates('5 grapes')).toEqual([]);
  });

  it('gives positions that cut its own text out of the input, for any input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        for (const found of measurementCandidates(text))
          expect(text.slice(found.start, found.end)).toBe(found.text);
      }),
    );
  });
});
