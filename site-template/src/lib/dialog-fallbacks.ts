/** What the browser does natively for the kitchen's dialogs, or needs done for it. */
export interface DialogSupport {
  /** Button commands (`command` and `commandfor`), Baseline since late 2025. */
  commands: boolean;
  /** `closedby="any"` (a click on the backdrop closes the dialog). */
  closedBy: boolean;
}

export const nativeDialogSupport = (): DialogSupport => ({
  commands: 'command' in HTMLButtonElement.prototype,
  closedBy: 'closedBy' in HTMLDialogElement.prototype,
});

/**
 * The kitchen's modals and drawer open, close and close on the backdrop with markup alone (ADR
 * 023). Readers on browsers from before button commands and `closedby` (iOS before Safari 26.2,
 * among others) would otherwise meet buttons that do nothing: one listener on the document
 * does the same for them, and nothing where the browser does it itself.
 */
export function enableDialogFallbacks(root: Document, support: DialogSupport = nativeDialogSupport()): void {
  if (support.commands && support.closedBy) return;
  root.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const button = support.commands ? null : target.closest('button[commandfor][command]');
    if (button) {
      const dialog = root.getElementById(button.getAttribute('commandfor') ?? '');
      if (!(dialog instanceof HTMLDialogElement)) return;
      const command = button.getAttribute('command');
      if (command === 'show-modal' && !dialog.open) dialog.showModal();
      else if (command === 'close' || command === 'request-close') dialog.close();
      return;
    }
    // A click on the backdrop lands on the dialog itself, outside its box.
    if (!support.closedBy && target instanceof HTMLDialogElement && target.open) {
      if (target.getAttribute('closedby') !== 'any' || !(event instanceof MouseEvent)) return;
      const box = target.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) target.close();
    }
  });
}
