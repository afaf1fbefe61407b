import { z } from 'zod';

/** Referenced ids must be uuids (spec §5). */
export const IdSchema = z.uuid({ error: 'Must be a valid id (uuid)' });

/** Slugs appear in URLs and, for kitchens, in host names: lowercase letters, digits and single hyphens. */
/** Missing values read "Required" (spec §5: default schema-library messages such as Required). */
export const requiredError = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'Required' : message;

export const SlugSchema = z
  .string({ error: requiredError('Must be text') })
  .min(1, { error: 'Required' })
  .max(100, { error: 'Use at most 100 characters' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'Use lowercase letters, digits and single hyphens (for example "lemon-drizzle-cake")',
  });

export const TitleSchema = z
  .string({ error: requiredError('Must be text') })
  // A lone UTF-16 surrogate (which no keyboard types) is stored as U+FFFD by SQLite: made so here,
  // the title compares, deduplicates and reads back as the same text.
  .overwrite((text) => text.toWellFormed())
  .trim()
  .min(1, { error: 'Required' })
  .max(300);

export const PrivacySettingSchema = z.enum(['public', 'subscribers_only'], {
  error: requiredError('Choose "public" or "subscribers_only"'),
});
export type PrivacySetting = z.infer<typeof PrivacySettingSchema>;

export const DifficultySchema = z.enum(['easy', 'medium', 'hard'], { error: 'Choose easy, medium or hard' });

export const MeasurementSystemSchema = z.enum(['metric', 'imperial'], { error: 'Choose metric or imperial' });
export type MeasurementSystem = z.infer<typeof MeasurementSystemSchema>;

export const TemperatureSystemSchema = z.enum(['celsius', 'fahrenheit'], {
  error: 'Choose celsius or fahrenheit',
});
export type TemperatureSystem = z.infer<typeof TemperatureSystemSchema>;

export const MeasurementMethodSchema = z.enum(['weight', 'volume']);
export type MeasurementMethod = z.infer<typeof MeasurementMethodSchema>;

export const HeaderLayoutSchema = z.enum(['left', 'centered']);
export const ThemeStyleSchema = z.enum(['accent', 'tonal', 'bold']);
export type ThemeStyle = z.infer<typeof ThemeStyleSchema>;

/** Web address (http or https), else "Invalid URL" (spec §5). */
export const WebUrlSchema = z
  .string()
  .trim()
  .regex(/^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$|^https?:\/\/localhost(:\d+)?(\/[^\s]*)?$/i, {
    error: 'Invalid URL',
  });

/** A link target inside a kitchen: a web address or a path on the kitchen ("/links"). */
export const HrefSchema = z.union(
  [WebUrlSchema, z.string().regex(/^\/(?![/\\])[^\s]*$/, { error: 'Invalid URL' })],
  {
    error: 'Invalid URL',
  },
);

const DATE_MESSAGE =
  'Must be a date: an ISO 8601 string (2026-03-05 or 2026-03-05T14:00:00Z) or milliseconds since 1970 as a number';
/** Dates Larder stores: from 1970 to the end of 9999, so every one has a four-digit ISO year. */
const LATEST_DATE = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * Dates coerced from a string, a number or a date (spec §3 publishedAt), and only from those that
 * really are dates: ISO 8601 strings, epoch milliseconds as numbers, Date objects. `true`, "0" or
 * "next tuesday" are refused rather than read as some day in 1970 or 2000.
 */
export const CoercedDateSchema = z
  .union([z.date(), z.number().int(), z.iso.datetime({ offset: true, local: true }), z.iso.date()], {
    error: DATE_MESSAGE,
  })
  .transform((value) => (value instanceof Date ? value : new Date(value)))
  .refine((date) => !Number.isNaN(date.getTime()) && date.getTime() >= 0 && date.getTime() <= LATEST_DATE, {
    error: DATE_MESSAGE,
  });

export const MinutesSchema = z
  .number()
  .int()
  .min(0)
  .max(60 * 24 * 30);
