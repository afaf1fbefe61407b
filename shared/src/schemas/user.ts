import { z } from 'zod';
import { RichTextSchema } from '../rich-text/rich-text-schema.ts';
import { IdSchema, MeasurementSystemSchema, TemperatureSystemSchema } from './common.ts';
import { CropSchema, PublicImageSchema } from './image.ts';

const NameSchema = z
  .string()
  .trim()
  .min(2, { error: 'Use at least 2 characters' })
  .max(255, { error: 'Use at most 255 characters' });

export const UserProfileUpdateSchema = z.object({
  displayName: NameSchema.optional(),
  handle: NameSchema.regex(/^[a-zA-Z0-9_.-]+$/, {
    error: 'Use letters, digits, dots, dashes and underscores',
  }).optional(),
  bio: RichTextSchema.nullable().optional(),
  avatar: z.object({ id: IdSchema, crop: CropSchema.optional() }).nullable().optional(),
  /** The reader's unit choices (null clears one, so the kitchen's default applies again). */
  measurementSystem: MeasurementSystemSchema.nullable().optional(),
  temperatureSystem: TemperatureSystemSchema.nullable().optional(),
});
export type UserProfileUpdate = z.infer<typeof UserProfileUpdateSchema>;

/**
 * The reader's own unit choices, kept on their account so that a choice made in one kitchen
 * applies in every kitchen they are signed in to. Null means "not chosen".
 */
export const UnitPreferencesSchema = z.object({
  measurementSystem: MeasurementSystemSchema.nullable(),
  temperatureSystem: TemperatureSystemSchema.nullable(),
});
export type UnitPreferences = z.infer<typeof UnitPreferencesSchema>;

export const PLAN_TYPES = ['free', 'monthly', 'yearly'] as const;
export const PlanTypeSchema = z.enum(PLAN_TYPES, { error: 'Choose free, monthly or yearly' });
export type PlanType = z.infer<typeof PlanTypeSchema>;

export const CurrentSubscriptionSchema = z.object({
  planType: PlanTypeSchema,
  priceAmountCents: z.number().int(),
  cadence: z.enum(['none', 'month', 'year']),
});

export const CurrentUserSchema = z.object({
  id: IdSchema,
  email: z.string(),
  displayName: z.string().nullable(),
  avatar: PublicImageSchema.nullable(),
  currentSubscription: CurrentSubscriptionSchema.nullable(),
  isSubscribedToFree: z.boolean(),
  isSubscribedToPaid: z.boolean(),
  unitPreferences: UnitPreferencesSchema,
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** The signed-in user's own profile (manage API `GET, PUT /current-user`). */
export const UserProfileSchema = z.object({
  id: IdSchema,
  email: z.string(),
  displayName: z.string().nullable(),
  handle: z.string().nullable(),
  bio: RichTextSchema.nullable(),
  avatar: PublicImageSchema.nullable(),
  unitPreferences: UnitPreferencesSchema,
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const SiteUserDataSchema = z.object({
  bookmarks: z.array(IdSchema),
  /**
   * Whether the reader manages this kitchen. The public site still confirms a manager with the
   * current-site manage call (spec §6); this spares every other reader that call, whose 404 each
   * browser logs as an error on every page.
   */
  managesKitchen: z.boolean().optional(),
});
export type SiteUserData = z.infer<typeof SiteUserDataSchema>;
