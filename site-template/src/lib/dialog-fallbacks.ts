import type { DialogSupport } from './dialog-support';

/**
 * The kitchen's modals and drawer open, close and close on the backdrop with markup alone (ADR
 * 023). Readers on browsers from before button commands and `closedby` (iOS before Safari 26.2,
 * among others) would otherwise meet buttons that do nothing: one listener on the document
 * does the same for them, and nothing where the browser does it itself. Self-contained (it uses
 * nothing from outside its body), so `Modal.astro` writes its source into the page as an inline
 * script: no script file for anyone.
 */
export function enableDialogFallbacks(
  root: Document,
  support: DialogSupport = {
    commands: 'command' in HTMLButtonElement.prototype,
    closedBy: 'closedBy' in HTMLDialogElement.prototype,
  },
): void {
  if (support.commands && support.closedBy) return;
  // Native `closedby="any"` closes only when the press both starts and ends on the backdrop: a
  // text selection dragged out of the dialog must not close it.
  let pressedOutside = false;
  const outside = (dialog: HTMLDialogElement, event: MouseEvent) => {
    const box = dialog.getBoundingClientRect();
    return (
      event.clientX < box.left ||
      event.clientX > box.right ||
      event.clientY < box.top ||
      event.clientY > box.bottom
    );
  };
  root.addEventListener('pointerdown', (event) => {
    const target = event.target;
    pressedOutside = target instanceof HTMLDialogElement && target.open && outside(target, event);
  });
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
      if (target.getAttribute('closedby') !== 'any') return;
      if (pressedOutside && outside(target, event)) target.close();
    }
    pressedOutside = false;
  });
}
