import { checkManagedRecipe } from '@larder/shared/api/manage-recipes.endpoints';
import type { RecipeCheck } from '@larder/shared/schemas/recipe-checks';
import type { RecipeInputBody } from '@larder/shared/schemas/recipe-input';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useSession } from '../session/use-session.tsx';
import type { RecipeEditorValues } from './recipe-form.ts';
import { useSettledInput } from './use-settled-input.ts';

/** How long typing must pause before the checks are asked again. */
const CHECK_AFTER_MS = 1500;

/** The checks of these fields, asked of the API (the same rules a save and the build apply). */
export function recipeChecksQuery(
  session: ReturnType<typeof useSession>,
  siteSlug: string,
  recipeId: string | null,
  input: RecipeInputBody,
) {
  return {
    queryKey: ['kitchen', siteSlug, 'checks', recipeId, JSON.stringify(input)],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      session.api.request(checkManagedRecipe, {
        params: { siteSlug },
        body: { recipeId, recipe: input },
        signal,
      }),
    staleTime: 60_000,
  };
}

/**
 * Takes the creator to the field a check names: the element marked with that field (or the
 * nearest enclosing one), scrolled into view and its first control focused.
 */
export function goToField(field: string, focus: (name: string) => void): void {
  const parts = field.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const name = parts.slice(0, length).join('.');
    const marked = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]`);
    const control = marked ?? document.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
    if (!control) continue;
    control.scrollIntoView({ block: 'center' });
    // A field before a button: a rich-text field's toolbar comes before its text.
    const target = control.matches('input, select, textarea, button, [contenteditable="true"]')
      ? control
      : (control.querySelector<HTMLElement>('input, select, textarea, [contenteditable="true"]') ??
        control.querySelector<HTMLElement>('button'));
    (target ?? control).focus({ preventScroll: true });
    return;
  }
  focus(field);
}

function Finding({ check, focus }: { check: RecipeCheck; focus: (name: string) => void }) {
  return (
    <li className={`check check-${check.severity}`}>
      <span className="check-mark" aria-hidden="true">
        {check.severity === 'error' ? '!' : 'i'}
      </span>
      <span className="check-text">
        <span className="visually-hidden">{check.severity === 'error' ? 'To fix: ' : 'To look at: '}</span>
        {check.message}
      </span>
      {check.field === 'structuredData' ? null : (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            goToField(check.field, focus);
          }}
        >
          Go to field
        </button>
      )}
    </li>
  );
}

/**
 * Pre-publish checks, asked again a moment after typing stops: what would stop a good publish
 * (errors) and what is worth a look (warnings), each with a way to the field.
 */
export function ChecksPanel({
  siteSlug,
  recipeId,
  inputOf,
  open,
  onOpenChange,
}: {
  siteSlug: string;
  recipeId: string | null;
  inputOf: (values: RecipeEditorValues) => RecipeInputBody;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const session = useSession();
  const { setFocus } = useFormContext<RecipeEditorValues>();
  const settled = useSettledInput(inputOf, CHECK_AFTER_MS);
  const checks = useQuery({
    ...recipeChecksQuery(session, siteSlug, recipeId, settled),
    placeholderData: keepPreviousData,
  });
  const listId = useId();
  const found = checks.data?.checks ?? [];
  const errors = found.filter((check) => check.severity === 'error');
  const warnings = found.filter((check) => check.severity === 'warning');
  const summary = checks.isPending
    ? 'Checking…'
    : checks.isError
      ? 'The checks could not run'
      : errors.length === 0 && warnings.length === 0
        ? 'All checks pass'
        : [
            errors.length ? `${errors.length} to fix` : null,
            warnings.length ? `${warnings.length} to look at` : null,
          ]
            .filter(Boolean)
            .join(' · ');
  return (
    <section
      className={`checks-panel${errors.length ? ' has-errors' : ''}`}
      aria-label="Checks before publishing"
    >
      <button
        type="button"
        className="checks-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          onOpenChange(!open);
        }}
      >
        <span className="checks-title">Checks</span>
        <span className="checks-summary" role="status">
          {summary}
          {checks.isFetching && !checks.isPending ? ' (checking…)' : ''}
        </span>
      </button>
      <div id={listId} hidden={!open}>
        {found.length ? (
          <ul className="check-list">
            {[...errors, ...warnings].map((check) => (
              <Finding
                key={check.id}
                check={check}
                focus={(name) => {
                  setFocus(name as never);
                }}
              />
            ))}
          </ul>
        ) : (
          <p className="hint">
            {checks.isError
              ? 'Larder could not check the recipe just now; it tries again when you type.'
              : 'Nothing to fix: search engines, readers who cannot see the photos and metric readers are all looked after.'}
          </p>
        )}
      </div>
    </section>
  );
}
