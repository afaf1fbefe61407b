import { useEffect, useRef, useState } from 'react';
import type { KitchenContext } from '../lib/kitchen-context';
import { keepUnitChoicesOnAccount } from '../stores/account-unit-preferences';
import { $currentUser, loadCurrentUser, type CurrentUserState } from '../stores/current-user';
import { useHydratedStore } from '../stores/use-hydrated-store';

interface Props {
  kitchen: KitchenContext;
  recipeId: string;
  /** The id of the sign-in prompt the page holds for a signed-out reader (components/SavePrompt.astro). */
  promptId: string;
}

const PENDING: CurrentUserState = { status: 'pending' };

/**
 * The recipe page's Save button ("Save"/"Saved", spec §2). A signed-in reader's click saves or
 * unsaves at once (rolled back if the API refuses) and a save shows the toast "Recipe saved" with
 * "View Bookmarks". A signed-out reader is shown the page's sign-in prompt instead (a popover under
 * the button on desktop, a bottom sheet on mobile). It also keeps a signed-in reader's unit
 * choices on their account.
 */
export default function SaveButton({ kitchen, recipeId, promptId }: Props) {
  const state = useHydratedStore($currentUser, PENDING);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const saved = state.status === 'signed-in' && state.siteUserData.bookmarks.includes(recipeId);

  useEffect(() => {
    // Hydrated at open only for a reader who may be signed in (`client:reader`), and on every
    // recipe page: where a signed-in reader's unit choices start following their account.
    void keepUnitChoicesOnAccount(kitchen);
  }, [kitchen]);

  // What a click does next loads with the click: a visitor who never clicks downloads none of it.
  const onClick = async () => {
    if (busy) return;
    const current = state.status === 'pending' ? await loadCurrentUser(kitchen) : state;
    if (current.status !== 'signed-in') {
      const element = document.getElementById(promptId);
      if (!element) return;
      const { openSavePrompt } = await import('../lib/save-prompt');
      openSavePrompt(element, button.current);
      return;
    }
    setBusy(true);
    try {
      const { saveOrUnsaveRecipe } = await import('../lib/save-recipe');
      await saveOrUnsaveRecipe(kitchen, recipeId);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      ref={button}
      type="button"
      className={`button secondary save-button${saved ? ' is-saved' : ''}`}
      aria-pressed={saved}
      aria-haspopup={state.status === 'signed-in' ? undefined : 'dialog'}
      onClick={() => {
        void onClick();
      }}
    >
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M6 3h12v18l-6-4.5L6 21z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {saved ? 'Saved' : 'Save'}
    </button>
  );
}
