import { ApiError } from '@larder/shared/api/api-client';

export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';
const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * What a reader is told when a request fails. Too many requests (429) says to wait, in the API's
 * words when it gives them (they may say how long); a refusal the reader can act on (a wrong
 * code, a comment too long) is explained when `explainRefusal` is set; anything else is the
 * spec's "Something went wrong. Please try again."
 */
export function requestErrorMessage(error: unknown, { explainRefusal = false } = {}): string {
  if (!(error instanceof ApiError)) return SOMETHING_WENT_WRONG;
  if (error.status === 429) return error.body?.error.message ?? TOO_MANY_ATTEMPTS;
  if (explainRefusal && error.status >= 400 && error.status < 500 && error.body)
    return error.body.error.message;
  return SOMETHING_WENT_WRONG;
}
