import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { currentAccountLinkOffer, subscribeToAccountLinkOffer } from '../session/account-link-offer.ts';

/**
 * "Continue as …?": asks a signed-out visitor who arrived by an account link (`mgk`) whether the
 * account it opens is theirs, before it signs them in. Escape or "Stay signed out" leave the link
 * unspent and the visitor signed out.
 */
export function AccountLinkDialog() {
  const offer = useSyncExternalStore(subscribeToAccountLinkOffer, currentAccountLinkOffer, () => null);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    if (offer && !dialog.current?.open) dialog.current?.showModal();
  }, [offer]);

  if (!offer) return null;
  const { displayName, maskedEmail } = offer.account;
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={() => {
        offer.decide(dialog.current?.returnValue === 'continue');
      }}
    >
      <form method="dialog">
        <h2 id={`${id}-title`}>Continue as {displayName ?? maskedEmail}?</h2>
        <p id={`${id}-text`}>
          This link signs you in to the account of <strong>{displayName ?? 'this reader'}</strong> (
          {maskedEmail}). Continue only if it is your own account.
        </p>
        <div className="form-actions">
          <button type="submit" className="button button-primary" value="continue">
            Continue
          </button>
          <button type="submit" className="button button-secondary" value="decline">
            Stay signed out
          </button>
        </div>
      </form>
    </dialog>
  );
}
