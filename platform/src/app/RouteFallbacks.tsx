import { errorCatalogue } from '@larder/shared/errors';
import { Link, useRouter } from '@tanstack/react-router';
import { PageTitle } from '../ui/PageTitle.tsx';

/** A page that failed to load (the API unreachable, an unexpected answer). */
export function RouteError({ error }: { error: unknown }) {
  const router = useRouter();
  console.error('[platform] a page failed to load', error);
  return (
    <div className="page narrow">
      <PageTitle title="Something went wrong">Something went wrong</PageTitle>
      <p role="alert">{errorCatalogue.internal.message}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => {
          void router.invalidate();
        }}
      >
        Try again
      </button>
    </div>
  );
}

export function NotFound() {
  return (
    <div className="page narrow">
      <PageTitle title="Page not found">Page not found</PageTitle>
      <p>There is no page at this address.</p>
      <p>
        <Link to="/">Go to your account</Link>
      </p>
    </div>
  );
}
