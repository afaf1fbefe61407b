import { mayBeSignedIn, popupAllowed, POPUP_DELAY_MS, browserStorage } from './newsletter-storage';

const INTENT = ['focusin', 'pointerover', 'touchstart'] as const;

/**
 * For a reader who may be signed in, the blocks wait (hidden, so no wrong variant flashes) until
 * one comes near the viewport: they sit below the recipe, and the page's first moments are the
 * recipe's.
 */
function whenNear(root: Document, start: () => void): void {
  const blocks = [...root.querySelectorAll('[data-newsletter-block]:not(dialog)')];
  for (const block of blocks) block.setAttribute('data-newsletter-pending', '');
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: '400px 0px' },
  );
  for (const block of blocks) observer.observe(block);
}

/**
 * Starts the newsletter blocks of a page with a few hundred bytes, loading their code
 * (lib/newsletter-blocks.ts) only when it is needed: when a block nears the viewport for a
 * reader who may be signed in (their subscription decides what the blocks show), when the popup
 * is due 4 s after the page opened, when a reader reaches for a block, or at the footer's
 * Newsletter link. A form submitted
 * before the code is there is submitted again once it is.
 */
export function bootNewsletterBlocks(root: Document = document): void {
  if (!root.querySelector('[data-newsletter-config]')) return;
  const popupOpensAt = Date.now() + POPUP_DELAY_MS;
  let ready = false;
  let loading: Promise<{ openPopup: () => void }> | null = null;
  const load = () =>
    (loading ??= import('./newsletter-blocks').then(({ enhanceNewsletterBlocks }) => {
      const blocks = enhanceNewsletterBlocks(root, { popupOpensAt });
      ready = true;
      return blocks;
    }));
  const start = () => {
    load().catch((error: unknown) => {
      console.warn('Could not load the newsletter forms', error);
      for (const block of root.querySelectorAll('[data-newsletter-pending]')) {
        block.removeAttribute('data-newsletter-pending');
      }
    });
  };

  if (
    root.querySelector('dialog[data-newsletter-block="popup"]') &&
    popupAllowed({ session: browserStorage('session'), local: browserStorage('local') })
  )
    window.setTimeout(start, POPUP_DELAY_MS);
  if (mayBeSignedIn()) whenNear(root, start);

  for (const block of root.querySelectorAll('[data-newsletter-block]')) {
    for (const type of INTENT) block.addEventListener(type, start, { once: true, passive: true });
  }
  root.addEventListener('submit', (event) => {
    const form = event.target;
    if (ready || !(form instanceof HTMLFormElement) || form.dataset.newsletterForm !== 'free') return;
    event.preventDefault();
    void load().then(() => {
      form.requestSubmit();
    });
  });
  root.addEventListener('click', (event) => {
    const opener = event.target instanceof Element ? event.target.closest('[data-newsletter-open]') : null;
    if (!opener || !root.querySelector('dialog[data-newsletter-block="popup"]')) return;
    event.preventDefault();
    void load().then((blocks) => {
      blocks.openPopup();
    });
  });
}
