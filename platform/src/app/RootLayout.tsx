import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { AccountLinkDialog } from '../account/AccountLinkDialog.tsx';
import { AccountMenu } from '../account/AccountMenu.tsx';
import { LarderMark } from '../ui/LarderMark.tsx';

/**
 * After a client-side navigation, focus moves to the new page's heading (else its main region),
 * as a full page load would put the reader at the top of the new page. The first page keeps the
 * browser's own focus.
 */
function useFocusOnNavigation() {
  const { pathname, idle } = useRouterState({
    select: (state) => ({ pathname: state.location.pathname, idle: state.status === 'idle' }),
    structuralSharing: true,
  });
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!idle) return;
    if (shown.current !== null && shown.current !== pathname) {
      const main = document.getElementById('main');
      (main?.querySelector<HTMLElement>('h1') ?? main)?.focus();
    }
    shown.current = pathname;
  }, [pathname, idle]);
}

export function RootLayout() {
  useFocusOnNavigation();
  return (
    <>
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-header-inner">
          <Link to="/" className="brand">
            <LarderMark />
            <span>Larder</span>
          </Link>
          <AccountMenu />
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>Larder: one account for every kitchen you cook from.</p>
      </footer>
      <AccountLinkDialog />
    </>
  );
}
