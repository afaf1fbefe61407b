import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@larder/shared/email-address';
import { useId, useRef, useState } from 'react';

interface Props {
  recipeTitle: string;
  url: string;
}

/** The spec's static allowance shown in the dialog (§9: "3 remaining gifts"). */
const GIFTS_REMAINING = 3;

/**
 * "Gift this recipe" (a per-kitchen option): the reader writes a friend's address and an
 * optional message; Send checks the address and opens the reader's e-mail app with the message
 * and the recipe's link, ready to go.
 */
export default function GiftRecipe({ recipeTitle, url }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [mailto, setMailto] = useState<string | null>(null);

  const close = () => {
    dialog.current?.close();
  };

  return (
    <>
      <button
        type="button"
        className="button secondary"
        onClick={() => {
          setMailto(null);
          setError(null);
          dialog.current?.showModal();
        }}
      >
        Gift this recipe
      </button>
      <dialog ref={dialog} className="dialog" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>Gift this recipe</h2>
        {mailto ? (
          <>
            <p role="status">Your gift is ready to send from your email app.</p>
            <p>
              <a href={mailto}>Open it again in your email app</a>
            </p>
            <div className="dialog-actions">
              <button type="button" className="button" onClick={close}>
                Close
              </button>
            </div>
          </>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const address = email.trim();
              if (!isValidEmail(address)) {
                setError(INVALID_EMAIL_MESSAGE);
                return;
              }
              const body = [message.trim(), `${recipeTitle}\n${url}`].filter(Boolean).join('\n\n');
              const link = `mailto:${encodeURIComponent(address)}?subject=${encodeURIComponent(`A recipe for you: ${recipeTitle}`)}&body=${encodeURIComponent(body)}`;
              setError(null);
              setMailto(link);
              window.location.assign(link);
            }}
          >
            <p>
              You have {GIFTS_REMAINING} gift recipes remaining. Send “{recipeTitle}” to a friend.
            </p>
            <label htmlFor={`${id}-email`}>Friend’s email</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
              }}
            />
            {error ? (
              <p id={`${id}-error`} className="field-error" role="alert">
                {error}
              </p>
            ) : null}
            <label htmlFor={`${id}-message`}>Personal message (optional)</label>
            <textarea
              id={`${id}-message`}
              rows={4}
              value={message}
              onChange={(event) => {
                setMessage(event.target.value);
              }}
            />
            <div className="dialog-actions">
              <button type="submit" className="button">
                Send
              </button>
              <button type="button" className="button secondary" onClick={close}>
                Cancel
              </button>
            </div>
          </form>
        )}
      </dialog>
    </>
  );
}
