import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '../session/use-session.tsx';
import { PageTitle } from '../ui/PageTitle.tsx';

/** Reserved for the creator dashboard; until it is here, says so (and links nowhere it is not). */
export function CreatePage() {
  const { data: user } = useCurrentUser();
  return (
    <div className="page narrow">
      <PageTitle title="Create your own kitchen">Create your own kitchen</PageTitle>
      <p className="lede">
        Soon you will be able to open a kitchen of your own on Larder: your recipes and collections on a site
        with your name, colours and plans.
      </p>
      <p className="notice">Creating kitchens is coming soon.</p>
      <p>
        {user ? (
          <Link to="/bookmarks">Back to your bookmarks</Link>
        ) : (
          <Link to="/sign-up">Create an account</Link>
        )}
      </p>
    </div>
  );
}
