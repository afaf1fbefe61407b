import type { UnitTitle } from '@larder/shared/schemas/unit';

/** The platform's units with their plural titles, slugs and abbreviations. */
export const unitsCatalogue: { title: UnitTitle; pluralTitle: string; abbreviation: string | null }[] = [
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
