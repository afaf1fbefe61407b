/** A toast of the kitchen (spec §2 "Toast area"): a message and at most one action button. */
export interface ToastMessage {
  message: string;
  action?: { label: string; onClick: () => void };
}

let toaster: Promise<typeof import('./toaster')> | null = null;

/**
 * Shows a toast in the kitchen's one toaster. The toaster (sonner) loads with the first toast,
 * so a page that never shows one never downloads it.
 */
export function showToast(toast: ToastMessage): void {
  toaster ??= import('./toaster');
  toaster
    .then((loaded) => loaded.showInToaster(toast))
    .catch((error: unknown) => {
      toaster = null;
      console.warn('Could not show a toast', error);
    });
}
