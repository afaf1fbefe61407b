import { Dialog } from '@base-ui/react/dialog';
import { ApiError } from '@larder/shared/api/api-client';
import { parseRecipe } from '@larder/shared/api/manage-recipes.endpoints';
import { looksLikeHtml, slimPage } from '@larder/shared/recipe-import/slim-page';
import { RECIPE_PARSE_LIMITS } from '@larder/shared/schemas/recipe-parse';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useSession } from '../session/use-session.tsx';
import { importQueryKey } from './recipes-query.ts';

/**
 * "Import a recipe": paste a recipe's text or a page's HTML, or choose (or drop) a saved page.
 * Larder reads it into a new recipe in the editor, to check and save; nothing is saved before.
 */
export function ImportRecipeDialog({ siteSlug }: { siteSlug: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const textId = useId();
  const fileId = useId();

  const readFile = async (file: File) => {
    setError(null);
    if (file.size > 20 * 1024 * 1024) {
      setError('That file is larger than any saved recipe page. Choose the page’s .html file.');
      return;
    }
    setText(await file.text());
    setFileName(file.name);
  };

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      // A file of a Larder export (JSON) is read as it is: it carries the recipe whole.
      const html = !/^\s*[[{]/.test(text) && looksLikeHtml(text) ? slimPage(text) : null;
      if (html !== null && html.length > RECIPE_PARSE_LIMITS.html) {
        setError('That page is too large to import; paste the recipe’s text instead.');
        return;
      }
      const body = html !== null ? { siteSlug, html } : { siteSlug, text };
      const result = await session.api.request(parseRecipe, { body });
      session.queryClient.setQueryData(importQueryKey(siteSlug), result);
      setOpen(false);
      await navigate({
        to: '/kitchen/$siteSlug/recipes/$recipeId',
        params: { siteSlug, recipeId: 'new' },
        search: { imported: true },
      });
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? caught.message
          : 'The recipe could not be read just now. Try again in a moment.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="button button-secondary">Import a recipe</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Popup className="dialog">
          <Dialog.Title className="dialog-title">Import a recipe</Dialog.Title>
          <Dialog.Description className="hint">
            Paste a recipe as text, or the HTML of its page, or choose a page you saved from your browser.
            Larder sorts it into a new recipe for you to check; nothing is saved until you save it.
          </Dialog.Description>
          <form
            className="stack"
            onSubmit={(event) => {
              event.preventDefault();
              event.stopPropagation();
              void submit();
            }}
          >
            <label htmlFor={textId} className="field-label">
              Recipe text or page
            </label>
            <textarea
              id={textId}
              className="input textarea paste-area"
              rows={10}
              value={fileName ? `${fileName} (${Math.round(text.length / 1024)} KB)` : text}
              readOnly={fileName !== null}
              onChange={(event) => {
                setText(event.target.value);
              }}
              onDragOver={(event) => {
                event.preventDefault();
              }}
              onDrop={(event) => {
                const file = event.dataTransfer.files[0];
                if (!file) return;
                event.preventDefault();
                void readFile(file);
              }}
            />
            <div className="field">
              <label htmlFor={fileId} className="field-label">
                Or choose a saved page, or a recipe file of a Larder export
              </label>
              <input
                id={fileId}
                type="file"
                accept=".html,.htm,.txt,.json,text/html,text/plain,application/json,application/ld+json"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void readFile(file);
                }}
              />
              {fileName ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    setFileName(null);
                    setText('');
                  }}
                >
                  Clear the file
                </button>
              ) : null}
            </div>
            {error ? (
              <p className="form-error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="form-actions">
              <button type="submit" className="button button-primary" disabled={!text.trim() || busy}>
                {busy ? 'Reading…' : 'Read the recipe'}
              </button>
              <Dialog.Close className="button button-quiet">Cancel</Dialog.Close>
            </div>
          </form>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
