import { describe, expect, it } from 'vitest';
import { UNIT_CATALOGUE } from '../units/unit-catalogue.ts';
import { isCatalogueUnit, isCountUnit, readSizeAt, readUnitAt, unitTitle } from './unit-words.ts';

describe('unit words', () => {
  it.each([
    ['tbsp', 'tablespoon'],
    ['Tbsp', 'tablespoon'],
    ['T', 'tablespoon'],
    ['tsp', 'teaspoon'],
    ['t', 'teaspoon'],
    ['oz.', 'ounce'],
    ['lb', 'pound'],
    ['lbs', 'pound'],
    ['ml', 'milliliter'],
    ['mL', 'milliliter'],
    ['g', 'gram'],
    ['kg', 'kilogram'],
    ['fl oz', 'fluid ounce'],
    ['fl. oz', 'fluid ounce'],
    ['c.', 'cup'],
    ['cups', 'cup'],
    ['°F', 'fahrenheit'],
    ['degrees C', 'celsius'],
    ['cloves', 'clove'],
    ['tins', 'tin'],
    ['handfuls', 'handful'],
    ['cm', 'centimeter'],
  ])('reads "%s" as %s', (word, title) => {
    expect(unitTitle(word)).toBe(title);
  });

  it('knows every catalogue unit by its own title and no other word', () => {
    for (const unit of UNIT_CATALOGUE) expect(isCatalogueUnit(unit.title)).toBe(true);
    expect(isCatalogueUnit('clove')).toBe(false);
    expect(isCatalogueUnit(null)).toBe(false);
  });

  it('reads "in" as inches only when it touches its number', () => {
    expect(readUnitAt('1in piece', 1, true)?.title).toBe('inch');
    expect(readUnitAt('2 in the pan', 2, false)).toBeNull();
  });

  it('does not read the start of a longer word as a unit', () => {
    expect(readUnitAt('2 green', 2, false)).toBeNull();
    expect(readUnitAt('2 tomatoes', 2, false)).toBeNull();
  });

  it('tells counted things from measures, and sizes from units', () => {
    expect(isCountUnit('clove')).toBe(true);
    expect(isCountUnit('gram')).toBe(false);
    expect(readSizeAt('large eggs', 0)?.written).toBe('large');
    expect(readSizeAt('largely', 0)).toBeNull();
  });
});
