import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useKitchen } from '../kitchen/KitchenLayout.tsx';
import { useSession } from '../session/use-session.tsx';
import { PageTitle } from '../ui/PageTitle.tsx';
import { collectionsQuery } from './collections-query.ts';
import './collections.css';

const recipes = (count: number) => `${count} ${count === 1 ? 'recipe' : 'recipes'}`;

/** `/kitchen/{siteSlug}/collections`: the kitchen's collections with their counts, each opening its editor. */
export function CollectionsPage() {
  const kitchen = useKitchen();
  const { data: collections } = useSuspenseQuery(collectionsQuery(useSession(), kitchen.slug));
  const newCollection = (
    <Link
      to="/kitchen/$siteSlug/collections/$collectionId"
      params={{ siteSlug: kitchen.slug, collectionId: 'new' }}
      className="button button-primary"
    >
      New collection
    </Link>
  );
  return (
    <>
      <div className="page-heading-row">
        <PageTitle title={`Collections · ${kitchen.title}`}>Collections</PageTitle>
        {collections.length ? <div className="heading-actions">{newCollection}</div> : null}
      </div>
      {collections.length === 0 ? (
        <div className="empty-state">
          <h2>No collections found</h2>
          <p>
            Gather recipes readers look for together — weeknight dinners, holiday baking — in the order you
            choose. Each collection gets its own page on your kitchen.
          </p>
          <p className="empty-state-action">{newCollection}</p>
        </div>
      ) : (
        <ul className="collection-list">
          {collections.map((collection) => (
            <li key={collection.id} className="collection-item">
              {collection.image ? (
                <img
                  className="collection-thumb"
                  src={collection.image.url}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                />
              ) : (
                <span className="collection-thumb collection-thumb-empty" aria-hidden="true" />
              )}
              <div className="collection-item-text">
                <Link
                  to="/kitchen/$siteSlug/collections/$collectionId"
                  params={{ siteSlug: kitchen.slug, collectionId: collection.id }}
                  className="collection-item-title"
                >
                  {collection.title}
                </Link>
                <span className="collection-item-meta">
                  {recipes(collection.publishedRecipeCount)} on your kitchen
                  {collection.recipeCount > collection.publishedRecipeCount
                    ? ` · ${collection.recipeCount - collection.publishedRecipeCount} not published yet`
                    : ''}
                  {' · '}/collections/{collection.slug}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
