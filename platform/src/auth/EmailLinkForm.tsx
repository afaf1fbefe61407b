import { platformSignIn, platformSignUp } from '@larder/shared/api/auth.endpoints';
import { useReducer } from 'react';
import { safeNextPath } from '../session/safe-next.ts';
import { useSession } from '../session/use-session.tsx';
import { Field } from '../ui/Field.tsx';
import { CodeStage } from './CodeStage.tsx';
import {
  canSubmit,
  emailLinkReducer,
  initialEmailLinkState,
  normalizedEmail,
  requestFailureMessage,
} from './email-link-form.ts';

const TEXTS = {
  'sign-in': { submit: 'Sign in', busy: 'Signing In...' },
  'sign-up': { submit: 'Sign up', busy: 'Signing Up...' },
} as const;

/**
 * Asks for a sign-in or sign-up link by e-mail, then shows the confirm stage: where the link went,
 * the 6-digit code form for a reader who opened the e-mail elsewhere, and "Enter different email".
 */
export function EmailLinkForm({ kind, next }: { kind: 'sign-in' | 'sign-up'; next: string | undefined }) {
  const session = useSession();
  const [state, dispatch] = useReducer(emailLinkReducer, undefined, () => initialEmailLinkState());
  const texts = TEXTS[kind];

  if (state.stage === 'confirm')
    return (
      <CodeStage
        kind={kind}
        email={state.email}
        next={next}
        onDifferentEmail={() => {
          dispatch({ type: 'different-email' });
        }}
      />
    );

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = emailLinkReducer(state, { type: 'submit' });
        dispatch({ type: 'submit' });
        if (checked.stage !== 'form' || !checked.busy) return;
        const request = {
          query: { next: safeNextPath(next) },
          body: { email: normalizedEmail(state.email) },
          token: null,
        };
        const sent =
          kind === 'sign-in'
            ? session.api.request(platformSignIn, request)
            : session.api.request(platformSignUp, request);
        sent
          .then(() => {
            dispatch({ type: 'sent' });
          })
          .catch((error: unknown) => {
            console.error(`[${kind}] the link could not be sent`, error);
            dispatch({ type: 'failed', message: requestFailureMessage(error) });
          });
      }}
    >
      <Field label="Email" error={state.error}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            spellCheck={false}
            value={state.email}
            onChange={(event) => {
              dispatch({ type: 'edit', email: event.target.value });
            }}
          />
        )}
      </Field>
      <button type="submit" className="button button-primary button-block" disabled={!canSubmit(state)}>
        {state.busy ? texts.busy : texts.submit}
      </button>
    </form>
  );
}
