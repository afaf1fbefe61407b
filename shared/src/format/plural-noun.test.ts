import { describe, expect, it } from 'vitest';
import { headNoun, pluralNoun, pluralPhrase } from './plural-noun.ts';

describe('pluralNoun', () => {
  it.each([
    ['egg', 'eggs'],
    ['dish', 'dishes'],
    ['peach', 'peaches'],
    ['box', 'boxes'],
    ['berry', 'berries'],
    ['tray', 'trays'],
    ['potato', 'potatoes'],
    ['tomato', 'tomatoes'],
    ['avocado', 'avocados'],
    ['jalapeño', 'jalapeños'],
    ['leaf', 'leaves'],
    ['loaf', 'loaves'],
    ['half', 'halves'],
    ['knife', 'knives'],
    ['chef', 'chefs'],
    ['glass', 'glasses'],
    ['octopus', 'octopuses'],
    ['fish', 'fish'],
    ['shrimp', 'shrimp'],
    ['beans', 'beans'],
    ['molasses', 'molasses'],
  ])('%s → %s', (singular, plural) => {
    expect(pluralNoun(singular)).toBe(plural);
  });

  it('keeps a capital first letter', () => {
    expect(pluralNoun('Leaf')).toBe('Leaves');
  });
});

describe('headNoun', () => {
  it('is the last word before "of", "in", "de", a parenthesis or a comma', () => {
    const head = (phrase: string) => {
      const found = headNoun(phrase);
      return found && phrase.slice(found.start, found.end);
    };
    expect(head('clove of garlic')).toBe('clove');
    expect(head('chipotle chile in adobo')).toBe('chile');
    expect(head('dried chile de árbol')).toBe('chile');
    expect(head('lime, cut into wedges')).toBe('lime');
    expect(head('egg (large)')).toBe('egg');
    expect(head('bone-in chicken thigh')).toBe('thigh');
    expect(head('')).toBeNull();
  });
});

describe('pluralPhrase', () => {
  it.each([
    ['large egg', 'large eggs'],
    ['clove of garlic', 'cloves of garlic'],
    ['bay leaf', 'bay leaves'],
    ['russet potato', 'russet potatoes'],
    ['lime, cut into wedges', 'limes, cut into wedges'],
    ['thick slice of country bread', 'thick slices of country bread'],
    ['English cucumber', 'English cucumbers'],
  ])('%s → %s', (singular, plural) => {
    expect(pluralPhrase(singular)).toBe(plural);
  });
});
