import { formatDuration, totalMinutes } from '@larder/shared/format/duration';
import type { BookmarkedRecipe, BookmarksResponse } from '@larder/shared/schemas/bookmark';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSession } from '../session/use-session.tsx';
import { PageTitle } from '../ui/PageTitle.tsx';
import { bookmarksQuery } from './bookmarks-query.ts';
import { KitchenLink } from './KitchenLink.tsx';

type Kitchen = BookmarksResponse['kitchens'][number];

/** Every recipe the reader saved, from every kitchen, grouped by kitchen. */
export function BookmarksPage() {
  const { data } = useSuspenseQuery(bookmarksQuery(useSession()));
  const kitchens = data.kitchens.filter((kitchen) => kitchen.recipes.length > 0);
  return (
    <>
      <PageTitle title="Bookmarks">Bookmarks</PageTitle>
      {kitchens.length === 0 ? (
        <div className="empty-state">
          <h2>No saved recipes yet</h2>
          <p>
            Press Save on any recipe in a Larder kitchen and it appears here, next to the recipes you saved in
            every other kitchen.
          </p>
        </div>
      ) : (
        <>
          <p className="page-intro">
            {countText(
              kitchens.reduce((sum, kitchen) => sum + kitchen.recipes.length, 0),
              'saved recipe',
            )}{' '}
            from {countText(kitchens.length, 'kitchen')}.
          </p>
          {kitchens.map((kitchen) => (
            <KitchenBookmarks key={kitchen.siteSlug} kitchen={kitchen} />
          ))}
        </>
      )}
    </>
  );
}

function countText(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}

function KitchenBookmarks({ kitchen }: { kitchen: Kitchen }) {
  const headingId = useId();
  return (
    <section className="kitchen-group" aria-labelledby={headingId}>
      <div className="kitchen-group-header">
        <h2 id={headingId}>{kitchen.siteTitle}</h2>
        <KitchenLink href={`${kitchen.siteOrigin}/`} siteSlug={kitchen.siteSlug} className="kitchen-visit">
          Visit kitchen<span className="visually-hidden"> {kitchen.siteTitle}</span>
        </KitchenLink>
      </div>
      <ul className="recipe-grid">
        {kitchen.recipes.map((recipe) => (
          <li key={recipe.id}>
            <RecipeCard recipe={recipe} siteSlug={kitchen.siteSlug} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecipeCard({ recipe, siteSlug }: { recipe: BookmarkedRecipe; siteSlug: string }) {
  const image = recipe.images[0];
  const minutes = totalMinutes(recipe);
  const details = [
    recipe.ingredientUsageCount > 0 ? countText(recipe.ingredientUsageCount, 'ingredient') : null,
    minutes > 0 ? formatDuration(minutes) : null,
  ].filter(Boolean);
  return (
    <article className="recipe-card">
      <div className="recipe-card-media">
        {image ? (
          <img
            src={image.url}
            width={image.width}
            height={image.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : null}
        {recipe.privacySetting === 'subscribers_only' ? (
          <span className="badge">Subscribers only</span>
        ) : null}
      </div>
      <h3 className="recipe-card-title">
        <KitchenLink href={recipe.url} siteSlug={siteSlug} className="recipe-card-link">
          {recipe.title}
        </KitchenLink>
      </h3>
      {details.length > 0 ? <p className="recipe-card-details">{details.join(' · ')}</p> : null}
    </article>
  );
}
