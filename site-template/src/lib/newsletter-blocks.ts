import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@larder/shared/email-address';
import type { KitchenContext } from './kitchen-context';
import {
  popupForViewer,
  showsNewsletterBlock,
  subscribeBoxVariant,
  type NewsletterViewer,
} from './newsletter-block';
import {
  browserStorage,
  NEWSLETTER_SUBMITTED_KEY,
  POPUP_CLOSED_KEY,
  POPUP_DELAY_MS,
  POPUP_DUE_EVENT,
  POPUP_THANKS_MS,
  popupAllowed,
  remember,
} from './newsletter-storage';
import type { SubscriptionOffer } from './subscription-offer';

/** What the page tells the script (`[data-newsletter-config]`, written by SiteFooter.astro). */
export interface NewsletterConfig {
  kitchen: KitchenContext;
  origin: string;
  offer: SubscriptionOffer;
}

export function readNewsletterConfig(root: ParentNode): NewsletterConfig | null {
  const element = root.querySelector<HTMLElement>('[data-newsletter-config]');
  const text = element?.dataset.newsletterConfig;
  return text ? (JSON.parse(text) as NewsletterConfig) : null;
}

function show(block: Element, view: 'form' | 'upgrade' | 'thanks'): void {
  for (const element of block.querySelectorAll<HTMLElement>('[data-view]')) {
    element.hidden = element.dataset.view !== view;
  }
}

function setError(form: HTMLFormElement, content: string | Node[] | null): void {
  const error = form.querySelector<HTMLElement>('[data-newsletter-error]');
  const input = form.querySelector<HTMLInputElement>('input[name="email"]');
  if (!error) return;
  error.replaceChildren(...(content === null ? [] : typeof content === 'string' ? [content] : content));
  error.hidden = content === null;
  if (input) {
    if (content === null) input.removeAttribute('aria-invalid');
    else input.setAttribute('aria-invalid', 'true');
  }
}

/**
 * Spec §2, §5: a free newsletter subscription from the footer form, the inline box or the popup.
 * A blank address is ignored; a malformed one is refused here; the request's code loads with the
 * first real submit. Success shows the block's thanks view and is remembered for good.
 */
async function submitFree(config: NewsletterConfig, form: HTMLFormElement, onThanks: () => void) {
  const input = form.querySelector<HTMLInputElement>('input[name="email"]');
  const email = input?.value.trim() ?? '';
  if (!email) return;
  if (!isValidEmail(email)) {
    setError(form, INVALID_EMAIL_MESSAGE);
    input?.focus();
    return;
  }
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (button?.disabled) return;
  if (button) {
    button.disabled = true;
    button.dataset.label = button.textContent ?? '';
    button.textContent = 'Subscribing...';
  }
  const { subscribeToNewsletter } = await import('./newsletter-submit');
  const failure = await subscribeToNewsletter(config, email);
  if (button) {
    button.disabled = false;
    button.textContent = button.dataset.label ?? 'Subscribe';
  }
  if (failure) {
    setError(form, failure);
    return;
  }
  remember('local', NEWSLETTER_SUBMITTED_KEY);
  onThanks();
}

function enhanceForms(config: NewsletterConfig, root: ParentNode, onThanks: (block: Element) => void) {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-newsletter-form]')) {
    form.noValidate = true;
    form.addEventListener('input', () => {
      setError(form, null);
    });
    form.addEventListener('submit', (event) => {
      const kind = form.dataset.newsletterForm;
      const input = form.querySelector<HTMLInputElement>('input[name="email"]');
      const email = input?.value.trim() ?? '';
      // The plans variant leads to the subscribe page, where the reader picks a plan.
      if (kind === 'plans' && isValidEmail(email)) return;
      event.preventDefault();
      if (kind === 'plans') {
        if (email) setError(form, INVALID_EMAIL_MESSAGE);
        return;
      }
      const block = form.closest('[data-newsletter-block]');
      void submitFree(config, form, () => {
        if (block) onThanks(block);
      });
    });
  }
}

/** Shows each block as the reader's subscription calls for (spec §6), and fills in their address. */
export function applyViewer(
  config: NewsletterConfig,
  root: ParentNode,
  viewer: NewsletterViewer,
  email: string | null,
): void {
  for (const block of root.querySelectorAll<HTMLElement>('[data-newsletter-block]')) {
    block.removeAttribute('data-newsletter-pending');
    if (block.dataset.newsletterBlock === 'popup') continue;
    const variant =
      block.dataset.newsletterBlock === 'inline'
        ? subscribeBoxVariant(config.offer, viewer)
        : showsNewsletterBlock(config.offer, viewer)
          ? viewer?.isSubscribedToFree
            ? 'upgrade'
            : 'newsletter'
          : null;
    block.hidden = variant === null;
    if (variant) show(block, variant === 'upgrade' ? 'upgrade' : 'form');
  }
  if (!email) return;
  for (const input of root.querySelectorAll<HTMLInputElement>(
    '[data-newsletter-block] input[name="email"]',
  )) {
    input.value = email;
    input.readOnly = true;
  }
}

async function loadViewer(
  config: NewsletterConfig,
  mayBeSignedIn: boolean,
): Promise<{ viewer: NewsletterViewer; email: string | null }> {
  if (!mayBeSignedIn) return { viewer: null, email: null };
  const { newsletterViewer } = await import('./newsletter-viewer');
  return newsletterViewer(config.kitchen);
}

/** How long the popup waits after another dialog closes, or while the reader is typing. */
export const POPUP_PATIENCE_MS = 1_500;

/**
 * Runs `open` once nothing else holds the reader: at most one modal at a time (the home overlay,
 * the search, a recipe's shopping list), so the popup waits until another open dialog closes, and
 * it does not pull the reader out of a field they are typing in.
 */
export function whenUndisturbed(popup: HTMLDialogElement, open: () => void): void {
  const doc = popup.ownerDocument;
  const other = [...doc.querySelectorAll<HTMLDialogElement>('dialog[open]')].find(
    (dialog) => dialog !== popup,
  );
  if (other) {
    other.addEventListener(
      'close',
      () => {
        window.setTimeout(() => {
          whenUndisturbed(popup, open);
        }, POPUP_PATIENCE_MS);
      },
      { once: true },
    );
    return;
  }
  const active = doc.activeElement;
  if (
    active?.matches(
      'input:not([type=button],[type=submit],[type=checkbox],[type=radio]), textarea, select, [contenteditable]',
    )
  ) {
    window.setTimeout(() => {
      whenUndisturbed(popup, open);
    }, POPUP_PATIENCE_MS);
    return;
  }
  open();
}

function enhancePopup(
  config: NewsletterConfig,
  root: ParentNode,
  viewer: Promise<{ viewer: NewsletterViewer }>,
  opensAt: number,
) {
  const dialog = root.querySelector<HTMLDialogElement>('dialog[data-newsletter-block="popup"]');
  if (!dialog) return { open: () => undefined, thank: () => undefined };
  let thanked = false;
  dialog.addEventListener('close', () => {
    if (!thanked) remember('session', POPUP_CLOSED_KEY);
  });
  for (const button of dialog.querySelectorAll('[data-newsletter-close]')) {
    button.addEventListener('click', () => {
      dialog.close();
    });
  }
  const open = () => {
    if (dialog.open) return;
    show(dialog, 'form');
    dialog.showModal();
  };
  const openWhenDue = () => {
    void viewer.then(({ viewer: reader }) => {
      const allowed = popupAllowed({ session: browserStorage('session'), local: browserStorage('local') });
      if (allowed && popupForViewer(config.offer, reader)) whenUndisturbed(dialog, open);
    });
  };
  // The kitchen's trigger (lib/newsletter-boot.ts): a time, or an event the boot tells the popup of.
  const trigger = dialog.getAttribute('data-popup-trigger') ?? 'delay';
  if (trigger === 'delay') window.setTimeout(openWhenDue, Math.max(0, opensAt - Date.now()));
  else if (dialog.hasAttribute('data-popup-due')) openWhenDue();
  else dialog.addEventListener(POPUP_DUE_EVENT, openWhenDue, { once: true });
  return {
    open,
    thank: () => {
      thanked = true;
      show(dialog, 'thanks');
      window.setTimeout(() => {
        dialog.close();
        thanked = false;
      }, POPUP_THANKS_MS);
    },
  };
}

/**
 * The newsletter blocks of a kitchen page: the footer form, the inline subscribe box and the
 * popup (spec §2 "Newsletter"). The static page shows a visitor's variant and its forms post to
 * the API without JavaScript; this module (islands/NewsletterBlocks.ts, loaded by
 * lib/newsletter-boot.ts when first needed) submits them in place, opens the popup at
 * `popupOpensAt` (4 s after the page opened) and from the footer's Newsletter link, and for a
 * reader who may be signed in (as the starter found: a stored token or a magic link) asks who
 * they are and shows each block accordingly.
 */
export function enhanceNewsletterBlocks(
  root: Document = document,
  { popupOpensAt = Date.now() + POPUP_DELAY_MS, mayBeSignedIn = false } = {},
): { openPopup: () => void } {
  const config = readNewsletterConfig(root);
  if (!config?.offer.newslettersEnabled) return { openPopup: () => undefined };
  const viewer = loadViewer(config, mayBeSignedIn).catch((error: unknown) => {
    console.warn('Could not check the reader for the newsletter blocks', error);
    return { viewer: null, email: null };
  });
  void viewer.then(({ viewer: reader, email }) => {
    applyViewer(config, root, reader, email);
  });
  const popup = enhancePopup(config, root, viewer, popupOpensAt);
  enhanceForms(config, root, (block) => {
    if (block.getAttribute('data-newsletter-block') === 'popup') popup.thank();
    else show(block, 'thanks');
  });
  if (root.querySelector('dialog[data-newsletter-block="popup"]'))
    root.addEventListener('click', (event) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-newsletter-open]')) return;
      event.preventDefault();
      popup.open();
    });
  return { openPopup: popup.open };
}
