import type { PreviewViewer } from '@larder/shared/schemas/kitchen-snapshot';
import type { PublicRecipe } from '@larder/shared/schemas/recipe-public';
import type { PublicUnit } from '@larder/shared/schemas/unit';
import { ApiError } from '@larder/shared/api/api-client';
import { siteRecipe } from '@larder/shared/api/recipes.endpoints';
import { useEffect, useRef, useState } from 'react';
import { kitchenApi } from '../lib/kitchen-api';
import type { KitchenContext } from '../lib/kitchen-context';
import type { RecipeTeaser } from '../lib/recipe-teaser';
import { loadCurrentUser } from '../stores/current-user';
import { stepMediaHtml } from '../lib/step-media-html';
import type { KitchenDefaults } from '../stores/use-recipe-view';
import { shownInstructionGroups } from '../lib/shown-steps';
import RecipePanel from './RecipePanel';

interface Props {
  kitchen: KitchenContext;
  recipeSlug: string;
  units: PublicUnit[];
  defaults: KitchenDefaults;
  /** What everyone sees of the ingredients (never the locked content). */
  teaser: RecipeTeaser;
  /** The kitchen's paid subscriptions are on Substack (sites.config.ts `substackSignIn`). */
  substack?: boolean;
  /** The kitchen's "Shop ingredients" option, for the unlocked recipe. */
  shopIngredients?: boolean;
  /**
   * The studio's preview shows the page as this reader: nothing is asked of the API (the preview
   * has none to ask), and a free reader is offered the upgrade.
   */
  previewAs?: PreviewViewer | undefined;
}

/**
 * A subscribers-only recipe. The static page carries only the teaser and the lock message. The
 * island asks the API for the whole recipe with the reader's stored token or the page's preview
 * link (`?preview=`); the API returns it only to entitled viewers (the kitchen's managers, paid
 * subscribers, preview-link holders) and the page then shows it in full. A free subscriber is
 * offered "Upgrade to Full Access" instead of "Subscribe"; both lead to the subscribe page. A
 * kitchen whose paid readers subscribe on Substack offers "Sign in with Substack email" instead.
 */
export default function LockedRecipe({
  kitchen,
  recipeSlug,
  units,
  defaults,
  teaser,
  substack = false,
  shopIngredients = false,
  previewAs,
}: Props) {
  const [recipe, setRecipe] = useState<PublicRecipe | null>(null);
  const [isPreview, setIsPreview] = useState(false);
  const [offerUpgrade, setOfferUpgrade] = useState(previewAs === 'free-reader');
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (previewAs) return;
    const controller = new AbortController();
    const previewToken = new URLSearchParams(window.location.search).get('preview');
    const unlock = async () => {
      const viewer = await loadCurrentUser(kitchen);
      const user = viewer.status === 'signed-in' ? viewer.user : null;
      if (controller.signal.aborted) return;
      setOfferUpgrade(Boolean(user?.isSubscribedToFree && !user.isSubscribedToPaid));
      if (!user && !previewToken) return;
      let body: { recipe: PublicRecipe; preview: boolean };
      try {
        body = await kitchenApi(kitchen.apiOrigin).request(siteRecipe, {
          params: { siteSlug: kitchen.siteSlug, recipeSlug },
          query: previewToken ? { preview: previewToken } : {},
          ...(user ? {} : { token: null }),
          signal: controller.signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 403 && error.body) {
          setNotice(error.body.error.message);
          return;
        }
        throw error;
      }
      if (body.recipe.isLocked) return;
      setIsPreview(body.preview);
      setRecipe(body.recipe);
    };
    unlock().catch((error: unknown) => {
      if (!controller.signal.aborted) console.warn('Could not load the full recipe', error);
    });
    return () => {
      controller.abort();
    };
  }, [kitchen, recipeSlug, previewAs]);

  // Step media of the unlocked recipe arrive after the page's media script ran: enhance them here.
  const unlocked = useRef<HTMLElement>(null);
  useEffect(() => {
    const root = unlocked.current;
    if (!recipe || !root?.querySelector('[data-media-slider], [data-youtube-embed]')) return;
    let cleanup: (() => void) | undefined;
    import('../lib/media-slider/enhance-media-sliders')
      .then(({ enhanceMediaSliders }) => {
        cleanup = enhanceMediaSliders(root);
      })
      .catch((error: unknown) => {
        console.warn('Could not load the media sliders', error);
      });
    return () => cleanup?.();
  }, [recipe]);

  if (recipe) {
    const groups = shownInstructionGroups(recipe.instructionGroups);
    return (
      <RecipePanel
        panelRef={unlocked}
        unlockedNote={
          isPreview
            ? 'Preview: this subscribers-only recipe is open to you through a preview link.'
            : 'You have full access to this premium recipe.'
        }
        yieldServings={recipe.yieldServings}
        servingDescription={recipe.servingDescription}
        ingredientGroups={recipe.ingredientUsageGroups}
        instructionGroups={groups}
        note={recipe.note}
        mediaHtml={stepMediaHtml(groups, { builtImages: false })}
        units={units}
        defaults={defaults}
        shopIngredients={shopIngredients}
      />
    );
  }

  return (
    <section className="locked" aria-labelledby="locked-heading">
      <div className="recipe-locked-content teaser" aria-hidden="true">
        <p className="teaser-heading">Ingredients</p>
        <p>{teaser.summary}</p>
        <ul>
          {Array.from({ length: teaser.rows }, (_, row) => (
            // Lines of varied lengths, the same on every build.
            <li key={row} style={{ width: `${String(45 + ((row * 37) % 50))}%` }} />
          ))}
        </ul>
      </div>
      <h2 id="locked-heading" className="visually-hidden">
        Subscribers-only recipe
      </h2>
      {notice ? (
        <p className="lock-notice" role="alert">
          {notice}
        </p>
      ) : null}
      {substack ? (
        <>
          <p className="lock-message" data-protected="">
            This is a premium recipe and is only available to Substack subscribers with paid subscriptions
          </p>
          <a className="button" href={`/sign-in/?next=${encodeURIComponent(`/recipes/${recipeSlug}/`)}`}>
            Sign in with Substack email
          </a>
        </>
      ) : (
        <>
          <p className="lock-message" data-protected="">
            This is a premium recipe and is only available to subscribers with full access subscriptions
          </p>
          <a className="button" href="/subscribe/">
            {offerUpgrade ? 'Upgrade to Full Access' : 'Subscribe'}
          </a>
        </>
      )}
    </section>
  );
}
