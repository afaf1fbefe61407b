import { getRouteApi, Link } from '@tanstack/react-router';
import { PageTitle } from '../ui/PageTitle.tsx';
import { EmailLinkForm } from './EmailLinkForm.tsx';

const route = getRouteApi('/sign-up');

export function SignUpPage() {
  const { next } = route.useSearch();
  return (
    <div className="auth-card">
      <PageTitle title="Sign up">Sign up</PageTitle>
      <p className="lede">One account saves recipes and follows your kitchens, on every Larder kitchen.</p>
      <EmailLinkForm kind="sign-up" next={next} />
      <p className="auth-switch">
        Already have an account?{' '}
        <Link to="/sign-in" search={next ? { next } : {}}>
          Sign in
        </Link>
      </p>
    </div>
  );
}
