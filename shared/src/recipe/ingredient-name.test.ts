import { describe, expect, it } from 'vitest';
import type { PublicIngredientUsage } from '../schemas/recipe-public.ts';
import type { PublicIngredient } from '../schemas/unit.ts';
import { ingredientName, ingredientPlural } from './ingredient-name.ts';

function ingredient(title: string, pluralTitle: string | null = null): PublicIngredient {
  return {
    id: '66666666-6666-4666-8666-666666666666',
    title,
    pluralTitle,
    gramsPerLiter: null,
    defaultMetricMeasurementMethod: null,
    defaultImperialMeasurementMethod: null,
  };
}

function usage(of: PublicIngredient | null, override: string | null = null): PublicIngredientUsage {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    quantityMin: 1,
    quantityMax: null,
    unit: null,
    ingredient: of,
    preparation: null,
    ingredientTitleOverride: override,
    link: null,
    note: null,
  };
}

describe('ingredientPlural', () => {
  it('is the ingredient’s own plural title when it has one', () => {
    expect(ingredientPlural(ingredient('garlic', 'cloves of garlic'))).toBe('cloves of garlic');
  });

  it('pluralises the head noun when the plural title is null', () => {
    expect(ingredientPlural(ingredient('bay leaf'))).toBe('bay leaves');
    expect(ingredientPlural(ingredient('clove of garlic'))).toBe('cloves of garlic');
    expect(ingredientPlural(ingredient('potato'))).toBe('potatoes');
  });
});

describe('ingredientName', () => {
  it('uses the plural when the count shown is more than 1, the title otherwise', () => {
    const onion = usage(ingredient('yellow onion', 'yellow onions'));
    expect(ingredientName(onion, 2)).toBe('yellow onions');
    expect(ingredientName(onion, 1.5)).toBe('yellow onions');
    expect(ingredientName(onion, 1)).toBe('yellow onion');
    expect(ingredientName(onion, 0.5)).toBe('yellow onion');
  });

  it('keeps the title of an ingredient measured in a unit (no count)', () => {
    expect(ingredientName(usage(ingredient('red bell pepper')), null)).toBe('red bell pepper');
  });

  it('is empty without an ingredient or an override', () => {
    expect(ingredientName(usage(null), 2)).toBe('');
  });

  describe('with a title override', () => {
    it('puts an override written in the plural into the singular for 1', () => {
      expect(ingredientName(usage(ingredient('egg', 'eggs'), 'large eggs'), 1)).toBe('large egg');
      expect(ingredientName(usage(ingredient('garlic clove', 'garlic cloves'), 'garlic cloves'), 1)).toBe(
        'garlic clove',
      );
    });

    it('puts an override written in the singular into the plural above 1', () => {
      expect(ingredientName(usage(ingredient('egg', 'eggs'), 'large egg'), 2)).toBe('large eggs');
      expect(ingredientName(usage(ingredient('lime', 'limes'), 'lime, cut into wedges'), 2)).toBe(
        'limes, cut into wedges',
      );
    });

    it('leaves an override already in the right number alone', () => {
      expect(ingredientName(usage(ingredient('egg', 'eggs'), 'large eggs'), 2)).toBe('large eggs');
      expect(ingredientName(usage(ingredient('egg', 'eggs'), 'large egg'), 1)).toBe('large egg');
    });

    it('recognises the ingredient by the word in which its titles differ', () => {
      const thighs = usage(
        ingredient('bone-in chicken thigh', 'bone-in chicken thighs'),
        'bone-in, skin-on chicken thighs',
      );
      expect(ingredientName(thighs, 1)).toBe('bone-in, skin-on chicken thigh');
      const corn = usage(ingredient('ear of corn', 'ears of corn'), 'ears of sweet corn');
      expect(ingredientName(corn, 1)).toBe('ear of sweet corn');
      expect(
        ingredientName(
          usage(ingredient('dried chile de árbol', 'dried chiles de árbol'), 'dried chile de árbol'),
          3,
        ),
      ).toBe('dried chiles de árbol');
    });

    it('swaps the ingredient’s name only where it heads the phrase', () => {
      expect(ingredientName(usage(ingredient('egg', 'eggs'), 'egg whites'), 3)).toBe('egg whites');
      expect(ingredientName(usage(ingredient('egg', 'eggs'), 'egg white'), 3)).toBe('egg whites');
    });

    it('keeps the capital letters of the override', () => {
      expect(
        ingredientName(usage(ingredient('english cucumber', 'english cucumbers'), 'English cucumber'), 2),
      ).toBe('English cucumbers');
    });

    it('pluralises the head noun of an override that names a portion of the ingredient', () => {
      const bread = usage(ingredient('country bread'), 'thick slice of day-old country bread');
      expect(ingredientName(bread, 2)).toBe('thick slices of day-old country bread');
      const beans = usage(ingredient('canned kidney beans'), '15-ounce can of kidney beans');
      expect(ingredientName(beans, 2)).toBe('15-ounce cans of kidney beans');
    });

    it('pluralises an override without an ingredient by its head noun, and keeps it as written for 1', () => {
      expect(ingredientName(usage(null, 'sprig of thyme'), 3)).toBe('sprigs of thyme');
      expect(ingredientName(usage(null, 'sprigs of thyme'), 1)).toBe('sprigs of thyme');
    });
  });
});
