import { parseBookLinkLabel } from '@larder/shared/format/book-link-label';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkLabelOf, linkRowOf } from './links-form.ts';

describe('the book-label helper', () => {
  it('reads a book label into its parts and a plain label as it is', () => {
    expect(linkRowOf('Waterstones|uk|10', 'https://w.example.com')).toMatchObject({
      book: true,
      bookTitle: 'Waterstones',
      bookRegion: 'uk',
      bookDiscount: '10',
    });
    expect(linkRowOf('My newsletter', 'https://n.example.com')).toMatchObject({
      book: false,
      label: 'My newsletter',
    });
  });

  it('writes labels the cookbook page reads back as the parts typed', () => {
    const row = fc.record({
      bookTitle: fc.string({ maxLength: 20 }).filter((text) => text.trim() === text),
      bookRegion: fc.constantFrom('' as const, 'uk' as const, 'us' as const),
      bookDiscount: fc.option(fc.integer({ min: 0, max: 90 }).map(String), { nil: '' }),
    });
    fc.assert(
      fc.property(row, (parts) => {
        const label = linkLabelOf({ label: '', href: 'https://x.example.com', book: true, ...parts });
        const parsed = parseBookLinkLabel(label);
        expect(parsed.title).toBe(parts.bookTitle.replaceAll('|', '/'));
        expect(parsed.region).toBe(parts.bookRegion || null);
        expect(parsed.discount).toBe(parts.bookDiscount === '' ? null : Number(parts.bookDiscount));
        // And the screen opens it again as the same parts.
        expect(linkRowOf(label, 'https://x.example.com')).toMatchObject({
          book: true,
          ...parts,
          bookTitle: parsed.title,
        });
      }),
    );
  });
});
