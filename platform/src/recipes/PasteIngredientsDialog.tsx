import { Dialog } from '@base-ui/react/dialog';
import type { KitchenGlobals } from '@larder/shared/schemas/kitchen-globals';
import { useId, useState } from 'react';
import { parseRecipe } from '@larder/shared/api/manage-recipes.endpoints';
import { useSession } from '../session/use-session.tsx';
import { usageFromParsedLine } from './paste-lines.ts';
import type { UsageValues } from './recipe-form.ts';

/** "Paste ingredients": a block of lines becomes rows, each keeping the line it came from. */
export function PasteIngredientsDialog({
  open,
  onOpenChange,
  siteSlug,
  globals,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  siteSlug: string;
  globals: KitchenGlobals;
  onAdd: (usages: UsageValues[]) => void;
}) {
  const session = useSession();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const textId = useId();
  const lines = text.split(/\r?\n/).filter((line) => line.trim());
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Popup className="dialog">
          <Dialog.Title className="dialog-title">Paste ingredients</Dialog.Title>
          <Dialog.Description className="hint">
            One ingredient per line, as written anywhere: “2 cups flour, sifted”, “25g/1oz butter”. Blank
            lines are skipped; each row keeps its line so you can check it.
          </Dialog.Description>
          <form
            className="stack"
            onSubmit={(event) => {
              event.preventDefault();
              // React passes events up through portals: the recipe's own form must not see this submit.
              event.stopPropagation();
              setBusy(true);
              setError(null);
              // The lines are read by the API's parser, the one recipe imports use.
              session.api
                .request(parseRecipe, {
                  body: { siteSlug, lines: lines.map((line) => line.trim().slice(0, 500)) },
                })
                .then(({ ingredientLines }) => {
                  onAdd(ingredientLines.map((line) => usageFromParsedLine(line, globals)));
                  setText('');
                  onOpenChange(false);
                })
                .catch(() => {
                  setError('The lines could not be read just now. Try again.');
                })
                .finally(() => {
                  setBusy(false);
                });
            }}
          >
            <label htmlFor={textId} className="field-label">
              Ingredient lines
            </label>
            <textarea
              id={textId}
              className="input textarea paste-area"
              rows={8}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
              }}
            />
            {error ? (
              <p className="form-error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="form-actions">
              <button type="submit" className="button button-primary" disabled={lines.length === 0 || busy}>
                Add {lines.length || ''} {lines.length === 1 ? 'ingredient' : 'ingredients'}
              </button>
              <Dialog.Close className="button button-quiet">Cancel</Dialog.Close>
            </div>
          </form>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
