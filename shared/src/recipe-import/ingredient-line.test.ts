import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../test-support/property-runs.ts';
import { parseIngredientLine } from './ingredient-line.ts';

const read = (line: string) => {
  const parsed = parseIngredientLine(line);
  return {
    quantity: [parsed.quantityMin, parsed.quantityMax],
    unit: parsed.unit,
    size: parsed.size,
    ingredient: parsed.ingredient,
    preparation: parsed.preparation,
    note: parsed.note,
    alternatives: parsed.alternatives.map((amount) => [amount.quantityMin, amount.quantityMax, amount.unit]),
    confidence: parsed.confidence,
  };
};

/**
 * These tests catch a pattern that backtracks without bound (seconds on a line of 200 characters,
 * minutes on 100 kB), not slowness: a run of the whole suite on two busy cores can pause any
 * call for 100 ms. The parser's speed is `./run bench`'s to measure.
 */
const PATHOLOGICAL_MS = 1_500;

describe('parseIngredientLine', () => {
  it('reads "1½ tbsp peanut oil" as 1.5 tablespoons of peanut oil, and keeps the raw line', () => {
    expect(parseIngredientLine('1½ tbsp peanut oil')).toEqual({
      raw: '1½ tbsp peanut oil',
      quantityMin: 1.5,
      quantityMax: null,
      unit: 'tablespoon',
      size: null,
      ingredient: 'peanut oil',
      preparation: null,
      note: null,
      confidence: 'sure',
      alternatives: [],
    });
  });

  it.each([
    ['1 1/2 cups flour', 1.5, 'cup'],
    ['½ tsp salt', 0.5, 'teaspoon'],
    ['0.5 kg potatoes', 0.5, 'kilogram'],
    ['2 T butter', 2, 'tablespoon'],
    ['1 t salt', 1, 'teaspoon'],
    ['4 oz. cream cheese', 4, 'ounce'],
    ['2 lbs chicken', 2, 'pound'],
    ['250 mL milk', 250, 'milliliter'],
    ['1 c. sugar', 1, 'cup'],
    ['3 fl oz rum', 3, 'fluid ounce'],
    ['2 cloves garlic', 2, 'clove'],
    ['1 (15 oz) can beans', 1, 'can'],
  ])('reads "%s" as %d %s', (line, quantity, unit) => {
    expect(read(line)).toMatchObject({ quantity: [quantity, null], unit });
  });

  it('reads ranges written with a dash, an en dash or "to"', () => {
    for (const line of ['2-3 carrots', '2–3 carrots', '2 to 3 carrots'])
      expect(read(line)).toMatchObject({ quantity: [2, 3], unit: null, ingredient: 'carrots' });
  });

  it('keeps BBC dual amounts as alternatives: "25g/1oz brown sugar"', () => {
    expect(read('25g/1oz brown sugar')).toMatchObject({
      quantity: [25, null],
      unit: 'gram',
      ingredient: 'brown sugar',
      alternatives: [[1, null, 'ounce']],
      confidence: 'sure',
    });
  });

  it('keeps "2 tbsp (30 ml)" and "4 oz. butter, (125g or 1/2 cup)" whole', () => {
    expect(read('2 tbsp (30 ml) milk')).toMatchObject({
      unit: 'tablespoon',
      alternatives: [[30, null, 'milliliter']],
    });
    expect(read('4 oz. butter, (125g or 1/2 cup)')).toMatchObject({
      quantity: [4, null],
      unit: 'ounce',
      ingredient: 'butter',
      alternatives: [
        [125, null, 'gram'],
        [0.5, null, 'cup'],
      ],
    });
  });

  it('reads "2 x 400g tins" as 2 tins of size 400g', () => {
    expect(read('2 x 400g tins chopped tomatoes, drained')).toMatchObject({
      quantity: [2, null],
      unit: 'tin',
      size: '400g',
      ingredient: 'tomatoes',
      preparation: 'chopped, drained',
    });
    expect(read('4 x 150g/5oz salmon fillets')).toMatchObject({
      quantity: [4, null],
      unit: null,
      size: '150g/5oz',
    });
  });

  it('reads "a pinch of salt" as 1 pinch, and "juice of 1 lemon" as a lemon juiced', () => {
    expect(read('a pinch of salt')).toMatchObject({ quantity: [1, null], unit: 'pinch', ingredient: 'salt' });
    expect(read('juice of 1 lemon')).toMatchObject({
      quantity: [1, null],
      ingredient: 'lemon',
      preparation: 'juice',
    });
  });

  it('keeps sizes and measure qualifiers out of the unit and the name', () => {
    expect(read('2 large eggs')).toMatchObject({
      quantity: [2, null],
      unit: null,
      size: 'large',
      ingredient: 'eggs',
    });
    expect(read('1 heaped tsp turmeric')).toMatchObject({
      unit: 'teaspoon',
      size: 'heaped',
      ingredient: 'turmeric',
    });
    expect(read('1 level tablespoon sugar')).toMatchObject({ unit: 'tablespoon', size: 'level' });
  });

  it('reads "5 garlic cloves" as 5 cloves of garlic', () => {
    expect(read('5 garlic cloves, crushed')).toMatchObject({
      unit: 'clove',
      ingredient: 'garlic',
      preparation: 'crushed',
    });
  });

  it('reads preparation after a comma and notes in parentheses', () => {
    expect(read('1 onion, finely chopped (about 150g)')).toMatchObject({
      ingredient: 'onion',
      preparation: 'finely chopped',
      alternatives: [[150, null, 'gram']],
    });
    expect(read('2 eggs (at room temperature)')).toMatchObject({
      ingredient: 'eggs',
      note: 'at room temperature',
    });
  });

  it('keeps "or" between names in the ingredient', () => {
    expect(read('100g butter or margarine').ingredient).toBe('butter or margarine');
  });

  it('flags what a person should check, and not plain lines', () => {
    expect(read('salt').confidence).toBe('sure');
    expect(read('2 eggs').confidence).toBe('sure');
    expect(read('cups flour').confidence).toBe('unsure');
    expect(read('250ml/4fl oz stock').confidence).toBe('unsure');
    expect(read('3 glugs of olive oil').confidence).toBe('unsure');
    expect(read('flour (sifted').confidence).toBe('unsure');
  });

  it('returns a huge line whole, quickly, flagged', () => {
    const line = `2 cups ${'flour '.repeat(20_000)}`;
    const started = performance.now();
    const parsed = parseIngredientLine(line);
    expect(performance.now() - started).toBeLessThan(PATHOLOGICAL_MS);
    expect(parsed).toMatchObject({ confidence: 'unsure', ingredient: line.trim() });
  });

  it('never throws, and never backtracks for long, whatever the line', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.string({ unit: 'grapheme', maxLength: 200 }),
          fc
            .array(
              fc.constantFrom(
                '1',
                '½',
                '/',
                ' ',
                'x',
                'g',
                'cup',
                '(',
                ')',
                ',',
                'or',
                '-',
                'tbsp',
                'of',
                'a',
              ),
              { maxLength: 80 },
            )
            .map((parts) => parts.join('')),
        ),
        (line) => {
          const started = performance.now();
          const parsed = parseIngredientLine(line);
          expect(parsed.raw).toBe(line);
          expect(performance.now() - started).toBeLessThan(PATHOLOGICAL_MS);
        },
      ),
      propertyRuns(3_000),
    );
  });

  it('answers a 100 kB line of any repeated pattern without backtracking for long', () => {
    for (const unit of ['1', '1/', '(', '1 cup ', '½', '1-', ', ', '1 x ', 'or 1 ', '1g/']) {
      const started = performance.now();
      parseIngredientLine(unit.repeat(Math.ceil(100_000 / unit.length)));
      expect(performance.now() - started, unit).toBeLessThan(PATHOLOGICAL_MS);
    }
  });
});
