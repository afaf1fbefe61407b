import { useEffect, useId, useRef, useState } from 'react';
import { showToast } from '../lib/toast';
import type { KitchenContext } from '../lib/kitchen-context';
import { readerName } from '../lib/arrival-toast';
import {
  $currentUser,
  acceptAccountLink,
  declineAccountLink,
  type AccountLinkOffer,
} from '../stores/current-user';

interface Props {
  kitchen: KitchenContext;
  offer: AccountLinkOffer;
}

/**
 * Asks a signed-out visitor who arrived by an account link (`mgk`) to confirm whose account it
 * opens before it signs them in: the name and the masked address of that account, "Continue" to
 * sign in, "Stay signed out" (or Escape) to forget the link unspent.
 */
export default function AccountLinkDialog({ kitchen, offer }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [working, setWorking] = useState(false);
  const { displayName, maskedEmail } = offer.account;
  const who = displayName ?? maskedEmail;

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="dialog account-link-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={() => {
        if (!working) declineAccountLink();
      }}
    >
      <h2 id={`${id}-title`}>Continue as {who}?</h2>
      <p id={`${id}-text`}>
        This link signs you in to the account of <strong>{displayName ?? 'this reader'}</strong> (
        {maskedEmail}). Continue only if it is your own account.
      </p>
      <div className="dialog-actions">
        <button
          type="button"
          className="button"
          disabled={working}
          onClick={() => {
            setWorking(true);
            void acceptAccountLink(kitchen).then(() => {
              dialog.current?.close();
              const state = $currentUser.get();
              showToast({
                message:
                  state.status === 'signed-in'
                    ? `Signed in as ${readerName(state.user)}`
                    : 'This link has expired. Sign in again.',
              });
            });
          }}
        >
          Continue
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={working}
          onClick={() => dialog.current?.close()}
        >
          Stay signed out
        </button>
      </div>
    </dialog>
  );
}
