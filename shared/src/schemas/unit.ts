import { z } from 'zod';
import { IdSchema, MeasurementMethodSchema } from './common.ts';

/** Units the platform knows by title (spec §3), and the extras every kitchen needs. */
export const UNIT_TITLES = [
  'gram',
  'kilogram',
  'milliliter',
  'liter',
  'ounce',
  'pound',
  'fluid ounce',
  'cup',
  'quart',
  'gallon',
  'teaspoon',
  'tablespoon',
  'pinch',
  'fahrenheit',
  'celsius',
] as const;
export type UnitTitle = (typeof UNIT_TITLES)[number];

export const PublicUnitSchema = z.object({
  id: IdSchema,
  title: z.string(),
  pluralTitle: z.string(),
  slug: z.string(),
  abbreviation: z.string().nullable(),
});
export type PublicUnit = z.infer<typeof PublicUnitSchema>;

export const PublicIngredientSchema = z.object({
  id: IdSchema,
  title: z.string(),
  /** "bay leaves", "cloves of garlic"; null when the plural is the title with its head noun pluralised. */
  pluralTitle: z.string().nullable(),
  gramsPerLiter: z.number().nullable(),
  defaultMetricMeasurementMethod: MeasurementMethodSchema.nullable(),
  defaultImperialMeasurementMethod: MeasurementMethodSchema.nullable(),
});
export type PublicIngredient = z.infer<typeof PublicIngredientSchema>;
