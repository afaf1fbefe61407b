import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SlugSchema } from '../schemas/common.ts';
import { slugFromText } from './slug.ts';

describe('slugFromText', () => {
  it('makes "Brown Butter Rice Krispie Treats!" brown-butter-rice-krispie-treats', () => {
    expect(slugFromText('Brown Butter Rice Krispie Treats!')).toBe('brown-butter-rice-krispie-treats');
  });

  it('reads an ampersand as "and", as a food site writes its addresses', () => {
    expect(slugFromText('Snacks & Sides')).toBe('snacks-and-sides');
    expect(slugFromText('Crème Brûlée & Co!')).toBe('creme-brulee-and-co');
    expect(slugFromText('&')).toBe('and');
  });

  it('suggests only slugs the schema accepts, or nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (title) => {
        const slug = slugFromText(title);
        if (slug !== '') expect(SlugSchema.safeParse(slug).success).toBe(true);
      }),
    );
  });
});
