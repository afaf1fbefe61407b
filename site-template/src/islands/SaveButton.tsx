import { useEffect, useId, useRef, useState } from 'react';
import type { KitchenContext } from '../lib/kitchen-context';
import { keepUnitChoicesOnAccount } from '../stores/account-unit-preferences';
import { $currentUser, loadCurrentUser, type CurrentUserState } from '../stores/current-user';
import { useHydratedStore } from '../stores/use-hydrated-store';

interface Props {
  kitchen: KitchenContext;
  recipeId: string;
  /** This page's path, where a reader who signs in from the prompt comes back to. */
  returnPath: string;
}

const PENDING: CurrentUserState = { status: 'pending' };

/**
 * The recipe page's Save button ("Save"/"Saved", spec §2). A signed-in reader's click saves or
 * unsaves at once (rolled back if the API refuses) and a save shows the toast "Recipe saved" with
 * "View Bookmarks". A signed-out reader is offered Create Account and Sign In instead: a popover
 * under the button on desktop, a bottom sheet on mobile. It also keeps a signed-in reader's unit
 * choices on their account.
 */
export default function SaveButton({ kitchen, recipeId, returnPath }: Props) {
  const state = useHydratedStore($currentUser, PENDING);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const prompt = useRef<HTMLDivElement>(null);
  const promptId = useId();
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
      const element = prompt.current;
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

  const next = `?next=${encodeURIComponent(returnPath)}`;
  return (
    <>
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
      <div
        ref={prompt}
        id={promptId}
        className="save-prompt"
        popover="auto"
        role="dialog"
        aria-labelledby={`${promptId}-title`}
      >
        <p id={`${promptId}-title`} className="save-prompt-title">
          Save this recipe
        </p>
        <p className="save-prompt-text">
          Create a free account or sign in to save recipes and find them later.
        </p>
        <div className="save-prompt-actions">
          <a className="button" href={`/sign-up${next}`}>
            Create Account
          </a>
          <a className="button secondary" href={`/sign-in${next}`}>
            Sign In
          </a>
        </div>
      </div>
    </>
  );
}
