import { Link, Outlet } from '@tanstack/react-router';

/** The account pages share this frame: their own navigation, then the page. */
export function AccountLayout() {
  return (
    <div className="page">
      <nav className="account-tabs" aria-label="Your account">
        <Link to="/bookmarks">Bookmarks</Link>
        <Link to="/subscriptions">Subscriptions</Link>
        <Link to="/profile">Profile</Link>
      </nav>
      <Outlet />
    </div>
  );
}
