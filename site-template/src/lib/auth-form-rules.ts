import { ApiError } from '@larder/shared/api/api-client';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@larder/shared/email-address';

export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';
const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
const INVALID_CODE = 'Enter the 6-digit code from the email.';

/** The e-mail as it is sent: what the reader typed, without surrounding spaces. */
export function normalizeEmail(value: string): string {
  return value.trim();
}

/** Spec §5: "Please enter a valid email address", or null when the address may be sent. */
export function emailError(value: string): string | null {
  return isValidEmail(normalizeEmail(value)) ? null : INVALID_EMAIL_MESSAGE;
}

/** The e-mail's one-time code, digits only (readers paste it with spaces or dashes). */
export function normalizeCode(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function codeError(value: string): string | null {
  return /^\d{6}$/.test(normalizeCode(value)) ? null : INVALID_CODE;
}

/**
 * What the reader is told when a request fails. Too many attempts (429) says to wait, in the
 * API's words when it gives them (they may say how long); a refused code says why; anything else
 * is the spec's "Something went wrong. Please try again."
 */
export function authErrorMessage(error: unknown, { refusalIsExplained = false } = {}): string {
  if (!(error instanceof ApiError)) return SOMETHING_WENT_WRONG;
  if (error.status === 429) return error.body?.error.message ?? TOO_MANY_ATTEMPTS;
  if (refusalIsExplained && error.status >= 400 && error.status < 500 && error.body)
    return error.body.error.message;
  return SOMETHING_WENT_WRONG;
}
