import { z } from 'zod';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** Spec §5: non-empty, no spaces, one at sign and a dot in the domain part. */
export function isValidEmail(value: string): boolean {
  if (value.length === 0 || /\s/.test(value)) return false;
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  return local.length > 0 && /^[^.]+(\.[^.]+)+$/.test(domain);
}

export const EmailSchema = z
  .string()
  .trim()
  .refine(isValidEmail, { error: INVALID_EMAIL_MESSAGE })
  .transform((value) => value.toLowerCase());
