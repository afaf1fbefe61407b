import { useState, type MouseEvent } from 'react';
import { accountAreaUrl, openAccountArea, type AccountPage } from '../lib/account-area';
import type { KitchenContext } from '../lib/kitchen-context';
import { signOut } from '../stores/current-user';

interface Props {
  kitchen: KitchenContext;
  /** The reader followed a link: the menu closes. */
  onNavigate: () => void;
  /** The reader has signed out: the menu closes and gives focus back to its trigger. */
  onDone: () => void;
}

const ACCOUNT_LINKS: { label: string; page: AccountPage }[] = [
  { label: 'Bookmarks', page: '/bookmarks' },
  { label: 'Profile', page: '/profile' },
  { label: 'Subscriptions', page: '/subscriptions' },
  { label: 'Create', page: '/create' },
];

/**
 * The account menu's items for a signed-in reader: the account pages on the platform origin, each
 * opened in a new tab already signed in, and Sign Out.
 */
export default function AccountLinks({ kitchen, onNavigate, onDone }: Props) {
  const [signingOut, setSigningOut] = useState(false);

  const openAccountPage = (event: MouseEvent<HTMLAnchorElement>, page: AccountPage) => {
    // Modified clicks open the plain link (the account area then asks the reader to sign in).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (openAccountArea(kitchen, page)) event.preventDefault();
    onNavigate();
  };

  return (
    <>
      {ACCOUNT_LINKS.map(({ label, page }) => (
        <li key={page}>
          <a
            href={accountAreaUrl(kitchen.platformOrigin, page)}
            target="_blank"
            rel="noopener"
            onClick={(event) => {
              openAccountPage(event, page);
            }}
          >
            {label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
      <li>
        <button
          type="button"
          className="account-sign-out"
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            void signOut(kitchen).finally(() => {
              setSigningOut(false);
              onDone();
            });
          }}
        >
          {signingOut ? 'Signing Out...' : 'Sign Out'}
        </button>
      </li>
    </>
  );
}
