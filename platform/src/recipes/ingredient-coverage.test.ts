import { paragraphsFromText } from '@larder/shared/rich-text/rich-text-schema';
import { describe, expect, it } from 'vitest';
import { ingredientCoverage } from './ingredient-coverage.ts';
import { emptyStep, emptyUsage } from './recipe-form.ts';

const line = (ingredient: string) => ({ ...emptyUsage(), ingredient });
const known = ['butter', 'flour', 'vanilla extract', 'eggs', 'salt'].map((title) => ({
  title,
  pluralTitle: null,
}));

describe('ingredient coverage', () => {
  it('names listed ingredients no step uses, and ingredients the steps name that are not listed', () => {
    const butter = line('unsalted butter');
    const values = {
      ingredientUsageGroups: [
        {
          title: '',
          note: '',
          ingredientUsages: [butter, line('flour'), line('2 large eggs'), line('caster sugar')],
        },
      ],
      instructionGroups: [
        {
          title: '',
          note: '',
          instructions: [
            {
              ...emptyStep(),
              content: [
                {
                  type: 'paragraph' as const,
                  children: [
                    { text: 'Melt ' },
                    { type: 'ingredient-usage-reference' as const, ingredientUsageId: butter.id },
                    { text: ', whisk in the egg, then the flour and a splash of vanilla extract.' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(ingredientCoverage(values, known)).toEqual({
      unmentioned: ['caster sugar'],
      unlisted: ['vanilla extract'],
    });
  });

  it('says nothing before there are steps', () => {
    const values = {
      ingredientUsageGroups: [{ title: '', note: '', ingredientUsages: [line('flour')] }],
      instructionGroups: [
        { title: '', note: '', instructions: [{ ...emptyStep(), content: paragraphsFromText('') }] },
      ],
    };
    expect(ingredientCoverage(values, known)).toEqual({ unmentioned: [], unlisted: [] });
  });
});
