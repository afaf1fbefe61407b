import type {
  AccountLinkOwner,
  AuthNextQuery,
  EarlySignupRequest,
  LinkSent,
  Ok,
  PlatformSession,
  SignInCodeRequest,
  SignInRequest,
  SignUpRequest,
  SingleUseToken,
  SiteSession,
} from '../schemas/auth.ts';
import { endpoint } from './endpoint.ts';

/** Magic links on a kitchen (spec §7, public): the e-mail's link returns to `{kitchen}/sign-in/callback`. */
export const siteSignIn = /* @__PURE__ */ endpoint<{
  query: AuthNextQuery;
  body: SignInRequest;
  response: LinkSent;
}>()('POST', '/site/:siteSlug/sign-in');
export const siteSignUp = /* @__PURE__ */ endpoint<{
  query: AuthNextQuery;
  body: SignUpRequest;
  response: LinkSent;
}>()('POST', '/site/:siteSlug/sign-up');
/** Spends a link's token; only this POST does, so a mail scanner's GET of the link spends nothing. */
export const siteConfirmSignIn = /* @__PURE__ */ endpoint<{ response: SiteSession }>()(
  'POST',
  '/site/:siteSlug/sign-in/:token',
);
/** Whose account an account link (`mgk`) opens, without spending it: the visitor confirms first. */
export const siteAccountLinkOwner = /* @__PURE__ */ endpoint<{ response: AccountLinkOwner }>()(
  'POST',
  '/site/:siteSlug/sign-in/:token/account',
);
/** The e-mail's 6-digit code, for a reader who opened the mail on another device. */
export const siteConfirmSignInCode = /* @__PURE__ */ endpoint<{
  body: SignInCodeRequest;
  response: SiteSession;
}>()('POST', '/site/:siteSlug/sign-in-code');

/** The same on the platform origin (account area, creator dashboard). */
export const platformSignIn = /* @__PURE__ */ endpoint<{
  query: AuthNextQuery;
  body: SignInRequest;
  response: LinkSent;
}>()('POST', '/manage/sign-in');
export const platformSignUp = /* @__PURE__ */ endpoint<{
  query: AuthNextQuery;
  body: SignUpRequest;
  response: LinkSent;
}>()('POST', '/manage/sign-up');
export const platformConfirmSignIn = /* @__PURE__ */ endpoint<{ response: PlatformSession }>()(
  'POST',
  '/manage/sign-in/:token',
);
/** Whose account a platform account link (`mgk`) opens, without spending it. */
export const platformAccountLinkOwner = /* @__PURE__ */ endpoint<{ response: AccountLinkOwner }>()(
  'POST',
  '/manage/sign-in/:token/account',
);
export const platformConfirmSignInCode = /* @__PURE__ */ endpoint<{
  body: SignInCodeRequest;
  response: PlatformSession;
}>()('POST', '/manage/sign-in-code');

/** Ends the session of the bearer token sent. */
export const signOut = /* @__PURE__ */ endpoint<{ response: Ok }>()('POST', '/manage/sign-out');
/**
 * A short-lived token for one account link (`mgk`). Without `siteSlug` it opens the platform
 * origin (exchanged with `platformConfirmSignIn`); with it, that kitchen's origin (exchanged with
 * `siteConfirmSignIn`), so a reader signed in on one origin arrives signed in on another.
 */
export const createSingleUseToken = /* @__PURE__ */ endpoint<{
  query: { siteSlug?: string };
  response: SingleUseToken;
}>()('POST', '/manage/single-use-tokens');
export const createEarlySignup = /* @__PURE__ */ endpoint<{ body: EarlySignupRequest; response: Ok }>()(
  'POST',
  '/manage/early-signups',
);
