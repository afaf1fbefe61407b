import { errorCatalogue } from '@larder/shared/errors';
import type { UserProfile } from '@larder/shared/schemas/user';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { forgetReaderData, signOut } from '../session/session.ts';
import { useCurrentUser, useSession } from '../session/use-session.tsx';
import { Avatar } from '../ui/Avatar.tsx';

/**
 * The account menu of the header (spec §2 "Page chrome"). Signed out: Sign In and Create
 * Account. Signed in: Bookmarks, Profile, Subscriptions, Create and Sign Out. Faded while the
 * signed-in state is pending.
 */
export function AccountMenu() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <div className="account-menu is-pending" aria-hidden="true" />;
  if (!user)
    return (
      <nav className="account-menu" aria-label="Account">
        <Link to="/sign-in" className="button button-quiet">
          Sign In
        </Link>
        <Link to="/sign-up" className="button button-primary">
          Create Account
        </Link>
      </nav>
    );
  return <SignedInMenu user={user} />;
}

function SignedInMenu({ user }: { user: UserProfile }) {
  const session = useSession();
  const navigate = useNavigate();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, [open]);

  const name = user.displayName?.trim() || user.email;
  return (
    <div
      className="account-menu"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="account-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setOpen(!open);
        }}
      >
        <Avatar image={user.avatar} name={user.displayName} email={user.email} size={32} />
        <span className="account-name">{name}</span>
        <span className="visually-hidden">, account menu</span>
        <svg className="chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
        </svg>
      </button>
      <div id={menuId} className="account-dropdown" hidden={!open}>
        <p className="account-email">{user.email}</p>
        <ul>
          <li>
            <Link to="/bookmarks">Bookmarks</Link>
          </li>
          <li>
            <Link to="/profile">Profile</Link>
          </li>
          <li>
            <Link to="/subscriptions">Subscriptions</Link>
          </li>
          <li>
            <Link to="/create">Create</Link>
          </li>
          <li className="account-sign-out">
            <button
              type="button"
              disabled={signingOut}
              onClick={() => {
                setSigningOut(true);
                setError(null);
                signOut(session)
                  .then(async () => {
                    await navigate({ to: '/sign-in' });
                    forgetReaderData(session);
                  })
                  .catch((failure: unknown) => {
                    console.error('[sign-out] failed', failure);
                    setError(errorCatalogue.internal.message);
                    setSigningOut(false);
                  });
              }}
            >
              {signingOut ? 'Signing Out...' : 'Sign Out'}
            </button>
          </li>
        </ul>
        {error ? (
          <p className="account-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
