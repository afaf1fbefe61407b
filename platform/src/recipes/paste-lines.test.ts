import type { KitchenGlobals } from '@larder/shared/schemas/kitchen-globals';
import { describe, expect, it } from 'vitest';
import { usageFromParsedLine } from './paste-lines.ts';

const GLOBALS = {
  units: [
    { id: 'u-cup', title: 'cup', pluralTitle: 'cups', slug: 'cup', abbreviation: null, system: 'imperial' },
  ],
  ingredients: [],
} as unknown as KitchenGlobals;

const line = (raw: string, fields: Partial<Parameters<typeof usageFromParsedLine>[0]>) => ({
  raw,
  quantityMin: null,
  quantityMax: null,
  unit: null,
  ingredient: '',
  preparation: null,
  note: null,
  confidence: 'sure' as const,
  ...fields,
});

describe('usageFromParsedLine', () => {
  it('takes the kitchen’s unit and keeps the line it came from', () => {
    expect(
      usageFromParsedLine(
        line('1/2 cup sugar, sifted', {
          quantityMin: 0.5,
          unit: 'cup',
          ingredient: 'sugar',
          preparation: 'sifted',
        }),
        GLOBALS,
      ),
    ).toMatchObject({
      quantity: '1/2',
      unitId: 'u-cup',
      ingredient: 'sugar',
      preparation: 'sifted',
      rawLine: '1/2 cup sugar, sifted',
    });
  });

  it('puts a unit the kitchen lacks before the name, in the plural when the amount is', () => {
    expect(
      usageFromParsedLine(
        line('2 cloves garlic', { quantityMin: 2, unit: 'clove', ingredient: 'garlic' }),
        GLOBALS,
      ),
    ).toMatchObject({ quantity: '2', unitId: '', ingredient: 'cloves garlic' });
  });

  it('flags a reading the parser was unsure of, and keeps a range', () => {
    expect(
      usageFromParsedLine(
        line('2-3 big handfuls spinach', {
          quantityMin: 2,
          quantityMax: 3,
          unit: 'handful',
          ingredient: 'spinach',
          confidence: 'unsure',
        }),
        GLOBALS,
      ),
    ).toMatchObject({ quantity: '2-3', unsure: true, ingredient: 'handfuls spinach' });
  });
});
