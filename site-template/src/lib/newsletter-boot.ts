import { AUTH_TOKEN_KEY } from './auth-token';
import {
  NEWSLETTER_SUBMITTED_KEY,
  POPUP_CLOSED_KEY,
  POPUP_DELAY_MS,
  POPUP_DUE_EVENT,
} from './newsletter-storage';

const BLOCK = '[data-newsletter-block]';
const PENDING = 'data-newsletter-pending';

/**
 * Starts the newsletter blocks of a page from a few hundred bytes written into the page (the
 * `client:newsletter` directive), calling `load` for their code (lib/newsletter-blocks.ts) only
 * when it is needed: when the popup is due at `popupOpensAt` (4 s after the page opened), when a
 * reader reaches for a block, at the footer's Newsletter link, or for a reader who may be signed
 * in (their subscription decides what the blocks show, so the blocks stay unseen meanwhile) once
 * the page is idle and a block comes near the viewport: the blocks sit below the recipe, and the
 * page's first moments are the recipe's. A form submitted or the link clicked before the code is
 * there is submitted or clicked again once it is, or followed natively if it could not load.
 */
export function bootNewsletterBlocks(
  root: Document,
  load: (mayBeSignedIn: boolean) => Promise<void>,
  popupOpensAt = performance.timeOrigin + POPUP_DELAY_MS,
): void {
  const blocks = root.querySelectorAll(`${BLOCK}:not(dialog)`);
  const popup = root.querySelector(`dialog${BLOCK}`);
  let ready = false;
  let loading: Promise<void> | undefined;
  const start = () =>
    (loading ??= load(signedIn).then(
      () => {
        ready = true;
      },
      (error: unknown) => {
        console.warn(error);
        for (const block of blocks) block.removeAttribute(PENDING);
      },
    ));

  // popupAllowed (./newsletter-storage.ts) in fewer bytes for the page, and whether a reader may
  // be signed in here (a stored token, or a magic link in the address), told to the code loaded.
  let popupAllowed = false;
  let signedIn = /[?&]mgk=/.test(location.search);
  try {
    popupAllowed =
      sessionStorage.getItem(POPUP_CLOSED_KEY) === null &&
      localStorage.getItem(NEWSLETTER_SUBMITTED_KEY) === null;
    signedIn ||= localStorage.getItem(AUTH_TOKEN_KEY) !== null;
  } catch {
    // Storage blocked: no popup, since closing it could not be remembered.
  }
  if (popup && popupAllowed)
    whenPopupDue(root, popup, popupOpensAt, () => {
      void start();
    });
  if (signedIn) {
    for (const block of blocks) block.setAttribute(PENDING, '');
    const observe = () => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting))
            void start().then(() => {
              observer.disconnect();
            });
        },
        { rootMargin: '400px 0px' },
      );
      for (const block of blocks) observer.observe(block);
    };
    if ('requestIdleCallback' in window) requestIdleCallback(observe, { timeout: 2000 });
    else setTimeout(observe, 200);
  }
  for (const type of ['focusin', 'pointerover', 'touchstart', 'submit', 'click'])
    root.addEventListener(type, (event) => {
      const target = event.target as Element;
      if (ready || !target.closest?.(`${BLOCK},[data-newsletter-open]`)) return;
      // A free form's submit and the Newsletter link need the code; the rest only announce it.
      const form =
        type === 'submit' && target.matches('[data-newsletter-form=free]') && (target as HTMLFormElement);
      const link = type === 'click' && popup && target.closest<HTMLAnchorElement>('a[data-newsletter-open]');
      if (form || link) event.preventDefault();
      void start().then(() => {
        if (form && ready) form.requestSubmit();
        else if (form) form.submit();
        else if (link && ready) link.click();
        else if (link) window.location.assign(link.href);
      });
    });
}

/**
 * Calls `due` when the popup should first open, by the kitchen's `data-popup-trigger`: at
 * `opensAt` (`delay`, the spec's 4 s), when the pointer leaves the page by its top edge
 * (`exit-intent`; touch screens have none, and wait as `after-recipe` does), or when the end of
 * the recipe (`[data-popup-after]`, else the footer) comes into view (`after-recipe`). A
 * triggered popup is marked `data-popup-due` and told with `POPUP_DUE_EVENT`.
 */
export function whenPopupDue(root: Document, popup: Element, opensAt: number, due: () => void): void {
  const trigger = popup.getAttribute('data-popup-trigger') ?? 'delay';
  const fire = () => {
    if (popup.hasAttribute('data-popup-due')) return;
    popup.setAttribute('data-popup-due', '');
    popup.dispatchEvent(new Event(POPUP_DUE_EVENT));
    due();
  };
  if (trigger === 'delay' || !('IntersectionObserver' in window)) {
    setTimeout(due, Math.max(0, opensAt - Date.now()));
    return;
  }
  const touchOnly = window.matchMedia?.('(hover: none)').matches ?? false;
  if (trigger === 'exit-intent' && !touchOnly) {
    const leave = (event: MouseEvent) => {
      if (event.relatedTarget === null && event.clientY <= 0) {
        root.removeEventListener('mouseout', leave);
        fire();
      }
    };
    root.addEventListener('mouseout', leave);
    return;
  }
  const end = root.querySelector('[data-popup-after]') ?? root.querySelector('footer');
  if (!end) return;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    fire();
  });
  observer.observe(end);
}
