import { describe, expect, it } from 'vitest';
import { popupForViewer, showsNewsletterBlock, subscribeBoxVariant } from './newsletter-block';
import { popupAllowed } from './newsletter-storage';
import type { SubscriptionOffer } from './subscription-offer';

const paid: SubscriptionOffer = {
  newslettersEnabled: true,
  subscriptionsEnabled: true,
  paymentsEnabled: true,
  monthlyAmountCents: 500,
  yearlyAmountCents: 4800,
};
const newslettersOnly: SubscriptionOffer = {
  newslettersEnabled: true,
  subscriptionsEnabled: false,
  paymentsEnabled: false,
  monthlyAmountCents: null,
  yearlyAmountCents: null,
};
const visitor = null;
const reader = { isSubscribedToFree: false, isSubscribedToPaid: false };
const freeSubscriber = { isSubscribedToFree: true, isSubscribedToPaid: false };
const paidSubscriber = { isSubscribedToFree: false, isSubscribedToPaid: true };

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => {
      map.clear();
    },
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

describe('the newsletter block', () => {
  it('is hidden when the kitchen has no newsletters, and from paid subscribers', () => {
    expect(showsNewsletterBlock({ ...paid, newslettersEnabled: false }, visitor)).toBe(false);
    expect(showsNewsletterBlock(paid, paidSubscriber)).toBe(false);
  });

  it('shows a free subscriber only where paid plans give them something to upgrade to', () => {
    expect(showsNewsletterBlock(paid, freeSubscriber)).toBe(true);
    expect(showsNewsletterBlock(newslettersOnly, freeSubscriber)).toBe(false);
  });

  it('offers the newsletter form, the plans, or the Upgrade button by kitchen and reader', () => {
    expect(subscribeBoxVariant(newslettersOnly, visitor)).toBe('newsletter');
    expect(subscribeBoxVariant(newslettersOnly, reader)).toBe('newsletter');
    expect(subscribeBoxVariant(paid, visitor)).toBe('plans');
    expect(subscribeBoxVariant(paid, freeSubscriber)).toBe('upgrade');
    expect(subscribeBoxVariant(paid, paidSubscriber)).toBeNull();
  });
});

describe('the newsletter popup', () => {
  it('may open until the reader closes it this session or submits it once', () => {
    expect(popupAllowed({ session: memoryStorage(), local: memoryStorage() })).toBe(true);
    expect(popupAllowed({ session: memoryStorage({ hasClosedPopup: 'true' }), local: memoryStorage() })).toBe(
      false,
    );
    expect(
      popupAllowed({
        session: memoryStorage(),
        local: memoryStorage({ hasSubmittedNewsletterForm: 'true' }),
      }),
    ).toBe(false);
  });

  it('stays shut when storage is blocked, since a close could not be remembered', () => {
    expect(popupAllowed({ session: null, local: memoryStorage() })).toBe(false);
  });

  it('is for readers not subscribed yet', () => {
    expect(popupForViewer(paid, visitor)).toBe(true);
    expect(popupForViewer(paid, reader)).toBe(true);
    expect(popupForViewer(paid, freeSubscriber)).toBe(false);
    expect(popupForViewer(newslettersOnly, paidSubscriber)).toBe(false);
  });
});
