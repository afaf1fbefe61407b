import { Dialog } from '@base-ui/react/dialog';
import { formatDateTime } from '../kitchen/BuildStatus.tsx';

/**
 * A save refused (409) because what the form edits was saved elsewhere since it was loaded: the
 * creator's changes stay in the form whichever way they go — load the saved version, or keep
 * theirs and save over it. The recipe editor has its own, which can also compare the two.
 */
export function ChangedElsewhereDialog({
  title,
  subject,
  savedAt,
  loadLabel,
  keepLabel,
  onLoad,
  onKeep,
}: {
  /** "These settings were changed elsewhere". */
  title: string;
  /** How the description starts: "It was" or "They were". */
  subject: 'It' | 'They';
  savedAt: string;
  loadLabel: string;
  keepLabel: string;
  onLoad: () => void;
  onKeep: () => void;
}) {
  const them = subject === 'It' ? 'it' : 'them';
  return (
    <Dialog.Root open modal onOpenChange={() => undefined} disablePointerDismissal>
      <Dialog.Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Popup className="dialog">
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          <Dialog.Description>
            {subject} {subject === 'It' ? 'was' : 'were'} saved at {formatDateTime(savedAt)}, after you opened{' '}
            {them} here (in another tab, or by another manager of this kitchen). Your changes are still here.
          </Dialog.Description>
          <div className="form-actions">
            <button type="button" className="button button-secondary" onClick={onLoad}>
              {loadLabel}
            </button>
            <button type="button" className="button button-primary" onClick={onKeep}>
              {keepLabel}
            </button>
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
