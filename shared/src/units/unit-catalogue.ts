import type { UnitTitle } from '../schemas/unit.ts';

export interface UnitNames {
  title: UnitTitle;
  pluralTitle: string;
  abbreviation: string | null;
}

/** The platform's units with their plural titles and abbreviations (seeded into the units table). */
export const UNIT_CATALOGUE: UnitNames[] = [
  { title: 'gram', pluralTitle: 'grams', abbreviation: 'g' },
  { title: 'kilogram', pluralTitle: 'kilograms', abbreviation: 'kg' },
  { title: 'milliliter', pluralTitle: 'milliliters', abbreviation: 'ml' },
  { title: 'liter', pluralTitle: 'liters', abbreviation: 'l' },
  { title: 'ounce', pluralTitle: 'ounces', abbreviation: 'oz' },
  { title: 'pound', pluralTitle: 'pounds', abbreviation: 'lb' },
  { title: 'fluid ounce', pluralTitle: 'fluid ounces', abbreviation: 'fl oz' },
  { title: 'cup', pluralTitle: 'cups', abbreviation: null },
  { title: 'quart', pluralTitle: 'quarts', abbreviation: 'qt' },
  { title: 'gallon', pluralTitle: 'gallons', abbreviation: 'gal' },
  { title: 'teaspoon', pluralTitle: 'teaspoons', abbreviation: 'tsp' },
  { title: 'tablespoon', pluralTitle: 'tablespoons', abbreviation: 'tbsp' },
  { title: 'pinch', pluralTitle: 'pinches', abbreviation: null },
  { title: 'fahrenheit', pluralTitle: 'fahrenheit', abbreviation: '°F' },
  { title: 'celsius', pluralTitle: 'celsius', abbreviation: '°C' },
];

const byTitle = new Map<string, UnitNames>(UNIT_CATALOGUE.map((unit) => [unit.title, unit]));

export function unitNames(title: string): UnitNames | undefined {
  return byTitle.get(title);
}
