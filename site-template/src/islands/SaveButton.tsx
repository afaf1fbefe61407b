import { useEffect, useId, useRef, useState } from 'react';
import { accountAreaUrl, openAccountArea } from '../lib/account-area';
import type { KitchenContext } from '../lib/kitchen-context';
import { showToast } from '../lib/toast';
import { isSaved, toggleBookmark } from '../stores/bookmarks';
import { $currentUser, loadCurrentUser, type CurrentUserState } from '../stores/current-user';
import { useHydratedStore } from '../stores/use-hydrated-store';

interface Props {
  kitchen: KitchenContext;
  recipeId: string;
  /** This page's path, where a reader who signs in from the prompt comes back to. */
  returnPath: string;
}

const PENDING: CurrentUserState = { status: 'pending' };
const DESKTOP = '(min-width: 768px)';

function viewBookmarks(kitchen: KitchenContext) {
  if (!openAccountArea(kitchen, '/bookmarks'))
    window.location.assign(accountAreaUrl(kitchen.platformOrigin, '/bookmarks'));
}

/** Under the button on desktop; on mobile the stylesheet makes it a bottom sheet. */
function placePrompt(element: HTMLElement, anchor: HTMLElement | null) {
  if (!anchor || !window.matchMedia(DESKTOP).matches) {
    element.style.removeProperty('top');
    element.style.removeProperty('left');
    return;
  }
  const rect = anchor.getBoundingClientRect();
  const left = Math.min(Math.max(8, rect.left), window.innerWidth - element.offsetWidth - 8);
  element.style.setProperty('top', `${rect.bottom + 8}px`);
  element.style.setProperty('left', `${left}px`);
}

/**
 * The recipe page's Save button ("Save"/"Saved", spec §2). A signed-in reader's click saves or
 * unsaves at once (rolled back if the API refuses) and a save shows the toast "Recipe saved" with
 * "View Bookmarks". A signed-out reader is offered Create Account and Sign In instead: a popover
 * under the button on desktop, a bottom sheet on mobile.
 */
export default function SaveButton({ kitchen, recipeId, returnPath }: Props) {
  const state = useHydratedStore($currentUser, PENDING);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const prompt = useRef<HTMLDivElement>(null);
  const promptId = useId();
  const saved = state.status === 'signed-in' && isSaved(state.siteUserData, recipeId);

  useEffect(() => {
    void loadCurrentUser(kitchen);
  }, [kitchen]);

  useEffect(() => {
    const element = prompt.current;
    if (!element) return;
    const follow = () => {
      placePrompt(element, button.current);
    };
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') {
        window.addEventListener('scroll', follow, { passive: true });
        window.addEventListener('resize', follow);
      } else {
        window.removeEventListener('scroll', follow);
        window.removeEventListener('resize', follow);
      }
    };
    element.addEventListener('toggle', onToggle);
    return () => {
      element.removeEventListener('toggle', onToggle);
      window.removeEventListener('scroll', follow);
      window.removeEventListener('resize', follow);
    };
  }, []);

  const onClick = async () => {
    if (busy) return;
    const current = state.status === 'pending' ? await loadCurrentUser(kitchen) : state;
    if (current.status !== 'signed-in') {
      const element = prompt.current;
      if (!element) return;
      element.showPopover();
      placePrompt(element, button.current);
      element.querySelector<HTMLElement>('a')?.focus();
      return;
    }
    setBusy(true);
    const outcome = await toggleBookmark(kitchen, recipeId);
    setBusy(false);
    if (outcome === 'saved')
      showToast({
        message: 'Recipe saved',
        action: {
          label: 'View Bookmarks',
          onClick: () => {
            viewBookmarks(kitchen);
          },
        },
      });
    else if (outcome === 'failed') showToast({ message: 'Something went wrong. Please try again.' });
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
