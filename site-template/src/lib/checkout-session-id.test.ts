import { describe, expect, it } from 'vitest';
import { checkoutSessionIdFromPath } from './checkout-session-id';

describe('the checkout session id in the success address', () => {
  it('is the path segment after /subscribe/success/, with or without a trailing slash', () => {
    expect(checkoutSessionIdFromPath('/subscribe/success/cs_test_a1B2')).toBe('cs_test_a1B2');
    expect(checkoutSessionIdFromPath('/subscribe/success/cs_test_a1B2/')).toBe('cs_test_a1B2');
  });

  it('is missing on the free success page and on the built page itself', () => {
    expect(checkoutSessionIdFromPath('/subscribe/success/')).toBeNull();
    expect(checkoutSessionIdFromPath('/subscribe/success/session/')).toBeNull();
    expect(checkoutSessionIdFromPath('/subscribe/success/a/b')).toBeNull();
    expect(checkoutSessionIdFromPath('/subscribe/success/%E0%A4%A')).toBeNull();
  });
});
