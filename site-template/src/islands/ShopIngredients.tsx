import type { PublicIngredientUsageGroup } from '@larder/shared/schemas/recipe-public';
import { lazy, Suspense, useState } from 'react';
import type { KitchenDefaults } from '../stores/use-recipe-view';

interface Props {
  groups: PublicIngredientUsageGroup[];
  defaults: KitchenDefaults;
}

/** Loaded with the first click: most readers never open the list. */
const ShoppingList = lazy(() => import('./ShoppingList'));

/**
 * "Shop ingredients" (a per-kitchen option): a button that opens a shopping list of the recipe's
 * ingredients at the reader's chosen servings and units.
 */
export default function ShopIngredients({ groups, defaults }: Props) {
  const [opened, setOpened] = useState(0);
  return (
    <>
      <button
        type="button"
        className="button secondary shop-button needs-js"
        onClick={() => {
          setOpened((count) => count + 1);
        }}
      >
        Shop ingredients
      </button>
      {opened > 0 && (
        <Suspense fallback={null}>
          <ShoppingList groups={groups} defaults={defaults} opened={opened} />
        </Suspense>
      )}
    </>
  );
}
