import { describe, expect, it } from 'vitest';
import { cup, fahrenheit } from '../test-support/unit-fixtures.ts';
import { renderRichTextHtml } from '../rich-text/render-html.ts';
import { richTextToPlainText } from '../rich-text/plain-text.ts';
import type { RichText } from '../rich-text/rich-text-schema.ts';
import type { PublicIngredientUsage, PublicIngredientUsageGroup } from '../schemas/recipe-public.ts';
import type { PublicUnit } from '../schemas/unit.ts';
import { stepTextResolver } from './step-text.ts';

const FLOUR_USAGE_ID = '55555555-5555-4555-8555-555555555555';
const SUGAR_USAGE_ID = '77777777-7777-4777-8777-777777777777';
const EGGS_USAGE_ID = '88888888-8888-4888-8888-888888888888';
const UNKNOWN_ID = '99999999-9999-4999-8999-999999999999';

function usage(
  id: string,
  title: string,
  quantityMin: number,
  unit: PublicUnit | null,
): PublicIngredientUsage {
  return {
    id,
    quantityMin,
    quantityMax: null,
    unit,
    ingredient: null,
    preparation: null,
    ingredientTitleOverride: title,
    link: null,
    note: null,
  };
}

const groups: PublicIngredientUsageGroup[] = [
  {
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    title: '',
    note: null,
    ingredientUsages: [usage(FLOUR_USAGE_ID, 'all-purpose flour', 2, cup)],
  },
  {
    id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
    title: 'Topping',
    note: null,
    ingredientUsages: [usage(SUGAR_USAGE_ID, 'sugar', 0.5, cup)],
  },
];
const recipe = { ingredientUsageGroups: groups };
const units = [cup, fahrenheit];

const step: RichText = [
  {
    type: 'paragraph',
    children: [
      { text: 'Heat the oven to ' },
      { type: 'measurement', quantity: 350, unitId: fahrenheit.id },
      { text: '. Mix ' },
      { type: 'ingredient-usage-reference', ingredientUsageId: FLOUR_USAGE_ID },
      { text: ' with ' },
      { type: 'measurement', quantity: 1, unitId: cup.id },
      { text: ' of water and ' },
      { type: 'ingredient-usage-reference', ingredientUsageId: SUGAR_USAGE_ID },
      { text: '.' },
    ],
  },
];

describe('stepTextResolver', () => {
  it('resolves measurements and ingredient references at the original scale', () => {
    expect(richTextToPlainText(step, stepTextResolver(recipe, units))).toBe(
      'Heat the oven to 350°F. Mix 2 cups all-purpose flour with 1 cup of water and ½ cup sugar.',
    );
  });

  it('scales measurements and ingredient references but not temperatures', () => {
    expect(richTextToPlainText(step, stepTextResolver(recipe, units, { multiplier: 2 }))).toBe(
      'Heat the oven to 350°F. Mix 4 cups all-purpose flour with 2 cups of water and 1 cup sugar.',
    );
  });

  it('resolves a reference to an ingredient in any group', () => {
    const resolve = stepTextResolver(recipe, units);
    expect(
      resolve.ingredientReference?.({
        type: 'ingredient-usage-reference',
        ingredientUsageId: SUGAR_USAGE_ID,
      }),
    ).toBe('½ cup sugar');
  });

  it('resolves a reference to an unknown ingredient usage to nothing', () => {
    const resolve = stepTextResolver(recipe, units);
    expect(
      resolve.ingredientReference?.({ type: 'ingredient-usage-reference', ingredientUsageId: UNKNOWN_ID }),
    ).toBe('');
  });

  it('writes a measurement with an unknown unit as a scaled bare quantity', () => {
    const resolve = stepTextResolver(recipe, units, { multiplier: 3 });
    expect(resolve.measurement?.({ type: 'measurement', quantity: 0.5, unitId: UNKNOWN_ID })).toBe('1½');
  });

  it('keeps a measurement marked as not scaling at its written size', () => {
    const resolve = stepTextResolver(recipe, units, { multiplier: 4 });
    expect(
      resolve.measurement?.({ type: 'measurement', quantity: 0.25, unitId: cup.id, scales: false }),
    ).toBe('¼ cup');
  });

  it('reads a reference to a counted ingredient in the number of its scaled amount, once', () => {
    const eggs: PublicIngredientUsage = {
      ...usage(EGGS_USAGE_ID, 'large eggs', 2, null),
      ingredient: {
        id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
        title: 'egg',
        pluralTitle: 'eggs',
        gramsPerLiter: null,
        defaultMetricMeasurementMethod: null,
        defaultImperialMeasurementMethod: null,
      },
    };
    const withEggs = { ingredientUsageGroups: [{ ...groups[0]!, ingredientUsages: [eggs] }] };
    const reference = { type: 'ingredient-usage-reference' as const, ingredientUsageId: EGGS_USAGE_ID };
    expect(stepTextResolver(withEggs, units, { multiplier: 0.5 }).ingredientReference?.(reference)).toBe(
      '1 large egg',
    );
    expect(stepTextResolver(withEggs, units, { multiplier: 2 }).ingredientReference?.(reference)).toBe(
      '4 large eggs',
    );
  });

  it('feeds the HTML renderer', () => {
    const html = renderRichTextHtml(
      [{ type: 'paragraph', children: [{ type: 'measurement', quantity: 350, unitId: fahrenheit.id }] }],
      stepTextResolver(recipe, units, { multiplier: 2 }),
    );
    expect(html).toBe('<p><span class="rt-measurement">350°F</span></p>');
  });
});
