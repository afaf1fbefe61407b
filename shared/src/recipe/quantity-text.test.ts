import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatQuantityText, parseQuantityText } from './quantity-text.ts';

describe('parseQuantityText', () => {
  it('reads whole numbers, decimals, fractions and mixed numbers', () => {
    expect(parseQuantityText('2')).toEqual({ min: 2, max: null });
    expect(parseQuantityText('1.5')).toEqual({ min: 1.5, max: null });
    expect(parseQuantityText('1 1/2')).toEqual({ min: 1.5, max: null });
    expect(parseQuantityText('1½')).toEqual({ min: 1.5, max: null });
    expect(parseQuantityText('⅓')).toEqual({ min: 1 / 3, max: null });
  });

  it('reads ranges written with a hyphen, a dash or "to"', () => {
    for (const text of ['2-3', '2 – 3', '2 to 3'])
      expect(parseQuantityText(text)).toEqual({ min: 2, max: 3 });
  });

  it('is null for blank and invalid for words or a backwards range', () => {
    expect(parseQuantityText('  ')).toBeNull();
    expect(parseQuantityText('some')).toBe('invalid');
    expect(parseQuantityText('3-2')).toBe('invalid');
    expect(parseQuantityText('1/0')).toBe('invalid');
  });
});

describe('formatQuantityText', () => {
  it('writes halves, thirds and quarters as fractions', () => {
    expect(formatQuantityText(1.5, null)).toBe('1 1/2');
    expect(formatQuantityText(0.25, 0.5)).toBe('1/4-1/2');
    expect(formatQuantityText(null, null)).toBe('');
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.constantFrom(0, 1 / 8, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4),
        (whole, part) => {
          const text = formatQuantityText(whole + part, null);
          const read = parseQuantityText(text);
          expect(read).not.toBe('invalid');
          expect((read as { min: number }).min).toBeCloseTo(whole + part, 6);
        },
      ),
    );
  });

  it('never throws on any text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 60 }), (text) => void parseQuantityText(text)));
  });
});
