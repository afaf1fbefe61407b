import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../test-support/property-runs.ts';
import { celsius, cup, fahrenheit, gram } from '../test-support/unit-fixtures.ts';
import { renderRichTextHtml } from '../rich-text/render-html.ts';
import { richTextToPlainText } from '../rich-text/plain-text.ts';
import type { RichText } from '../rich-text/rich-text-schema.ts';
import type { PublicIngredientUsage, PublicIngredientUsageGroup } from '../schemas/recipe-public.ts';
import type { PublicUnit } from '../schemas/unit.ts';
import { stepTextNeeds, stepTextResolver } from './step-text.ts';

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

describe('stepTextNeeds', () => {
  const allUnits = [cup, fahrenheit, gram, celsius];
  const inline = fc.oneof(
    fc.constantFrom('Mix ', ' then ', '').map((text) => ({ text })),
    fc
      .tuple(
        fc.constantFrom(...allUnits.map((unit) => unit.id), UNKNOWN_ID),
        fc.integer({ min: 1, max: 500 }),
        fc.option(fc.boolean(), { nil: undefined }),
      )
      .map(([unitId, quantity, scales]) => ({
        type: 'measurement' as const,
        quantity,
        unitId,
        ...(scales === undefined ? {} : { scales }),
      })),
    fc
      .constantFrom(FLOUR_USAGE_ID, SUGAR_USAGE_ID, EGGS_USAGE_ID, UNKNOWN_ID)
      .map((ingredientUsageId) => ({ type: 'ingredient-usage-reference' as const, ingredientUsageId })),
  );
  const block = fc.oneof(
    fc.array(inline, { maxLength: 5 }).map((children) => ({ type: 'paragraph' as const, children })),
    fc.array(fc.array(inline, { maxLength: 3 }), { maxLength: 3 }).map((items) => ({
      type: 'bulleted-list' as const,
      children: items.map((children) => ({
        type: 'list-item' as const,
        children: [{ type: 'link' as const, href: 'https://example.com/', children }],
      })),
    })),
  );
  const content: fc.Arbitrary<RichText> = fc.array(block, { maxLength: 4 });
  const view = fc.record({
    multiplier: fc.constantFrom(0.5, 1, 2, 3),
    measurementSystem: fc.constantFrom('imperial' as const, 'metric' as const),
    temperatureSystem: fc.constantFrom('fahrenheit' as const, 'celsius' as const),
  });
  const withEggs = {
    ingredientUsageGroups: [
      ...groups,
      {
        id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
        title: 'Glaze',
        note: null,
        ingredientUsages: [usage(EGGS_USAGE_ID, 'eggs', 3, null)],
      },
    ],
  };

  it("gives what reads every content as the recipe's every unit and ingredient would, and only what is named", () => {
    fc.assert(
      fc.property(fc.array(fc.option(content, { nil: null }), { maxLength: 3 }), view, (contents, chosen) => {
        const needs = stepTextNeeds(contents, withEggs, allUnits);
        const trimmed = stepTextResolver(
          { ingredientUsageGroups: needs.ingredientGroups },
          needs.units,
          chosen,
        );
        const full = stepTextResolver(withEggs, allUnits, chosen);
        for (const text of contents)
          if (text) expect(renderRichTextHtml(text, trimmed)).toBe(renderRichTextHtml(text, full));
        const named = JSON.stringify(contents);
        for (const unit of needs.units) expect(named).toContain(unit.id);
        for (const group of needs.ingredientGroups) {
          expect(group.ingredientUsages.length).toBeGreaterThan(0);
          for (const used of group.ingredientUsages) expect(named).toContain(used.id);
        }
      }),
      propertyRuns(2_000),
    );
  });
});
