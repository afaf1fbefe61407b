import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@larder/shared/email-address';

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
