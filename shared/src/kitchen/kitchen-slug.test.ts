import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KitchenSlugSchema } from '../schemas/kitchen-create.ts';
import { kitchenSlugFromTitle } from './kitchen-slug.ts';

describe('kitchenSlugFromTitle', () => {
  it('makes "Sunday Suppers!" sunday-suppers', () => {
    expect(kitchenSlugFromTitle('Sunday Suppers!')).toBe('sunday-suppers');
  });

  it('drops accents and joins words with single hyphens', () => {
    expect(kitchenSlugFromTitle('  Crème & Brûlée — Co.  ')).toBe('creme-and-brulee-co');
  });

  it('cuts a long title at a word within 40 characters', () => {
    const slug = kitchenSlugFromTitle('The very long name of a kitchen that keeps on going and going');
    expect(slug).toBe('the-very-long-name-of-a-kitchen-that');
    expect(slug.length).toBeLessThanOrEqual(40);
  });

  it('leaves a reserved or too short address for one the rules accept', () => {
    expect(kitchenSlugFromTitle('API')).toBe('api-kitchen');
    expect(kitchenSlugFromTitle('Jo')).toBe('jo-kitchen');
  });

  it('is empty for a title with nothing to use', () => {
    expect(kitchenSlugFromTitle('🍰 — !!')).toBe('');
  });

  it('suggests only addresses the schema accepts, or nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (title) => {
        const slug = kitchenSlugFromTitle(title);
        if (slug !== '') expect(KitchenSlugSchema.safeParse(slug).success).toBe(true);
      }),
    );
  });
});
