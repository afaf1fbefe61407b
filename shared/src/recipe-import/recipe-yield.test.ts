import { describe, expect, it } from 'vitest';
import { parseYield } from './recipe-yield.ts';

describe('parseYield', () => {
  it.each([
    [12, '12', 12],
    ['4-6 servings', '4-6 servings', 4],
    [['4', '4 servings'], '4 servings', 4],
    ['Makes 24 cookies', 'Makes 24 cookies', 24],
    ['Serves 4 to 6', 'Serves 4 to 6', 4],
  ])('reads %j as %s, %d servings', (value, text, servings) => {
    expect(parseYield(value)).toEqual({ text, servings });
  });

  it('keeps a yield without a number as text only', () => {
    expect(parseYield('One loaf')).toEqual({ text: 'One loaf', servings: null });
    expect(parseYield(null)).toEqual({ text: null, servings: null });
  });
});
