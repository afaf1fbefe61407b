import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@larder/shared/email-address';
import { errorCatalogue } from '@larder/shared/errors';
import { ApiError } from '@larder/shared/api/api-client';

/**
 * The sign-in and sign-up forms (spec §4 stages SIGN_IN / SIGN_UP, then CONFIRM once the link is
 * sent; §5 e-mail rules): the address is checked on submit, the error clears on edit, and the
 * submit button is disabled while the field is empty or a request is out.
 */
export type EmailLinkState =
  { stage: 'form'; email: string; error: string | null; busy: boolean } | { stage: 'confirm'; email: string };

export type EmailLinkAction =
  | { type: 'edit'; email: string }
  | { type: 'submit' }
  | { type: 'sent' }
  | { type: 'failed'; message: string }
  | { type: 'different-email' };

export function initialEmailLinkState(email = ''): EmailLinkState {
  return { stage: 'form', email, error: null, busy: false };
}

/** The address as it is sent: surrounding spaces are a slip of the keyboard, not part of it. */
export function normalizedEmail(email: string): string {
  return email.trim();
}

export function emailLinkReducer(state: EmailLinkState, action: EmailLinkAction): EmailLinkState {
  switch (action.type) {
    case 'edit':
      return state.stage === 'form' ? { ...state, email: action.email, error: null } : state;
    case 'submit':
      if (state.stage !== 'form' || state.busy) return state;
      return isValidEmail(normalizedEmail(state.email))
        ? { ...state, error: null, busy: true }
        : { ...state, error: INVALID_EMAIL_MESSAGE };
    case 'sent':
      return state.stage === 'form' ? { stage: 'confirm', email: normalizedEmail(state.email) } : state;
    case 'failed':
      return state.stage === 'form' ? { ...state, busy: false, error: action.message } : state;
    case 'different-email':
      return initialEmailLinkState(state.email);
  }
}

export function canSubmit(state: EmailLinkState): boolean {
  return state.stage === 'form' && !state.busy && state.email.trim().length > 0;
}

/** Spec §8: a failed request reads "Something went wrong. Please try again."; a rate limit says to wait. */
export function requestFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return error.message;
  return errorCatalogue.internal.message;
}
