/** Spec §9 storage keys: closing the popup is remembered for the session, submitting for good. */
export const POPUP_CLOSED_KEY = 'hasClosedPopup';
export const NEWSLETTER_SUBMITTED_KEY = 'hasSubmittedNewsletterForm';
export const POPUP_DELAY_MS = 4000;
export const POPUP_THANKS_MS = 2000;

export function browserStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function remember(kind: 'local' | 'session', key: string): void {
  try {
    browserStorage(kind)?.setItem(key, 'true');
  } catch {
    // Storage full or blocked: the popup may come back, nothing else depends on it.
  }
}

/** Whether the newsletter popup may open: the reader neither closed it this session nor submitted. */
export function popupAllowed(storage: { session: Storage | null; local: Storage | null }): boolean {
  try {
    return (
      storage.session?.getItem(POPUP_CLOSED_KEY) === null &&
      storage.local?.getItem(NEWSLETTER_SUBMITTED_KEY) === null
    );
  } catch {
    return false;
  }
}

/** The event a popup receives when its kitchen's trigger fires (lib/newsletter-boot.ts); it opens then. */
export const POPUP_DUE_EVENT = 'larder:popup-due';
