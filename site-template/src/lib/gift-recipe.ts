import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@larder/shared/email-address';

/** The mailto link that hands a gift to the reader's e-mail app: message, then title and link. */
export function giftMailto(address: string, message: string, recipeTitle: string, url: string): string {
  const body = [message.trim(), `${recipeTitle}\n${url}`].filter(Boolean).join('\n\n');
  const subject = `A recipe for you: ${recipeTitle}`;
  return `mailto:${encodeURIComponent(address)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * Wires the "Gift this recipe" button and dialog rendered by GiftRecipe.astro: the button
 * appears (it needs scripts), Send checks the friend's address and opens the reader's e-mail app
 * with the message and the recipe's link, ready to go.
 */
export function enhanceGiftRecipe(root: ParentNode): void {
  const button = root.querySelector<HTMLButtonElement>('[data-gift-open]');
  const dialog = root.querySelector<HTMLDialogElement>('[data-gift-dialog]');
  const form = dialog?.querySelector('form');
  if (!button || !dialog || !form) return;
  const email = form.querySelector<HTMLInputElement>('input[type=email]')!;
  const message = form.querySelector('textarea')!;
  const error = form.querySelector<HTMLElement>('[data-gift-error]')!;
  const sent = dialog.querySelector<HTMLElement>('[data-gift-sent]')!;
  const again = sent.querySelector('a')!;

  const showError = (text: string | null) => {
    error.textContent = text ?? '';
    error.hidden = text === null;
    if (text) {
      email.setAttribute('aria-invalid', 'true');
      email.setAttribute('aria-describedby', error.id);
    } else {
      email.removeAttribute('aria-invalid');
      email.removeAttribute('aria-describedby');
    }
  };

  button.hidden = false;
  button.addEventListener('click', () => {
    showError(null);
    form.hidden = false;
    sent.hidden = true;
    dialog.showModal();
  });
  for (const close of dialog.querySelectorAll('[data-gift-close]'))
    close.addEventListener('click', () => {
      dialog.close();
    });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const address = email.value.trim();
    if (!isValidEmail(address)) {
      showError(INVALID_EMAIL_MESSAGE);
      return;
    }
    showError(null);
    const link = giftMailto(address, message.value, dialog.dataset.recipeTitle!, dialog.dataset.url!);
    again.href = link;
    form.hidden = true;
    sent.hidden = false;
    window.location.assign(link);
  });
}
