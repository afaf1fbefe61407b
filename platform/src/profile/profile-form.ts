import { ApiError } from '@larder/shared/api/api-client';
import { errorCatalogue } from '@larder/shared/errors';
import { paragraphsFromText } from '@larder/shared/rich-text/rich-text-schema';
import { richTextToPlainText } from '@larder/shared/rich-text/plain-text';
import type { MeasurementSystem, TemperatureSystem } from '@larder/shared/schemas/common';
import {
  UserProfileUpdateSchema,
  type UserProfile,
  type UserProfileUpdate,
} from '@larder/shared/schemas/user';

/** The profile form as typed. An empty unit choice means "each kitchen's default" (null). */
export interface ProfileValues {
  displayName: string;
  handle: string;
  bio: string;
  measurementSystem: MeasurementSystem | '';
  temperatureSystem: TemperatureSystem | '';
}

export type ProfileErrors = Partial<Record<keyof ProfileValues | 'form', string>>;

export function profileValues(user: UserProfile): ProfileValues {
  return {
    displayName: user.displayName ?? '',
    handle: user.handle ?? '',
    // The bio is plain paragraphs: one per line in the form.
    bio: richTextToPlainText(user.bio),
    measurementSystem: user.unitPreferences.measurementSystem ?? '',
    temperatureSystem: user.unitPreferences.temperatureSystem ?? '',
  };
}

const FIELDS = new Set<string>(['displayName', 'handle', 'bio', 'measurementSystem', 'temperatureSystem']);

/**
 * The update the form asks for, checked by the schema the API checks it with (spec §5: display
 * name and handle 2 to 255 characters). A name or handle left empty that was never set stays
 * unset; one that was set cannot be emptied (the schema's length rule says so).
 */
export function profileUpdate(
  values: ProfileValues,
  user: UserProfile,
): { update: UserProfileUpdate } | { errors: ProfileErrors } {
  const bio = paragraphsFromText(values.bio);
  const candidate = {
    ...(values.displayName.trim() || user.displayName ? { displayName: values.displayName } : {}),
    ...(values.handle.trim() || user.handle ? { handle: values.handle } : {}),
    bio: bio.length > 0 ? bio : null,
    measurementSystem: values.measurementSystem || null,
    temperatureSystem: values.temperatureSystem || null,
  };
  const result = UserProfileUpdateSchema.safeParse(candidate);
  if (result.success) return { update: result.data };
  const errors: ProfileErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    const key = (FIELDS.has(field) ? field : 'form') as keyof ProfileErrors;
    errors[key] ??= issue.message;
  }
  return { errors };
}

/** The API's refusal, on the field it concerns where it names one (a taken handle, a bad value). */
export function profileSaveErrors(error: unknown): ProfileErrors {
  if (error instanceof ApiError) {
    if (error.code === 'handle_taken') return { handle: error.message };
    const fields = error.body?.error.fields;
    if (error.status === 400 && fields) {
      const errors: ProfileErrors = {};
      for (const [field, messages] of Object.entries(fields))
        if (FIELDS.has(field) && messages[0]) errors[field as keyof ProfileValues] = messages[0];
      if (Object.keys(errors).length > 0) return errors;
    }
    if (error.status === 429) return { form: error.message };
  }
  return { form: errorCatalogue.internal.message };
}
