import { describe, expect, it } from 'vitest';
import { firstRangeIn, numberValue, readNumberAt, readRangeAt, readWordNumberAt } from './amount-text.ts';

describe('numbers as recipes print them', () => {
  it.each([
    ['2', 2],
    ['1.5', 1.5],
    ['.5', 0.5],
    ['1/2', 0.5],
    ['1 1/2', 1.5],
    ['1-1/2', 1.5],
    ['1½', 1.5],
    ['1 ½', 1.5],
    ['⅔', 2 / 3],
    ['1⁄4', 0.25],
    ['1,000', 1000],
  ])('reads %s as %d', (text, value) => {
    expect(numberValue(text)).toBeCloseTo(value);
  });

  it('refuses a fraction over zero and an improper mixed number', () => {
    expect(numberValue('1/0')).toBeNull();
    expect(numberValue('3-4/3')).toBeNull();
  });

  it('reads ranges with dashes, "to" and "or", and a one-number range as a single amount', () => {
    expect(readRangeAt('2-3 cups', 0)).toMatchObject({ min: 2, max: 3, end: 3 });
    expect(readRangeAt('2 – 3', 0)).toMatchObject({ min: 2, max: 3 });
    expect(readRangeAt('2 to 3', 0)).toMatchObject({ min: 2, max: 3 });
    expect(readRangeAt('1 or 2 eggs', 0)).toMatchObject({ min: 1, max: 2 });
    expect(readRangeAt('2-2', 0)).toMatchObject({ min: 2, max: null });
  });

  it('reads "6-inch" as 6, not as a range', () => {
    expect(readRangeAt('6-inch', 0)).toMatchObject({ min: 6, max: null, end: 1 });
  });

  it('reads a number only where it starts', () => {
    expect(readNumberAt('about 2', 0)).toBeNull();
    expect(readNumberAt('about 2', 6)).toMatchObject({ min: 2 });
  });

  it('reads numbers written as words', () => {
    expect(readWordNumberAt('a pinch', 0)?.min).toBe(1);
    expect(readWordNumberAt('half a lemon', 0)?.min).toBe(0.5);
    expect(readWordNumberAt('a dozen eggs', 0)?.min).toBe(12);
    expect(readWordNumberAt('another', 0)).toBeNull();
  });

  it('finds the first number or range in a text', () => {
    expect(firstRangeIn('Makes 24 cookies')).toMatchObject({ min: 24 });
    expect(firstRangeIn('Serves 4-6')).toMatchObject({ min: 4, max: 6 });
    expect(firstRangeIn('no number')).toBeNull();
  });
});
