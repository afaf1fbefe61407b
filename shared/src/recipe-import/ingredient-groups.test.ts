import { describe, expect, it } from 'vitest';
import { groupLines, headingTitle, isGroupHeading } from './ingredient-groups.ts';

describe('ingredient section headings', () => {
  it('tells headings from ingredient lines', () => {
    for (const line of ['For the sauce:', 'Filling:', '--- Topping ---', 'For the dough'])
      expect(isGroupHeading(line)).toBe(true);
    for (const line of ['2 cups flour', 'salt and pepper', 'For 4 people you need 2 eggs, beaten'])
      expect(isGroupHeading(line)).toBe(false);
  });

  it('titles a heading without its colon or decoration', () => {
    expect(headingTitle('For the sauce:')).toBe('For the sauce');
    expect(headingTitle('--- Topping ---')).toBe('Topping');
  });

  it('groups lines under their headings, lines before any heading untitled', () => {
    expect(groupLines(['1 egg', 'For the sauce:', '2 tbsp soy sauce'])).toEqual([
      { title: null, lines: ['1 egg'] },
      { title: 'For the sauce', lines: ['2 tbsp soy sauce'] },
    ]);
  });
});
