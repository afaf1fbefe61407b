import { Dialog } from '@base-ui/react/dialog';
import type { ManagedRecipe } from '@larder/shared/schemas/recipe-manage';
import { useState } from 'react';
import { formatDateTime } from '../kitchen/BuildStatus.tsx';
import { compareRecipes } from './recipe-compare.ts';
import type { RecipeEditorValues } from './recipe-form.ts';

/**
 * A save refused because the recipe was saved elsewhere since this editor loaded it. Nothing is
 * lost whichever way the creator goes: compare the two, take theirs, or keep theirs' version
 * number and save this one over it.
 */
export function ConflictDialog({
  theirs,
  theirValues,
  mine,
  onReload,
  onKeepMine,
}: {
  theirs: ManagedRecipe;
  theirValues: RecipeEditorValues;
  mine: RecipeEditorValues;
  onReload: () => void;
  onKeepMine: () => void;
}) {
  const [comparing, setComparing] = useState(false);
  const differences = compareRecipes(mine, theirValues);
  return (
    <Dialog.Root open modal onOpenChange={() => undefined} disablePointerDismissal>
      <Dialog.Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Popup className="dialog">
          <Dialog.Title className="dialog-title">This recipe was changed elsewhere</Dialog.Title>
          <Dialog.Description>
            It was saved at {formatDateTime(theirs.updatedAt)}, after you opened it here (in another tab, or
            by another manager of this kitchen). Your changes are still here.
          </Dialog.Description>
          {comparing ? (
            differences.length === 0 ? (
              <p className="hint">The two versions read the same.</p>
            ) : (
              <table className="compare-table">
                <caption className="visually-hidden">Fields that differ</caption>
                <thead>
                  <tr>
                    <th scope="col">Field</th>
                    <th scope="col">Yours</th>
                    <th scope="col">Saved elsewhere</th>
                  </tr>
                </thead>
                <tbody>
                  {differences.map((difference) => (
                    <tr key={difference.field}>
                      <th scope="row">{difference.field}</th>
                      <td>{difference.mine || '—'}</td>
                      <td>{difference.theirs || '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          ) : null}
          <div className="form-actions">
            <button type="button" className="button button-primary" onClick={onKeepMine}>
              Keep my version
            </button>
            <button type="button" className="button button-secondary" onClick={onReload}>
              Load the saved version
            </button>
            {comparing ? null : (
              <button
                type="button"
                className="button button-quiet"
                onClick={() => {
                  setComparing(true);
                }}
              >
                Compare
              </button>
            )}
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
