import { getRouteApi } from '@tanstack/react-router';
import { PageTitle } from '../ui/PageTitle.tsx';
import { EmailLinkForm } from './EmailLinkForm.tsx';

const route = getRouteApi('/sign-in/callback');

/** While the link's token is exchanged (spec §2 "Magic-link landing"). */
export function SigningIn() {
  return (
    <div className="page-status" role="status">
      <span className="spinner" aria-hidden="true" />
      Signing In...
    </div>
  );
}

/** The link was spent, expired or refused (TOKEN_CLAIMED): say so, and offer a new one. */
export function CallbackExpired() {
  const { next } = route.useSearch();
  return (
    <div className="auth-card">
      <PageTitle title="Your sign in link has expired">Your sign in link has expired</PageTitle>
      <p className="lede">
        Enter the email address associated with your account, and we'll send a new magic link to your inbox.
      </p>
      <EmailLinkForm kind="sign-in" next={next} />
    </div>
  );
}
