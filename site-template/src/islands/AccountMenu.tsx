import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { KitchenContext } from '../lib/kitchen-context';
import { announceArrival, readerInitials, readerName } from '../lib/arrival-toast';
import { markSavedRecipeCards, savedMarksOnPage } from '../lib/saved-recipe-cards';
import { signInPath } from '../lib/sign-in-path';
import {
  $accountLinkOffer,
  $currentUser,
  loadCurrentUser,
  type CurrentUserState,
} from '../stores/current-user';
import { useHydratedStore } from '../stores/use-hydrated-store';

interface Props {
  kitchen: KitchenContext;
  /** Where a reader who signs in from here comes back to (the page's path), if anywhere. */
  returnPath: string | null;
}

const AccountLinks = lazy(() => import('./AccountLinks'));
const AccountLinkDialog = lazy(() => import('./AccountLinkDialog'));

const PENDING: CurrentUserState = { status: 'pending' };

function PersonIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * The header's account menu (spec §2 "Page chrome"). Signed out: Sign In and Create Account;
 * signed in: the account pages on the platform origin, each opened in a new tab already signed
 * in, and Sign Out. Faded while the signed-in state is pending. Without JavaScript (and until the
 * island hydrates) it is a native disclosure with the signed-out links. It also keeps the rest
 * of the page in step with the reader: the "Saved" marks of recipe cards and `data-reader` on
 * the document (which hides the mobile menu's Sign In link for a signed-in reader).
 */
export default function AccountMenu({ kitchen, returnPath }: Props) {
  const state = useHydratedStore($currentUser, PENDING);
  const accountLinkOffer = useHydratedStore($accountLinkOffer, null);
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const staticMenu = useRef<HTMLDetailsElement>(null);
  const menuId = useId();

  useEffect(() => {
    // A visitor who opened the static menu before the island was ready finds it still open.
    if (staticMenu.current?.open) setOpen(true);
    setEnhanced(true);
    void loadCurrentUser(kitchen);
    return $currentUser.subscribe((current) => {
      document.documentElement.dataset.reader = current.status;
      // The header's Subscribe link follows it: hidden from paid subscribers, "Upgrade" for free members.
      document.documentElement.dataset.subscription =
        current.status !== 'signed-in'
          ? 'none'
          : current.user.isSubscribedToPaid
            ? 'paid'
            : current.user.isSubscribedToFree
              ? 'free'
              : 'none';
      if (current.status === 'signed-in') announceArrival();
      if (current.status !== 'pending')
        markSavedRecipeCards(
          savedMarksOnPage(),
          current.status === 'signed-in' ? current.siteUserData.bookmarks : [],
        );
    });
  }, [kitchen]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
    };
  }, [open]);

  const signInLinks = (
    <>
      <li>
        <a href={signInPath(returnPath)}>Sign In</a>
      </li>
      <li>
        <a href={signInPath(returnPath, 'sign-up')}>Create Account</a>
      </li>
    </>
  );

  if (!enhanced) {
    return (
      <details ref={staticMenu} className="account-menu">
        <summary className="account-trigger" aria-label="Account">
          <PersonIcon />
        </summary>
        <ul className="account-list">{signInLinks}</ul>
      </details>
    );
  }

  const pending = state.status === 'pending';
  const user = state.status === 'signed-in' ? state.user : null;
  return (
    <>
      <div
        ref={root}
        className={`account-menu${pending ? ' is-pending' : ''}`}
        aria-busy={pending}
        inert={pending}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
            trigger.current?.focus();
          }
        }}
        onBlur={(event) => {
          // Focus moving elsewhere closes the menu; focus simply lost (Sign Out disables itself
          // while it works) does not, and a click outside is handled above.
          const to = event.relatedTarget;
          if (open && to !== null && !root.current?.contains(to)) setOpen(false);
        }}
      >
        <button
          ref={trigger}
          type="button"
          className="account-trigger"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={user ? `Account: ${readerName(user)}` : 'Account'}
          onClick={() => {
            setOpen(!open);
          }}
        >
          {user ? (
            user.avatar ? (
              <img className="account-avatar" src={user.avatar.url} alt="" width={30} height={30} />
            ) : (
              // Drawn by CSS from the attribute: the button's name is the reader's, not two letters.
              <span className="account-initials" aria-hidden="true" data-initials={readerInitials(user)} />
            )
          ) : (
            <PersonIcon />
          )}
        </button>
        <ul id={menuId} className="account-list" hidden={!open}>
          {user
            ? // The signed-in links and their account-link code load when the menu first opens.
              open && (
                <Suspense fallback={null}>
                  <li className="account-who">
                    {user.displayName?.trim() && <span className="account-name">{user.displayName}</span>}
                    <span className="account-address">{user.email}</span>
                  </li>
                  <AccountLinks
                    kitchen={kitchen}
                    onDone={() => {
                      setOpen(false);
                      trigger.current?.focus();
                    }}
                    onNavigate={() => {
                      setOpen(false);
                    }}
                  />
                </Suspense>
              )
            : signInLinks}
        </ul>
      </div>
      {/* Outside the menu, which is inert while the reader is pending. */}
      {accountLinkOffer && (
        <Suspense fallback={null}>
          <AccountLinkDialog kitchen={kitchen} offer={accountLinkOffer} />
        </Suspense>
      )}
    </>
  );
}
