import { describe, expect, it } from 'vitest';
import { SERVING_MULTIPLIERS, pluralize, roundCount, yieldText } from './scale.ts';

describe('serving multipliers', () => {
  it('are ½, 1, 2, 3 and 4 times the yield', () => {
    expect(SERVING_MULTIPLIERS).toEqual([0.5, 1, 2, 3, 4]);
  });
});

describe('yieldText', () => {
  it('pluralises the serving description above one', () => {
    expect(yieldText(24, 'cookie')).toBe('24 cookies');
    expect(yieldText(24, 'cookie', 2)).toBe('48 cookies');
  });

  it('says "2 loaves", not "2 loafs"', () => {
    expect(yieldText(1, 'loaf', 2)).toBe('2 loaves');
  });

  it('says "one" when the scaled yield is exactly 1', () => {
    expect(yieldText(2, 'loaf', 0.5)).toBe('one loaf');
    expect(yieldText(1, 'pie')).toBe('one pie');
  });

  it('shows fractional yields as fractions', () => {
    expect(yieldText(3, 'serving', 0.5)).toBe('1½ servings');
  });

  it('falls back to servings without a description', () => {
    expect(yieldText(4, null)).toBe('4 servings');
  });
});

describe('pluralize', () => {
  it('follows the common English endings', () => {
    expect(pluralize('dish', 2)).toBe('dishes');
    expect(pluralize('berry', 2)).toBe('berries');
    expect(pluralize('tray', 2)).toBe('trays');
    expect(pluralize('bowl', 1)).toBe('bowl');
  });

  it('pluralises the head noun of a phrase, irregular plurals included', () => {
    expect(pluralize('loaf', 2)).toBe('loaves');
    expect(pluralize('slice of cake', 8)).toBe('slices of cake');
  });

  it('decides on the number as shown, so 1.02 reads as one', () => {
    expect(pluralize('cookie', 1.02)).toBe('cookie');
    expect(pluralize('cookie', 1.1)).toBe('cookies');
  });
});

describe('roundCount (eggs, cloves, lemons)', () => {
  it('rounds to halves below 3 and never below a half', () => {
    expect(roundCount(1.5)).toBe(1.5);
    expect(roundCount(0.75)).toBe(1);
    expect(roundCount(0.25)).toBe(0.5);
    expect(roundCount(2.25)).toBe(2.5);
  });

  it('rounds to whole items from 3 up', () => {
    expect(roundCount(3.4)).toBe(3);
    expect(roundCount(4.5)).toBe(5);
  });
});
