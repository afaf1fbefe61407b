import { ApiError } from '@larder/shared/api/api-client';
import { errorCatalogue } from '@larder/shared/errors';

/**
 * What to show for a failed save: the API's messages by field (its `fields`, the same texts the
 * shared schemas give in the browser), and one line for the whole form.
 */
export function apiFormErrors(error: unknown): { fields: Record<string, string>; form: string | null } {
  if (!(error instanceof ApiError)) {
    return { fields: {}, form: 'The save did not reach Larder. Check your connection and try again.' };
  }
  if (error.status === 429) {
    const wait = error.retryAfterSeconds;
    return {
      fields: {},
      form: wait
        ? `Too many tries. Try again in ${Math.ceil(wait / 60)} min.`
        : errorCatalogue.rate_limited.message,
    };
  }
  const fields: Record<string, string> = {};
  for (const [name, messages] of Object.entries(error.body?.error.fields ?? {})) {
    if (messages[0]) fields[name] = messages[0];
  }
  const hasFields = Object.keys(fields).length > 0;
  return {
    fields,
    form: hasFields ? null : (error.body?.error.message ?? errorCatalogue.internal.message),
  };
}
