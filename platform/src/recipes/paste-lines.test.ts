import type { KitchenGlobals } from '@larder/shared/schemas/kitchen-globals';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usageFromLine, usagesFromLines } from './paste-lines.ts';

const unit = (id: string, title: string) => ({
  id,
  title,
  pluralTitle: `${title}s`,
  slug: title,
  abbreviation: null,
  system: 'imperial' as const,
});
const GLOBALS = {
  units: [unit('u-cup', 'cup'), unit('u-tbsp', 'tablespoon'), unit('u-g', 'gram')],
  ingredients: [],
} as unknown as KitchenGlobals;

describe('usageFromLine', () => {
  it('reads "1/2 cup sugar" as half a cup, not one', () => {
    expect(usageFromLine('1/2 cup sugar', GLOBALS)).toMatchObject({
      quantity: '1/2',
      unitId: 'u-cup',
      ingredient: 'sugar',
      rawLine: '1/2 cup sugar',
    });
  });

  it('puts what follows a comma in preparation and brackets in the note', () => {
    expect(usageFromLine('2 cups flour (plain), sifted', GLOBALS)).toMatchObject({
      quantity: '2',
      unitId: 'u-cup',
      ingredient: 'flour',
      preparation: 'sifted',
      note: 'plain',
    });
  });

  it('reads a mixed number and a range', () => {
    expect(usageFromLine('1 1/2 tablespoons honey', GLOBALS)).toMatchObject({
      quantity: '1 1/2',
      unitId: 'u-tbsp',
    });
    expect(usageFromLine('2-3 limes', GLOBALS)).toMatchObject({
      quantity: '2-3',
      unitId: '',
      ingredient: 'limes',
    });
  });
});

describe('usagesFromLines', () => {
  it('skips blank lines and keeps every other line as it was', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 40 }), { maxLength: 8 }), (lines) => {
        const rows = usagesFromLines(lines, GLOBALS);
        expect(rows.map((row) => row.rawLine)).toEqual(
          lines.filter((line) => line.trim()).map((line) => line.trim()),
        );
      }),
    );
  });
});
