import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSession } from '../session/use-session.tsx';
import { PageTitle } from '../ui/PageTitle.tsx';
import { BuildStatus, formatDateTime } from './BuildStatus.tsx';
import { kitchensQuery } from './kitchens-query.ts';
import './kitchen.css';

/** `/kitchen`: every kitchen the creator manages, with its address, last publish and build. */
export function KitchensPage() {
  const { data: kitchens } = useSuspenseQuery(kitchensQuery(useSession()));
  return (
    <div className="page">
      <div className="page-heading-row">
        <PageTitle title="Your kitchens">Your kitchens</PageTitle>
        {kitchens.length > 0 ? (
          <Link to="/create" className="button button-secondary">
            Create a kitchen
          </Link>
        ) : null}
      </div>
      {kitchens.length === 0 ? (
        <div className="empty-state">
          <h2>You do not run a kitchen yet</h2>
          <p>
            Open one in a minute: a name, an address and a look. Your recipes go live there as you publish.
          </p>
          <p className="empty-state-action">
            <Link to="/create" className="button button-primary">
              Create a kitchen
            </Link>
          </p>
        </div>
      ) : (
        <ul className="kitchen-list">
          {kitchens.map((kitchen) => (
            <li key={kitchen.id} className="kitchen-card">
              <div className="kitchen-card-main">
                <h2 className="kitchen-card-title">
                  <Link to="/kitchen/$siteSlug/recipes" params={{ siteSlug: kitchen.slug }}>
                    {kitchen.title}
                  </Link>
                </h2>
                <a className="kitchen-card-address break-anywhere" href={`${kitchen.origin}/`}>
                  {kitchen.origin.replace(/^https?:\/\//, '')}
                </a>
              </div>
              <dl className="kitchen-card-facts">
                <div>
                  <dt>Recipes</dt>
                  <dd>
                    {kitchen.publishedRecipeCount} published
                    {kitchen.recipeCount > kitchen.publishedRecipeCount
                      ? `, ${kitchen.recipeCount - kitchen.publishedRecipeCount} in drafts`
                      : ''}
                  </dd>
                </div>
                <div>
                  <dt>Last published</dt>
                  <dd>{kitchen.lastPublishedAt ? formatDateTime(kitchen.lastPublishedAt) : 'Nothing yet'}</dd>
                </div>
                <div>
                  <dt>Site</dt>
                  <dd>
                    <BuildStatus build={kitchen.build} />
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
