// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserReply, KITCHEN, ORIGIN, stubApi } from '../test-support/island-api';
import type { SubscriptionOffer } from './subscription-offer';

const PAID: SubscriptionOffer = {
  newslettersEnabled: true,
  subscriptionsEnabled: true,
  paymentsEnabled: true,
  monthlyAmountCents: 500,
  yearlyAmountCents: 4800,
};
const SUBSCRIBE = 'POST /site/family-table/subscriptions';

const form = (kind: 'free' | 'plans') => `
  <form data-newsletter-form="${kind}" method="${kind === 'free' ? 'post' : 'get'}" action="/x">
    <input name="email" type="email" />
    <button type="submit" class="button">Subscribe</button>
    <p data-newsletter-error hidden></p>
  </form>`;

/** The blocks as the footer, the inline box and the popup write them. */
function page(offer: SubscriptionOffer = PAID) {
  document.body.innerHTML = `
    <section data-newsletter-block="inline">
      <div data-view="form">${form(offer.subscriptionsEnabled ? 'plans' : 'free')}</div>
      <div data-view="upgrade" hidden><a href="/subscribe">Upgrade</a></div>
      <p data-view="thanks" hidden>Thanks for subscribing</p>
    </section>
    <section data-newsletter-block="footer">
      <div data-view="form">${form('free')}</div>
      <div data-view="upgrade" hidden><a href="/subscribe">Upgrade</a></div>
      <p data-view="thanks" hidden>Thanks for subscribing</p>
    </section>
    <a href="/subscribe" data-newsletter-open>Newsletter</a>
    <dialog data-newsletter-block="popup">
      <button type="button" data-newsletter-close>Close</button>
      <div data-view="form">${form('free')}</div>
      <div data-view="thanks" hidden>Thanks for subscribing!</div>
    </dialog>
    <div hidden data-newsletter-config='${JSON.stringify({ kitchen: KITCHEN, origin: ORIGIN, offer })}'></div>`;
}

const block = (name: string) => document.querySelector<HTMLElement>(`[data-newsletter-block="${name}"]`)!;
const visible = (element: Element, view: string) =>
  !element.querySelector<HTMLElement>(`[data-view="${view}"]`)!.hidden;
const popup = () => block('popup') as HTMLDialogElement;

async function enhance(offer?: SubscriptionOffer) {
  page(offer);
  vi.resetModules();
  const { enhanceNewsletterBlocks } = await import('./newsletter-blocks');
  enhanceNewsletterBlocks(document, {
    mayBeSignedIn: window.localStorage.getItem('larder:auth-token') !== null,
  });
}

/** What the `client:newsletter` directive does: starts the blocks, their island's code loaded when due. */
async function boot() {
  const { bootNewsletterBlocks } = await import('./newsletter-boot');
  const popupOpensAt = Date.now() + 4000;
  bootNewsletterBlocks(
    document,
    async (mayBeSignedIn) => {
      const { enhanceNewsletterBlocks } = await import('./newsletter-blocks');
      enhanceNewsletterBlocks(document, { popupOpensAt, mayBeSignedIn });
    },
    popupOpensAt,
  );
}

function submit(name: string, email: string) {
  const target = block(name).querySelector('form')!;
  target.querySelector('input')!.value = email;
  const event = new Event('submit', { cancelable: true, bubbles: true });
  target.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the newsletter code', () => {
  it('loads with a form submitted before it was there, and submits that form then', async () => {
    const calls = stubApi({ [SUBSCRIBE]: { status: 201, body: {} } });
    page();
    vi.resetModules();
    await boot();
    expect(submit('footer', 'cook@example.com').defaultPrevented).toBe(true);
    await vi.waitFor(() => {
      expect(visible(block('footer'), 'thanks')).toBe(true);
    });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('opens the popup 4 seconds after the page opened, loading its code only then', async () => {
    vi.useFakeTimers();
    const calls = stubApi({});
    page();
    vi.resetModules();
    await boot();
    await vi.advanceTimersByTimeAsync(3999);
    expect(popup().open).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => {
      expect(popup().open).toBe(true);
    });
    expect(calls).toEqual([]);
  });
});

describe('the newsletter code that cannot load', () => {
  it('lets a form held for it post as it would without JavaScript', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    page();
    vi.resetModules();
    const { bootNewsletterBlocks } = await import('./newsletter-boot');
    bootNewsletterBlocks(document, () => Promise.reject(new Error('offline')));
    const posted = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    expect(submit('footer', 'cook@example.com').defaultPrevented).toBe(true);
    await vi.waitFor(() => {
      expect(posted).toHaveBeenCalledTimes(1);
    });
  });
});

describe('the newsletter code for a reader who may be signed in', () => {
  it('hides the blocks until the page is idle and a block nears the viewport, then shows the reader’s variant', async () => {
    window.localStorage.setItem('larder:auth-token', 'tok');
    let near: (() => void) | null = null;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          near = () => {
            callback([{ isIntersecting: true }]);
          };
        }
        observe() {}
        disconnect() {}
      },
    );
    const calls = stubApi({
      'GET /site/family-table/current-user': currentUserReply({
        currentSubscription: { planType: 'free', priceAmountCents: 0, cadence: 'none' },
      }),
    });
    window.sessionStorage.setItem('hasClosedPopup', 'true');
    page();
    vi.resetModules();
    await boot();
    expect(block('footer').hasAttribute('data-newsletter-pending')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    // The blocks are watched once the page is idle.
    await vi.waitFor(() => {
      expect(near).not.toBeNull();
    });
    near!();
    await vi.waitFor(() => {
      expect(block('footer').hasAttribute('data-newsletter-pending')).toBe(false);
    });
    expect(visible(block('inline'), 'upgrade')).toBe(true);
  });
});

describe('the newsletter forms', () => {
  it('subscribe the address to the free plan in place, then thank the reader and remember it', async () => {
    const calls = stubApi({ [SUBSCRIBE]: { status: 201, body: {} } });
    await enhance();
    expect(submit('footer', ' cook@example.com ').defaultPrevented).toBe(true);
    await vi.waitFor(() => {
      expect(visible(block('footer'), 'thanks')).toBe(true);
    });
    expect(visible(block('footer'), 'form')).toBe(false);
    expect(calls[0]!.body).toMatchObject({
      email: 'cook@example.com',
      plan: 'free',
      nextFree: `${ORIGIN}/subscribe/success/`,
    });
    expect(window.localStorage.getItem('hasSubmittedNewsletterForm')).toBe('true');
  });

  it('ignore a blank address without asking the API', async () => {
    const calls = stubApi({});
    await enhance();
    expect(submit('footer', '   ').defaultPrevented).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
    expect(block('footer').querySelector<HTMLElement>('[data-newsletter-error]')!.hidden).toBe(true);
  });

  it('refuse a malformed address with the spec’s message', async () => {
    const calls = stubApi({});
    await enhance();
    submit('footer', 'cook@example');
    const error = block('footer').querySelector<HTMLElement>('[data-newsletter-error]')!;
    expect(error.hidden).toBe(false);
    expect(error.textContent).toBe('Please enter a valid email address');
    expect(calls).toEqual([]);
  });

  it('show the account message with its Sign in link when the address has an account', async () => {
    stubApi({
      [SUBSCRIBE]: {
        status: 409,
        body: {
          error: { code: 'account_already_exists', message: 'An account already exists for this email.' },
        },
      },
    });
    await enhance();
    submit('footer', 'cook@example.com');
    const error = block('footer').querySelector<HTMLElement>('[data-newsletter-error]')!;
    await vi.waitFor(() => {
      expect(error.hidden).toBe(false);
    });
    expect(error.textContent).toBe(
      'An account already exists for this email. Sign in to manage your subscription.',
    );
    expect(error.querySelector('a')!.getAttribute('href')).toMatch(/^\/sign-in/);
  });

  it('let the inline box’s address go on to the subscribe page when the kitchen has plans', async () => {
    const calls = stubApi({});
    await enhance();
    expect(submit('inline', 'cook@example.com').defaultPrevented).toBe(false);
    expect(calls).toEqual([]);
  });
});

describe('the newsletter blocks for a signed-in reader', () => {
  it('offer a free subscriber the Upgrade button when paid plans exist', async () => {
    window.localStorage.setItem('larder:auth-token', 'tok');
    stubApi({
      'GET /site/family-table/current-user': currentUserReply({
        email: 'free@example.com',
        currentSubscription: { planType: 'free', priceAmountCents: 0, cadence: 'none' },
      }),
    });
    await enhance();
    await vi.waitFor(() => {
      expect(visible(block('inline'), 'upgrade')).toBe(true);
    });
    expect(visible(block('footer'), 'upgrade')).toBe(true);
  });

  it('hide from a paid subscriber, and fill in a reader’s own address, locked', async () => {
    window.localStorage.setItem('larder:auth-token', 'tok');
    stubApi({
      'GET /site/family-table/current-user': currentUserReply({
        currentSubscription: { planType: 'monthly', priceAmountCents: 500, cadence: 'month' },
      }),
    });
    await enhance();
    await vi.waitFor(() => {
      expect(block('inline').hidden).toBe(true);
    });
    expect(block('footer').hidden).toBe(true);
  });

  it('fill in a signed-in reader’s own address, locked', async () => {
    window.localStorage.setItem('larder:auth-token', 'tok');
    stubApi({ 'GET /site/family-table/current-user': currentUserReply({ email: 'robin@example.com' }) });
    await enhance();
    const input = block('footer').querySelector('input')!;
    await vi.waitFor(() => {
      expect(input.value).toBe('robin@example.com');
    });
    expect(input.readOnly).toBe(true);
    expect(visible(block('inline'), 'form')).toBe(true);
  });
});

describe('the newsletter popup', () => {
  it('opens after 4 seconds, and closing it keeps it shut for the session', async () => {
    vi.useFakeTimers();
    stubApi({});
    await enhance();
    await vi.advanceTimersByTimeAsync(3999);
    expect(popup().open).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(popup().open).toBe(true);
    popup().querySelector<HTMLButtonElement>('[data-newsletter-close]')!.click();
    expect(popup().open).toBe(false);
    expect(window.sessionStorage.getItem('hasClosedPopup')).toBe('true');
    await enhance();
    await vi.advanceTimersByTimeAsync(5000);
    expect(popup().open).toBe(false);
  });

  it('waits for another open dialog (the home overlay) to close: one modal at a time', async () => {
    vi.useFakeTimers();
    stubApi({});
    await enhance();
    const overlay = document.createElement('dialog');
    document.body.append(overlay);
    overlay.showModal();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(popup().open).toBe(false);
    overlay.close();
    await vi.advanceTimersByTimeAsync(1_499);
    expect(popup().open).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(popup().open).toBe(true);
    overlay.remove();
  });

  it('does not pull a reader out of a field they are typing in', async () => {
    vi.useFakeTimers();
    stubApi({});
    await enhance();
    const search = document.createElement('input');
    search.type = 'search';
    document.body.append(search);
    search.focus();
    await vi.advanceTimersByTimeAsync(8_000);
    expect(popup().open).toBe(false);
    search.blur();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(popup().open).toBe(true);
    search.remove();
  });

  it('opens when the kitchen’s trigger fires, not after 4 seconds, where the kitchen chose another', async () => {
    vi.useFakeTimers();
    stubApi({});
    page();
    popup().setAttribute('data-popup-trigger', 'after-recipe');
    vi.resetModules();
    const { enhanceNewsletterBlocks } = await import('./newsletter-blocks');
    const { POPUP_DUE_EVENT } = await import('./newsletter-storage');
    enhanceNewsletterBlocks(document, { popupOpensAt: Date.now() + 4000 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(popup().open).toBe(false);
    popup().dispatchEvent(new Event(POPUP_DUE_EVENT));
    await vi.advanceTimersByTimeAsync(0);
    expect(popup().open).toBe(true);
  });

  it('stays shut for a reader who subscribed once', async () => {
    vi.useFakeTimers();
    window.localStorage.setItem('hasSubmittedNewsletterForm', 'true');
    stubApi({});
    await enhance();
    await vi.advanceTimersByTimeAsync(5000);
    expect(popup().open).toBe(false);
  });

  it('thanks the reader after a submit and closes 2 seconds later', async () => {
    // The popup's own clock, not the machine's: on a busy machine a real wait for the thanks
    // ends late, and the close then came less than 2 s after the wait saw it.
    vi.useFakeTimers();
    stubApi({ [SUBSCRIBE]: { status: 201, body: {} } });
    page();
    vi.resetModules();
    const { enhanceNewsletterBlocks } = await import('./newsletter-blocks');
    enhanceNewsletterBlocks(document).openPopup();
    submit('popup', 'cook@example.com');
    // The API's answer (a stubbed fetch) takes promises, not time.
    for (let turn = 0; turn < 50 && !visible(popup(), 'thanks'); turn += 1)
      await vi.advanceTimersByTimeAsync(0);
    expect(visible(popup(), 'thanks')).toBe(true);
    expect(popup().open).toBe(true);
    await vi.advanceTimersByTimeAsync(1900);
    expect(popup().open).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(popup().open).toBe(false);
    expect(window.localStorage.getItem('hasSubmittedNewsletterForm')).toBe('true');
  });

  it('opens from the footer’s Newsletter link, with the code loaded by the click', async () => {
    stubApi({});
    page();
    vi.resetModules();
    await boot();
    document.querySelector<HTMLAnchorElement>('[data-newsletter-open]')!.click();
    await vi.waitFor(() => {
      expect(popup().open).toBe(true);
    });
  });
});
