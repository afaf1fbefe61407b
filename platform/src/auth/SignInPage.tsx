import { getRouteApi, Link } from '@tanstack/react-router';
import { PageTitle } from '../ui/PageTitle.tsx';
import { EmailLinkForm } from './EmailLinkForm.tsx';

const route = getRouteApi('/sign-in');

export function SignInPage() {
  const { next } = route.useSearch();
  return (
    <div className="auth-card">
      <PageTitle title="Sign in">Sign in</PageTitle>
      <p className="lede">We’ll email you a link to sign in. No password needed.</p>
      <EmailLinkForm kind="sign-in" next={next} />
      <p className="auth-switch">
        New to Larder?{' '}
        <Link to="/sign-up" search={next ? { next } : {}}>
          Sign up
        </Link>
      </p>
    </div>
  );
}
