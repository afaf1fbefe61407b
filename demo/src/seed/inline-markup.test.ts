import { describe, expect, it } from 'vitest';
import { parseInline, type InlineMarkupContext } from './inline-markup.ts';

const context: InlineMarkupContext = { unitId: (title) => `unit:${title}`, usageId: (ref) => `usage:${ref}` };

describe('parseInline', () => {
  it('turns {2 tablespoon} into a measurement that scales by its unit kind', () => {
    expect(parseInline('add {2 tablespoon} oil', context)).toEqual([
      { text: 'add ' },
      { type: 'measurement', quantity: 2, unitId: 'unit:tablespoon' },
      { text: ' oil' },
    ]);
  });

  it('turns {=2 tablespoon} into a measurement that never scales', () => {
    expect(parseInline('balls of {=2 tablespoon} each', context)).toEqual([
      { text: 'balls of ' },
      { type: 'measurement', quantity: 2, unitId: 'unit:tablespoon', scales: false },
      { text: ' each' },
    ]);
  });

  it('turns {@ref} into an ingredient reference', () => {
    expect(parseInline('beat {@butter}', context)).toEqual([
      { text: 'beat ' },
      { type: 'ingredient-usage-reference', ingredientUsageId: 'usage:butter' },
    ]);
  });
});
