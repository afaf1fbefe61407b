import { describe, expect, it } from 'vitest';
import { parseBookLinkLabel } from './book-link-label.ts';

describe('parseBookLinkLabel', () => {
  it('reads the title, region and discount', () => {
    expect(parseBookLinkLabel('Crumb & Crust|uk|20')).toEqual({
      title: 'Crumb & Crust',
      region: 'uk',
      discount: 20,
    });
  });

  it('ignores a region other than uk or us', () => {
    expect(parseBookLinkLabel('X|au|5')).toEqual({ title: 'X', region: null, discount: 5 });
  });

  it('ignores a discount that is not a number', () => {
    expect(parseBookLinkLabel('X|us|abc')).toEqual({ title: 'X', region: 'us', discount: null });
  });

  it('treats a plain label as a title for both regions without discount', () => {
    expect(parseBookLinkLabel('Buy the book')).toEqual({
      title: 'Buy the book',
      region: null,
      discount: null,
    });
  });

  it('trims the parts and accepts the region in any case', () => {
    expect(parseBookLinkLabel(' Crumb & Crust | US | 12.5 ')).toEqual({
      title: 'Crumb & Crust',
      region: 'us',
      discount: 12.5,
    });
  });

  it('treats an empty discount as no discount rather than zero', () => {
    expect(parseBookLinkLabel('X|uk|')).toEqual({ title: 'X', region: 'uk', discount: null });
    expect(parseBookLinkLabel('X|uk| ')).toEqual({ title: 'X', region: 'uk', discount: null });
  });
});
