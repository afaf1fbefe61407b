import { useEffect } from 'react';
import type { KitchenContext } from '../lib/kitchen-context';
import { $currentUser, loadCurrentUser, type CurrentUserState } from '../stores/current-user';
import { useHydratedStore } from '../stores/use-hydrated-store';

interface Props {
  kitchen: KitchenContext;
  recipeId: string;
}

const PENDING: CurrentUserState = { status: 'pending' };

/**
 * "Edit recipe" on a recipe page, for the kitchen's own managers only: it leads to the recipe in
 * the creator dashboard. Hydrated only for a reader who may be signed in (`client:reader`), so a
 * visitor's page carries none of it; the API, not this link, decides who may edit.
 */
export default function EditRecipeLink({ kitchen, recipeId }: Props) {
  const state = useHydratedStore($currentUser, PENDING);
  useEffect(() => {
    void loadCurrentUser(kitchen);
  }, [kitchen]);
  if (state.status !== 'signed-in' || state.siteUserData.managesKitchen !== true) return null;
  const href = `${kitchen.platformOrigin}/kitchen/${encodeURIComponent(kitchen.siteSlug)}/recipes/${encodeURIComponent(recipeId)}`;
  return (
    <a className="button secondary" href={href}>
      Edit recipe
    </a>
  );
}
