import { useEffect, useId, useRef } from 'react';

interface Props {
  /** The question; null keeps the dialog closed. */
  message: string | null;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A confirmation before hiding or deleting a comment: a native modal dialog (focus kept inside,
 * Escape cancels), a bottom sheet on mobile and a centred dialog on desktop like the kitchen's
 * other dialogs.
 */
export default function ConfirmDialog({ message, confirmLabel, onConfirm, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (message !== null && !element.open) element.showModal();
    if (message === null && element.open) element.close();
  }, [message]);

  return (
    <dialog
      ref={dialog}
      className="dialog confirm-dialog"
      aria-labelledby={`${id}-message`}
      onClose={onClose}
    >
      <p id={`${id}-message`}>{message}</p>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button secondary" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
