import { z } from 'zod';
import { EmailSchema } from './email.ts';
import { CurrentUserSchema, SiteUserDataSchema, UserProfileSchema } from './user.ts';

/**
 * Magic-link sign-in and sign-up (spec §7). The `next` query parameter is where the reader goes
 * after the link: a path on the asking kitchen's own origin (or the platform's); anything else
 * falls back to `/`.
 */
export const AuthNextQuerySchema = z.object({ next: z.string().max(2000).optional() });
export type AuthNextQuery = z.infer<typeof AuthNextQuerySchema>;

export const SignInRequestSchema = z.object({ email: EmailSchema });
export type SignInRequest = z.input<typeof SignInRequestSchema>;

export const SIGN_UP_METADATA_MAX_CHARS = 4000;

export const SignUpRequestSchema = z.object({
  email: EmailSchema,
  /** The newsletter opt-in of the sign-up form (only offered when the kitchen has newsletters). */
  subscribe: z.boolean().optional(),
  fbp: z.string().max(500).optional(),
  fbc: z.string().max(500).optional(),
  eventId: z.string().max(500).optional(),
  userAgent: z.string().max(1000).optional(),
  /** Kept with the sign-up request; at most 4,000 characters as JSON. */
  metadata: z
    .record(z.string(), z.unknown())
    .refine((value) => JSON.stringify(value).length <= SIGN_UP_METADATA_MAX_CHARS, {
      error: `Keep metadata under ${SIGN_UP_METADATA_MAX_CHARS} characters as JSON`,
    })
    .optional(),
});
export type SignUpRequest = z.input<typeof SignUpRequestSchema>;

/** The 6-digit code of a sign-in or sign-up e-mail, the alternative to opening its link. */
export const SignInCodeRequestSchema = z.object({
  email: EmailSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'Enter the 6-digit code from the e-mail' }),
});
export type SignInCodeRequest = z.input<typeof SignInCodeRequestSchema>;

/** Answer to a sign-in or sign-up request: the same whether or not the address has an account. */
export const LinkSentSchema = z.object({ ok: z.literal(true) });
export type LinkSent = z.infer<typeof LinkSentSchema>;

/** Answer to a confirmed link or code on a kitchen (spec §7 "Confirm sign-in"). */
export const SiteSessionSchema = z.object({
  currentUser: CurrentUserSchema,
  siteUserData: SiteUserDataSchema,
  authToken: z.string(),
  /** The checked `next` the link was asked with (a path, `/` when none). */
  next: z.string(),
});
export type SiteSession = z.infer<typeof SiteSessionSchema>;

/** Answer to a confirmed link or code on the platform origin. */
export const PlatformSessionSchema = z.object({
  currentUser: UserProfileSchema,
  authToken: z.string(),
  next: z.string(),
});
export type PlatformSession = z.infer<typeof PlatformSessionSchema>;

export const SingleUseTokenSchema = z.object({ singleUseToken: z.string() });

/**
 * Whose account an account link (`mgk`) opens, shown to the visitor before it signs them in:
 * the name, and the address with its local part hidden (`o•••@example.com`).
 */
export const AccountLinkOwnerSchema = z.object({
  account: z.object({ displayName: z.string().nullable(), maskedEmail: z.string() }),
});
export type AccountLinkOwner = z.infer<typeof AccountLinkOwnerSchema>;

/** `olive@example.com` as `o•••@example.com`: enough to recognise one's own address, not to learn someone's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
export type SingleUseToken = z.infer<typeof SingleUseTokenSchema>;

export const OkSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof OkSchema>;

export const EarlySignupRequestSchema = z.object({ email: EmailSchema });
export type EarlySignupRequest = z.input<typeof EarlySignupRequestSchema>;
