import { Dialog } from '@base-ui/react/dialog';
import type { KitchenGlobals } from '@larder/shared/schemas/kitchen-globals';
import { useId, useState } from 'react';
import { usagesFromLines } from './paste-lines.ts';
import type { UsageValues } from './recipe-form.ts';

/** "Paste ingredients": a block of lines becomes rows, each keeping the line it came from. */
export function PasteIngredientsDialog({
  open,
  onOpenChange,
  globals,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  globals: KitchenGlobals;
  onAdd: (usages: UsageValues[]) => void;
}) {
  const [text, setText] = useState('');
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
              onAdd(usagesFromLines(lines, globals));
              setText('');
              onOpenChange(false);
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
            <div className="form-actions">
              <button type="submit" className="button button-primary" disabled={lines.length === 0}>
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
