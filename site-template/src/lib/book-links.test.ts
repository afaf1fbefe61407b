import type { PublicLink } from '@larder/shared/schemas/link';
import { describe, expect, it } from 'vitest';
import { bookLinkOf, bookLinksByRegion, hasRegionalLinks, initialBookRegion } from './book-links';

const link = (id: string, label: string, href = `https://shop.example/${id}`): PublicLink => ({
  id,
  label,
  href,
});

describe('book order links', () => {
  it('offers a link without a region in both regions and a regional one in its own', () => {
    const regions = bookLinksByRegion([
      link('a', 'Bookshop.org|us|15'),
      link('b', 'Waterstones|uk'),
      link('c', 'Publisher'),
    ]);
    expect(regions.us.map((book) => book.id)).toEqual(['a', 'c']);
    expect(regions.uk.map((book) => book.id)).toEqual(['b', 'c']);
    expect(regions.us[0]).toMatchObject({ title: 'Bookshop.org', region: 'us', discount: 15 });
  });

  it('names a link with an empty label after its retailer, never the kitchen', () => {
    expect(bookLinkOf(link('d', '', 'https://www.amazon.co.uk/dp/1')).title).toBe('amazon.co.uk');
    expect(bookLinkOf(link('e', '|uk|10', 'https://www.waterstones.com/b')).title).toBe('waterstones.com');
  });

  it('shows the switch only when some link has a region', () => {
    expect(hasRegionalLinks([link('a', 'Shop'), link('b', 'Other|eu')])).toBe(false);
    expect(hasRegionalLinks([link('a', 'Shop|UK')])).toBe(true);
  });
});

describe('the region a cookbook page opens on', () => {
  it("is the reader's remembered choice", () => {
    expect(initialBookRegion('uk', ['en-US'])).toBe('uk');
  });

  it("else is the kitchen's home market, whatever the browser's language", () => {
    expect(initialBookRegion(null, ['en-US'], 'uk')).toBe('uk');
    expect(initialBookRegion('us', ['en-GB'], 'uk')).toBe('us');
  });

  it('else follows the browser languages, then falls back to the US', () => {
    expect(initialBookRegion(null, ['fr-FR', 'en-GB'])).toBe('uk');
    expect(initialBookRegion('garbage', ['en'])).toBe('us');
  });
});
