/** The spec's message for a malformed e-mail address (sign-in, sign-up, newsletter, subscribe). */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/**
 * Spec §5: non-empty, no spaces, one at sign and a dot in the domain part. Free of zod, so browser
 * islands can check addresses without shipping the schema library.
 */
export function isValidEmail(value: string): boolean {
  if (value.length === 0 || /\s/.test(value)) return false;
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  return local.length > 0 && /^[^.]+(\.[^.]+)+$/.test(domain);
}
