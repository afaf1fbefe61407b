import type { PublicUnit } from '../schemas/unit.ts';

/** Units as the API returns them, with fixed ids, for tests of recipe text and structured data. */
export const cup: PublicUnit = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'cup',
  pluralTitle: 'cups',
  slug: 'cup',
  abbreviation: 'c',
};
export const gram: PublicUnit = {
  id: '22222222-2222-4222-8222-222222222222',
  title: 'gram',
  pluralTitle: 'grams',
  slug: 'gram',
  abbreviation: 'g',
};
export const fahrenheit: PublicUnit = {
  id: '33333333-3333-4333-8333-333333333333',
  title: 'fahrenheit',
  pluralTitle: 'fahrenheit',
  slug: 'fahrenheit',
  abbreviation: '°F',
};
export const celsius: PublicUnit = {
  id: '44444444-4444-4444-8444-444444444444',
  title: 'celsius',
  pluralTitle: 'celsius',
  slug: 'celsius',
  abbreviation: '°C',
};
