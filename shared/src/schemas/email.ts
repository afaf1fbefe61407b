import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '../email-address.ts';

export { INVALID_EMAIL_MESSAGE, isValidEmail };

export const EmailSchema = z
  .string()
  .trim()
  .refine(isValidEmail, { error: INVALID_EMAIL_MESSAGE })
  .transform((value) => value.toLowerCase());
