import { ApiError } from '@larder/shared/api/api-client';

export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';
const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** "Too many attempts. Please try again in 12 minutes." from a 429's Retry-After. */
function waitMessage(seconds: number | null): string {
  if (seconds === null) return TOO_MANY_ATTEMPTS;
  const [count, unit] =
    seconds < 60 ? [Math.max(1, Math.ceil(seconds)), 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `Too many attempts. Please try again in ${count} ${unit}${count === 1 ? '' : 's'}.`;
}

/**
 * What a reader is told when a request fails. Too many requests (429) says how long to wait; a refusal the reader can act on (a wrong
 * code, a comment too long) is explained when `explainRefusal` is set; anything else is the
 * spec's "Something went wrong. Please try again."
 */
export function requestErrorMessage(error: unknown, { explainRefusal = false } = {}): string {
  if (!(error instanceof ApiError)) return SOMETHING_WENT_WRONG;
  if (error.status === 429) return waitMessage(error.retryAfterSeconds);
  if (explainRefusal && error.status >= 400 && error.status < 500 && error.body)
    return error.body.error.message;
  return SOMETHING_WENT_WRONG;
}
