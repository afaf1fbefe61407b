import { platformConfirmSignInCode } from '@larder/shared/api/auth.endpoints';
import { ApiError } from '@larder/shared/api/api-client';
import { SignInCodeRequestSchema } from '@larder/shared/schemas/auth';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { safeNextPath } from '../session/safe-next.ts';
import { storeSession } from '../session/session.ts';
import { useSession } from '../session/use-session.tsx';
import { Field } from '../ui/Field.tsx';
import { requestFailureMessage } from './email-link-form.ts';

const CODE_REFUSED = 'That code did not work. Check the email and try again, or ask for a new link.';

/** The code as typed, without the spaces a reader may copy from the e-mail ("123 456"). */
export function codeProblem(code: string): string | null {
  const result = SignInCodeRequestSchema.shape.code.safeParse(code.replace(/\s+/g, ''));
  return result.success ? null : (result.error.issues[0]?.message ?? CODE_REFUSED);
}

/** A refused code reads as such; anything else as a failed request (spec §8). */
export function codeFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429)
    return CODE_REFUSED;
  return requestFailureMessage(error);
}

/** The confirm stage (spec §2): check your e-mail, or type its 6-digit code here. */
export function CodeStage({
  kind,
  email,
  next,
  onDifferentEmail,
}: {
  kind: 'sign-in' | 'sign-up';
  email: string;
  next: string | undefined;
  onDifferentEmail: () => void;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <div className="stack confirm-stage">
      <div className="notice" role="status">
        <h2 ref={heading} tabIndex={-1}>
          Check your email
        </h2>
        <p>
          We sent a link to <strong className="break-anywhere">{email}</strong>.{' '}
          {kind === 'sign-in' ? 'Open it to sign in.' : 'Open it to finish creating your account.'}
        </p>
      </div>
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          const problem = codeProblem(code);
          if (problem) {
            setError(problem);
            return;
          }
          setBusy(true);
          session.api
            .request(platformConfirmSignInCode, {
              body: { email, code: code.replace(/\s+/g, '') },
              token: null,
            })
            .then(async (opened) => {
              storeSession(session, opened);
              await navigate({ href: safeNextPath(opened.next, safeNextPath(next)), replace: true });
            })
            .catch((failure: unknown) => {
              console.error('[sign-in] the code was not accepted', failure);
              setError(codeFailureMessage(failure));
              setBusy(false);
            });
        }}
      >
        <Field label="Or enter the 6-digit code from the email" error={error}>
          {(control) => (
            <input
              {...control}
              className="input input-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setError(null);
              }}
            />
          )}
        </Field>
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={busy || code.trim().length === 0}
        >
          {busy ? 'Signing In...' : 'Continue'}
        </button>
      </form>
      <p className="hint">If the email does not arrive within a few minutes, check your spam folder.</p>
      <button type="button" className="link-button" onClick={onDifferentEmail}>
        Enter different email
      </button>
    </div>
  );
}
