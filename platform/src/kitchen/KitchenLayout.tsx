import type { ManagedKitchen } from '@larder/shared/schemas/kitchen-create';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, Outlet, useParams, useSearch } from '@tanstack/react-router';
import { useSession } from '../session/use-session.tsx';
import { BuildStatus } from './BuildStatus.tsx';
import { kitchensQuery } from './kitchens-query.ts';
import '../ui/overlays.css';
import './kitchen.css';

/** The creator routes of spec §2 in the order the dashboard lists them. */
const SECTIONS: {
  label: string;
  path:
    | '/kitchen/$siteSlug/recipes'
    | '/kitchen/$siteSlug/collections'
    | '/kitchen/$siteSlug/subscribers'
    | '/kitchen/$siteSlug/settings'
    | '/kitchen/$siteSlug/homepage'
    | '/kitchen/$siteSlug/links'
    | '/kitchen/$siteSlug/about'
    | '/kitchen/$siteSlug/plans'
    | '/kitchen/$siteSlug/overview';
}[] = [
  { label: 'Recipes', path: '/kitchen/$siteSlug/recipes' },
  { label: 'Collections', path: '/kitchen/$siteSlug/collections' },
  { label: 'Homepage', path: '/kitchen/$siteSlug/homepage' },
  { label: 'About', path: '/kitchen/$siteSlug/about' },
  { label: 'Links', path: '/kitchen/$siteSlug/links' },
  { label: 'Subscribers', path: '/kitchen/$siteSlug/subscribers' },
  { label: 'Plans', path: '/kitchen/$siteSlug/plans' },
  { label: 'Overview', path: '/kitchen/$siteSlug/overview' },
  { label: 'Settings', path: '/kitchen/$siteSlug/settings' },
];

export function useKitchen(): ManagedKitchen {
  const { siteSlug } = useParams({ from: '/signed-in/kitchen/$siteSlug' });
  const { data: kitchens } = useSuspenseQuery(kitchensQuery(useSession()));
  const kitchen = kitchens.find((candidate) => candidate.slug === siteSlug);
  // The route's loader sends a kitchen the creator does not manage to "not found" before this runs.
  if (!kitchen) throw new Error(`No kitchen "${siteSlug}" among the kitchens you manage.`);
  return kitchen;
}

/** One kitchen's dashboard: its name, address and build, the sections, then the section's page. */
export function KitchenLayout() {
  const kitchen = useKitchen();
  const { created } = useSearch({ from: '/signed-in/kitchen/$siteSlug' });
  return (
    <div className="page kitchen-dashboard">
      <div className="kitchen-bar">
        <div className="kitchen-bar-name">
          <Link to="/kitchen" className="kitchen-bar-back">
            Your kitchens
          </Link>
          <span className="kitchen-bar-title">{kitchen.title}</span>
        </div>
        <div className="kitchen-bar-site">
          <BuildStatus build={kitchen.build} />
          <a href={`${kitchen.origin}/`} className="button button-secondary" target="_blank" rel="noreferrer">
            View site<span className="visually-hidden"> {kitchen.title} (opens in a new tab)</span>
          </a>
        </div>
      </div>
      {created ? <WelcomeBanner kitchen={kitchen} /> : null}
      <nav className="kitchen-nav" aria-label="Kitchen">
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.label}>
              <Link
                to={section.path}
                params={{ siteSlug: kitchen.slug }}
                activeProps={{ 'aria-current': 'page' }}
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="kitchen-section">
        <Outlet />
      </div>
    </div>
  );
}

/** After `/create`: the first build's progress, then the way to the live kitchen. */
function WelcomeBanner({ kitchen }: { kitchen: ManagedKitchen }) {
  const live = kitchen.build.state === 'live';
  return (
    <div className={live ? 'notice welcome welcome-live' : 'notice welcome'} role="status">
      {live ? (
        <p>
          Your kitchen is live — <a href={`${kitchen.origin}/`}>view it</a>
        </p>
      ) : kitchen.build.state === 'failed' ? (
        <p>
          Your kitchen could not be published yet: {kitchen.build.error ?? 'the build failed'}. We will try
          again.
        </p>
      ) : (
        <p>Setting up your kitchen… it goes live in a moment.</p>
      )}
    </div>
  );
}
