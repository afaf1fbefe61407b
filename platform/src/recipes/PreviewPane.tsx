import { createRecipePreview } from '@larder/shared/api/manage-recipes.endpoints';
import type { PreviewViewer } from '@larder/shared/schemas/kitchen-snapshot';
import type { RecipeInputBody } from '@larder/shared/schemas/recipe-input';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSession } from '../session/use-session.tsx';
import { PagePreview } from '../ui/PagePreview.tsx';
import type { RecipeEditorValues } from './recipe-form.ts';
import { useSettledInput } from './use-settled-input.ts';

/** How long typing must pause before the page is rendered again. */
const RENDER_AFTER_MS = 2000;

const VIEWERS: { viewer: PreviewViewer; label: string }[] = [
  { viewer: 'visitor', label: 'Visitor' },
  { viewer: 'free-reader', label: 'Free reader' },
  { viewer: 'subscriber', label: 'Paying subscriber' },
];

/**
 * The recipe's page as readers will see it, rendered by the kitchen's own theme from the fields
 * as they are (nothing saved), again a moment after typing stops: at phone or desktop width, as a
 * visitor, a free reader or a paying subscriber. Its servings, US/Metric and °F/°C controls work as on the
 * kitchen; its links open the kitchen in a new tab.
 */
export function PreviewPane({
  siteSlug,
  recipeId,
  inputOf,
}: {
  siteSlug: string;
  recipeId: string | null;
  inputOf: (values: RecipeEditorValues) => RecipeInputBody;
}) {
  const session = useSession();
  const settled = useSettledInput(inputOf, RENDER_AFTER_MS);
  const [viewer, setViewer] = useState<PreviewViewer>('visitor');
  const groupName = useId();
  const premium = settled.privacySetting === 'subscribers_only';
  const shownViewer = premium ? viewer : 'visitor';
  const preview = useQuery({
    queryKey: ['kitchen', siteSlug, 'preview', recipeId, shownViewer, JSON.stringify(settled)],
    queryFn: ({ signal }) =>
      session.api.request(createRecipePreview, {
        params: { siteSlug },
        body: { recipeId, recipe: settled, viewer: shownViewer },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return (
    <PagePreview
      title="Preview of the recipe page"
      url={preview.data?.preview.url ?? null}
      isFetching={preview.isFetching}
      error={preview.error}
      controls={
        premium ? (
          <fieldset className="choice-options">
            <legend className="visually-hidden">Seen by</legend>
            {VIEWERS.map((option) => (
              <label key={option.viewer} className="choice-option">
                <input
                  type="radio"
                  name={`${groupName}-viewer`}
                  checked={viewer === option.viewer}
                  onChange={() => {
                    setViewer(option.viewer);
                  }}
                />{' '}
                {option.label}
              </label>
            ))}
          </fieldset>
        ) : null
      }
    />
  );
}
