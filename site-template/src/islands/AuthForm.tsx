import { siteConfirmSignInCode, siteSignIn, siteSignUp } from '@larder/shared/api/auth.endpoints';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { codeError, emailError, normalizeCode, normalizeEmail } from '../lib/auth-form-rules';
import { authStage, type AuthMode } from '../lib/auth-stage';
import { kitchenApi } from '../lib/kitchen-api';
import type { KitchenContext } from '../lib/kitchen-context';
import { requestErrorMessage } from '../lib/request-error';
import { safeNextPath } from '@larder/shared/safe-next';
import { noteArrival } from '../lib/arrival-toast';
import { $currentUser, loadCurrentUser, startSession, type CurrentUserState } from '../stores/current-user';
import { useHydratedStore } from '../stores/use-hydrated-store';
import StatusSpinner, { RedirectingSpinner } from './StatusSpinner';

interface Props {
  kitchen: KitchenContext;
  mode: AuthMode;
  siteTitle: string;
  /** Offer the newsletter opt-in on sign-up (the kitchen has newsletters). */
  newslettersEnabled: boolean;
  /** Where the form posts without JavaScript (the API answers with a redirect to the sent page). */
  formAction: string;
  /** The page was opened with a sign-in link that could not be used (the callback page). */
  linkExpired?: boolean;
}

const PENDING: CurrentUserState = { status: 'pending' };
export const EXPIRED_LINK_HINT =
  "Enter the email address associated with your account, and we'll send a new magic link to your inbox.";

/**
 * The sign-in and sign-up forms of a kitchen (spec §2, §4, §5). Without JavaScript the form posts
 * to the API, which sends the e-mail and redirects to the kitchen's sent page. With it, the form
 * checks the address, sends the request itself and moves to the confirm stage, where the
 * e-mail's 6-digit code can be entered instead of opening the link. A signed-in reader is sent
 * on to `next` (or `/`).
 */
export default function AuthForm({
  kitchen,
  mode,
  siteTitle,
  newslettersEnabled,
  formAction,
  linkExpired = false,
}: Props) {
  const reader = useHydratedStore($currentUser, PENDING);
  const [enhanced, setEnhanced] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [code, setCode] = useState('');
  const [codeFieldError, setCodeFieldError] = useState<string | null>(null);
  const [next, setNext] = useState('/');
  const emailInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = useId();

  useEffect(() => {
    setNext(safeNextPath(new URLSearchParams(window.location.search).get('next'), window.location.origin));
    // Whatever was typed before the island woke up.
    setEmail(emailInput.current?.value ?? '');
    setEnhanced(true);
    void loadCurrentUser(kitchen);
  }, [kitchen]);

  const stage = authStage({ mode, enhanced, reader, confirming, redirecting, linkExpired });

  useEffect(() => {
    if (stage !== 'REDIRECTING') return;
    window.location.replace(next);
  }, [stage, next]);

  const firstRender = useRef(true);
  useEffect(() => {
    // Move focus to the new stage's heading, so a screen reader announces what changed.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (stage === 'CONFIRM' || stage === 'SIGN_IN' || stage === 'SIGN_UP') heading.current?.focus();
  }, [stage]);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailError(email);
    setFieldError(problem);
    setRequestError(null);
    if (problem) emailInput.current?.focus();
    if (problem || submitting) return;
    const address = normalizeEmail(email);
    const subscribe = new FormData(event.currentTarget).get('subscribe') === 'on';
    setSubmitting(true);
    try {
      const api = kitchenApi(kitchen.apiOrigin);
      const args = { params: { siteSlug: kitchen.siteSlug }, query: { next }, token: null } as const;
      if (mode === 'sign-up')
        await api.request(siteSignUp, {
          ...args,
          body: { email: address, ...(newslettersEnabled ? { subscribe } : {}) },
        });
      else await api.request(siteSignIn, { ...args, body: { email: address } });
      setSentTo(address);
      setCode('');
      setCodeFieldError(null);
      setConfirming(true);
    } catch (error) {
      console.warn(`Could not request the ${mode} e-mail`, error);
      setRequestError(requestErrorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmitCode = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = codeError(code);
    setCodeFieldError(problem);
    setRequestError(null);
    if (problem) codeInput.current?.focus();
    if (problem || submitting) return;
    setSubmitting(true);
    try {
      const session = await kitchenApi(kitchen.apiOrigin).request(siteConfirmSignInCode, {
        params: { siteSlug: kitchen.siteSlug },
        body: { email: sentTo, code: normalizeCode(code) },
        token: null,
      });
      setNext(safeNextPath(session.next, window.location.origin));
      setRedirecting(true);
      startSession(session);
      noteArrival(session.currentUser);
    } catch (error) {
      console.warn('Could not sign in with the code', error);
      setRequestError(requestErrorMessage(error, { explainRefusal: true }));
      setSubmitting(false);
    }
  };

  const nextQuery = next === '/' ? '' : `?next=${encodeURIComponent(next)}`;
  const signingIn = mode === 'sign-in';

  if (stage === 'LOADING' || stage === 'REDIRECTING') {
    return stage === 'REDIRECTING' ? <RedirectingSpinner /> : <StatusSpinner label="Loading..." />;
  }

  if (stage === 'CONFIRM') {
    return (
      <div className="auth-card">
        <h1 ref={heading} tabIndex={-1}>
          Check your email
        </h1>
        <p>
          We sent a {signingIn ? 'sign-in' : 'sign-up'} link to <strong>{sentTo}</strong>. Open it on this
          device to {signingIn ? 'sign in' : 'finish creating your account'}.
        </p>
        <p className="auth-hint">If the email doesn’t arrive within a few minutes, check your spam folder.</p>
        <form className="auth-form" noValidate onSubmit={(event) => void onSubmitCode(event)}>
          <label htmlFor={`${ids}-code`}>Or enter the 6-digit code from the email</label>
          <input
            ref={codeInput}
            id={`${ids}-code`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            aria-invalid={codeFieldError ? true : undefined}
            aria-describedby={codeFieldError ? `${ids}-code-error` : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setCodeFieldError(null);
              setRequestError(null);
            }}
          />
          {codeFieldError ? (
            <p id={`${ids}-code-error`} className="field-error">
              {codeFieldError}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={!code.trim() || submitting}>
            {submitting ? 'Signing In...' : 'Sign in'}
          </button>
          {requestError ? (
            <p className="form-error" role="alert">
              {requestError}
            </p>
          ) : null}
        </form>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setConfirming(false);
            setRequestError(null);
          }}
        >
          Enter different email
        </button>
      </div>
    );
  }

  const expired = stage === 'TOKEN_CLAIMED';
  return (
    <div className="auth-card">
      <h1 ref={heading} tabIndex={-1}>
        {expired ? 'Your sign in link has expired' : signingIn ? 'Sign in' : 'Sign up'}
      </h1>
      {expired ? <p className="auth-hint">{EXPIRED_LINK_HINT}</p> : null}
      <form
        className="auth-form"
        method="post"
        action={formAction}
        noValidate={enhanced}
        onSubmit={(event) => void onSubmit(event)}
      >
        <label htmlFor={`${ids}-email`}>Email</label>
        <input
          ref={emailInput}
          id={`${ids}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={email}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${ids}-email-error` : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setFieldError(null);
            setRequestError(null);
          }}
        />
        {fieldError ? (
          <p id={`${ids}-email-error`} className="field-error">
            {fieldError}
          </p>
        ) : null}
        {!signingIn && newslettersEnabled ? (
          <label className="checkbox">
            <input type="checkbox" name="subscribe" defaultChecked />
            Subscribe to {siteTitle} newsletter
          </label>
        ) : null}
        <button type="submit" className="button" disabled={enhanced && (!email.trim() || submitting)}>
          {submitting ? (signingIn ? 'Signing In...' : 'Signing Up...') : signingIn ? 'Sign in' : 'Sign up'}
        </button>
        {requestError ? (
          <p className="form-error" role="alert">
            {requestError}
          </p>
        ) : null}
      </form>
      {signingIn ? (
        <p className="auth-switch">
          Don’t have an account? <a href={`/sign-up/${nextQuery}`}>Sign up</a>
        </p>
      ) : (
        <>
          <p className="auth-switch">
            Already have an account? <a href={`/sign-in/${nextQuery}`}>Sign in</a>
          </p>
          <p className="auth-terms" data-protected="">
            By signing up you agree to the <a href="/terms/">Terms of Use</a>.
          </p>
        </>
      )}
    </div>
  );
}
