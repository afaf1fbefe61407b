import { Dialog } from '@base-ui/react/dialog';
import { recipeRevision, recipeRevisions } from '@larder/shared/api/manage-recipes.endpoints';
import type { RecipeRevision } from '@larder/shared/schemas/recipe-manage';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../kitchen/BuildStatus.tsx';
import { useSession } from '../session/use-session.tsx';

/** Earlier states of the recipe, newest first; restoring one puts it in the editor, to look at and save. */
export function HistoryDialog({
  siteSlug,
  recipeId,
  open,
  onOpenChange,
  onRestore,
}: {
  siteSlug: string;
  recipeId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRestore: (revision: RecipeRevision) => void;
}) {
  const session = useSession();
  const [error, setError] = useState<string | null>(null);
  const revisions = useQuery({
    queryKey: ['kitchen', siteSlug, 'recipe', recipeId, 'revisions'],
    queryFn: ({ signal }) => session.api.request(recipeRevisions, { params: { siteSlug, recipeId }, signal }),
    enabled: open,
    staleTime: 0,
  });
  const restore = async (revisionId: string) => {
    setError(null);
    try {
      const { revision } = await session.api.request(recipeRevision, {
        params: { siteSlug, recipeId, revisionId },
      });
      onRestore(revision);
      onOpenChange(false);
    } catch {
      setError('That version could not be loaded. Try again.');
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Popup className="dialog">
          <Dialog.Title className="dialog-title">Earlier versions</Dialog.Title>
          <Dialog.Description className="hint">
            Each save is kept, and what you typed in between every ten minutes. Restoring one puts it in the
            editor; nothing changes until you save.
          </Dialog.Description>
          {revisions.isPending ? <p className="hint">Loading…</p> : null}
          {revisions.isError ? <p className="form-error">The versions could not be loaded.</p> : null}
          {revisions.data ? (
            <ol className="revision-list">
              {revisions.data.revisions.map((revision) => (
                <li key={revision.id} className="revision">
                  <span>
                    <strong>{formatDateTime(revision.createdAt)}</strong>{' '}
                    <span className="hint">
                      {revision.kind === 'saved'
                        ? `Saved (version ${revision.version})`
                        : 'Autosaved while editing'}
                      {revision.createdBy ? ` by ${revision.createdBy}` : ''}
                    </span>
                  </span>
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => void restore(revision.id)}
                  >
                    Restore
                    <span className="visually-hidden">
                      {' '}
                      the version of {formatDateTime(revision.createdAt)}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          ) : null}
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="form-actions">
            <Dialog.Close className="button button-quiet">Close</Dialog.Close>
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
