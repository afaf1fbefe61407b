import { describe, expect, it } from 'vitest';
import { nameParts } from './ingredient-name-parts.ts';

describe('the parts of an ingredient name', () => {
  it('splits a comma preparation off the name', () => {
    expect(nameParts('onion, finely chopped')).toMatchObject({
      ingredient: 'onion',
      preparation: 'finely chopped',
    });
  });

  it('moves leading and trailing preparation words to the preparation', () => {
    expect(nameParts('finely chopped rosemary')).toMatchObject({
      ingredient: 'rosemary',
      preparation: 'finely chopped',
    });
    expect(nameParts('mango sliced into thin strips')).toMatchObject({
      ingredient: 'mango',
      preparation: 'sliced into thin strips',
    });
    expect(nameParts('ground almonds').ingredient).toBe('ground almonds');
  });

  it('keeps "or" alternatives without an amount in the name', () => {
    expect(nameParts('butter or margarine').ingredient).toBe('butter or margarine');
    expect(nameParts('chicken, veal or vegetable stock').ingredient).toBe('chicken, veal or vegetable stock');
  });

  it('sends an alternative with its own amount, remarks and parentheses to the note', () => {
    expect(nameParts('spring onions or ½ small red onion, chopped')).toMatchObject({
      ingredient: 'spring onions',
      note: 'or ½ small red onion, chopped',
    });
    expect(nameParts('butter, plus extra for greasing')).toMatchObject({
      ingredient: 'butter',
      note: 'plus extra for greasing',
    });
    expect(nameParts('milk (optional)')).toMatchObject({ ingredient: 'milk', note: 'optional' });
    expect(nameParts('salt to taste')).toMatchObject({ ingredient: 'salt', note: 'to taste' });
  });

  it('keeps a short other name in parentheses, and amounts in parentheses as alternatives', () => {
    expect(nameParts('fish sauce (nam pla)').ingredient).toBe('fish sauce (nam pla)');
    expect(nameParts('butter, (125g or 1/2 cup)').alternatives).toHaveLength(2);
  });

  it('says when a parenthesis is left open', () => {
    expect(nameParts('lychees (fresh or canned')).toMatchObject({ ingredient: 'lychees', unbalanced: true });
  });

  it('keeps adjectives listed with commas in the name', () => {
    expect(nameParts('boneless, skinless chicken breasts').ingredient).toBe(
      'boneless skinless chicken breasts',
    );
  });
});
