import type { CurrentUserState } from '../stores/current-user';

export type AuthMode = 'sign-in' | 'sign-up';

/**
 * The stages of the sign-in and sign-up pages (spec §4): LOADING while the reader is unknown,
 * TOKEN_CLAIMED when a sign-in link could not be used, SIGN_IN or SIGN_UP for the form, CONFIRM
 * once the e-mail is sent; REDIRECTING sends a signed-in reader on.
 */
export type AuthStage = 'LOADING' | 'TOKEN_CLAIMED' | 'SIGN_IN' | 'SIGN_UP' | 'CONFIRM' | 'REDIRECTING';

export interface AuthStageInput {
  mode: AuthMode;
  /** False while the page is static HTML (no JavaScript yet): the form, posting to the API. */
  enhanced: boolean;
  reader: CurrentUserState;
  /** The e-mail was sent. */
  confirming: boolean;
  /** A code was accepted, the reader is on their way. */
  redirecting: boolean;
  /** The page was opened with a link that could not be used. */
  linkExpired: boolean;
}

export function authStage(input: AuthStageInput): AuthStage {
  const form = input.mode === 'sign-in' ? 'SIGN_IN' : 'SIGN_UP';
  if (!input.enhanced) return input.linkExpired ? 'TOKEN_CLAIMED' : form;
  if (input.redirecting || input.reader.status === 'signed-in') return 'REDIRECTING';
  if (input.confirming) return 'CONFIRM';
  if (input.reader.status === 'pending') return 'LOADING';
  if (input.mode === 'sign-in' && (input.linkExpired || input.reader.linkFailed)) return 'TOKEN_CLAIMED';
  return form;
}
