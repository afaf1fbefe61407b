// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserReply, KITCHEN, stubApi, stubNavigation } from '../test-support/island-api';

const SESSION = 'GET /site/family-table/checkout-sessions/cs_test_1';
const CURRENT_USER = 'GET /site/family-table/current-user';
const SUBSCRIPTION = {
  planType: 'yearly',
  priceAmountCents: 4800,
  cadence: 'year',
  status: 'active',
  currentPeriodEnd: '2027-11-23T10:00:00.000Z',
  cancelAtPeriodEnd: false,
};

async function renderSuccess(mode: 'free' | 'checkout', polls = { attempts: 3, intervalMs: 10 }) {
  vi.resetModules();
  const testing = await import('@testing-library/react');
  const { default: SubscribeSuccess } = await import('./SubscribeSuccess');
  testing.render(<SubscribeSuccess kitchen={KITCHEN} mode={mode} polls={polls} />);
  return testing;
}

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  (await import('@testing-library/react')).cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the subscription success page', () => {
  it('tells a visitor their account was made and where the sign-in link went', async () => {
    stubNavigation('/subscribe/success/?email=cook%40example.com');
    stubApi({});
    const { screen } = await renderSuccess('free');
    expect(
      await screen.findByRole('heading', { name: 'Account creation and subscription successful' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Check your cook@example.com inbox for a link to log in to your account'),
    ).toBeTruthy();
  });

  it('thanks a signed-in reader and leads back to the recipes, showing nothing until it knows', async () => {
    stubNavigation('/subscribe/success/');
    window.localStorage.setItem('larder:auth-token', 'tok');
    stubApi({ [CURRENT_USER]: currentUserReply() });
    const { screen } = await renderSuccess('free');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Subscription successful' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to recipes' }).getAttribute('href')).toBe('/recipes/');
  });
});

describe('the checkout-session success page', () => {
  it('shows the bought plan, its renewal and the sign-in link message for the session’s address', async () => {
    stubNavigation('/subscribe/success/cs_test_1');
    stubApi({ [SESSION]: { status: 200, body: { email: 'cook@example.com', subscription: SUBSCRIPTION } } });
    const { screen } = await renderSuccess('checkout');
    expect(await screen.findByRole('heading', { name: 'Subscription successful' })).toBeTruthy();
    expect(screen.getByText('Full Access (yearly)')).toBeTruthy();
    expect(screen.getByText('$48.00/year')).toBeTruthy();
    expect(screen.getByText('Renews on')).toBeTruthy();
    expect(screen.getByText('Nov 23, 2027')).toBeTruthy();
    expect(
      screen.getByText('Check your cook@example.com inbox for a link to log in to your account'),
    ).toBeTruthy();
  });

  it('asks again while the payment’s webhook has not arrived, then shows the subscription', async () => {
    stubNavigation('/subscribe/success/cs_test_1/');
    const calls = stubApi({
      [SESSION]: [
        { status: 200, body: { email: 'cook@example.com', subscription: null } },
        { status: 200, body: { email: 'cook@example.com', subscription: SUBSCRIPTION } },
      ],
    });
    // Long enough between the two asks for the waiting message to be seen on a busy machine.
    const { screen } = await renderSuccess('checkout', { attempts: 3, intervalMs: 400 });
    expect(await screen.findByText(/Your payment is being confirmed/)).toBeTruthy();
    expect(await screen.findByText('Full Access (yearly)')).toBeTruthy();
    expect(calls.filter((call) => call.path.includes('checkout-sessions'))).toHaveLength(2);
  });

  it('stops asking after a few tries', async () => {
    stubNavigation('/subscribe/success/cs_test_1');
    const calls = stubApi({
      [SESSION]: { status: 200, body: { email: 'cook@example.com', subscription: null } },
    });
    const { screen, waitFor } = await renderSuccess('checkout');
    await screen.findByText(/Your payment is being confirmed/);
    await waitFor(() => {
      expect(calls.filter((call) => call.path.includes('checkout-sessions'))).toHaveLength(3);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.path.includes('checkout-sessions'))).toHaveLength(3);
  });

  it('shows the API’s message when the session is unknown', async () => {
    stubNavigation('/subscribe/success/cs_test_1');
    stubApi({
      [SESSION]: {
        status: 404,
        body: { error: { code: 'not_found', message: 'Checkout session not found.' } },
      },
    });
    const { screen } = await renderSuccess('checkout');
    expect((await screen.findByRole('alert')).textContent).toBe('Checkout session not found.');
  });
});
