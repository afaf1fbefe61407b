// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionOffer } from '../lib/subscription-offer';
import { currentUserReply, KITCHEN, ORIGIN, stubApi, stubNavigation } from '../test-support/island-api';

const PAID: SubscriptionOffer = {
  newslettersEnabled: true,
  subscriptionsEnabled: true,
  paymentsEnabled: true,
  monthlyAmountCents: 500,
  yearlyAmountCents: 4800,
};
const NEWSLETTERS_ONLY: SubscriptionOffer = {
  newslettersEnabled: true,
  subscriptionsEnabled: false,
  paymentsEnabled: false,
  monthlyAmountCents: null,
  yearlyAmountCents: null,
};
const SUBSCRIBE = 'POST /site/family-table/subscriptions';
const CURRENT_USER = 'GET /site/family-table/current-user';

/** A fresh store and React per test: the current-user store remembers its first answer. */
async function renderForm(offer: SubscriptionOffer) {
  vi.resetModules();
  const testing = await import('@testing-library/react');
  const { default: SubscribeForm } = await import('./SubscribeForm');
  testing.render(
    <SubscribeForm
      kitchen={KITCHEN}
      origin={ORIGIN}
      siteTitle="The Family Table"
      offer={offer}
      formAction="http://api.test/api/v1/site/family-table/subscriptions"
    />,
  );
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

describe('the subscribe page', () => {
  it('offers only the free plan as the server renders it (no JavaScript), and the paid plans once hydrated', async () => {
    stubNavigation('/subscribe');
    stubApi({});
    vi.resetModules();
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { act, within } = await import('@testing-library/react');
    const { default: SubscribeForm } = await import('./SubscribeForm');
    const island = (
      <SubscribeForm
        kitchen={KITCHEN}
        origin={ORIGIN}
        siteTitle="The Family Table"
        offer={PAID}
        formAction="http://api.test/api/v1/site/family-table/subscriptions"
      />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(island);
    document.body.append(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      const page = within(container);
      expect(page.queryAllByRole('radio')).toEqual([]);
      expect(container.querySelector('input[name="plan"]')).toMatchObject({ type: 'hidden', value: 'free' });
      expect(container.textContent).not.toMatch(/Full Access|\$5\.00|Full access account/);
      expect(page.getByRole('button', { name: 'Create Account & Subscribe' })).toBeTruthy();

      await act(async () => {
        root = hydrateRoot(container, island);
        await Promise.resolve();
      });
      expect(page.getByRole<HTMLInputElement>('radio', { name: /Full Access \(monthly\)/ }).checked).toBe(
        true,
      );
      expect(page.getByRole('button', { name: 'Continue to payment' })).toBeTruthy();
      // The first client render matched the server's: React reported no hydration mismatch.
      expect(vi.mocked(console.error).mock.calls).toEqual([]);
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('offers the three plans, monthly first chosen, with prices, savings and the full-access card', async () => {
    stubNavigation('/subscribe');
    stubApi({});
    const { screen } = await renderForm(PAID);
    expect(screen.getByRole('heading', { level: 1, name: 'Subscribe to The Family Table' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Choose your subscription' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Full Access \(monthly\)/ }).checked).toBe(
      true,
    );
    // Once with the plan, once on the full-access card.
    expect(screen.getAllByText('$5.00/month')).toHaveLength(2);
    expect(screen.getByText('$48.00/year')).toBeTruthy();
    expect(screen.getByText('Save $12.00 compared with twelve months')).toBeTruthy();
    expect(screen.getByText('Full access account')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeTruthy();
  });

  it('says Subscribe for the free plan and drops the full-access card', async () => {
    stubNavigation('/subscribe');
    stubApi({});
    const { screen, fireEvent } = await renderForm(PAID);
    fireEvent.click(screen.getByRole('radio', { name: /Limited Access \(Free\)/ }));
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(screen.queryByText('Full access account')).toBeNull();
  });

  it('takes a valid address from ?email= and ignores an invalid one', async () => {
    stubNavigation('/subscribe?email=cook%40example.com');
    stubApi({});
    const first = await renderForm(PAID);
    expect(first.screen.getByLabelText<HTMLInputElement>('Email').value).toBe('cook@example.com');
    first.cleanup();
    stubNavigation('/subscribe?email=not%20an%20address');
    const second = await renderForm(PAID);
    expect(second.screen.getByLabelText<HTMLInputElement>('Email').value).toBe('');
  });

  it('refuses a malformed address without asking the API', async () => {
    stubNavigation('/subscribe');
    const calls = stubApi({});
    const { screen, fireEvent } = await renderForm(PAID);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'cook@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends a paid plan to the checkout page it is given, showing Redirecting... meanwhile', async () => {
    const { assign } = stubNavigation('/subscribe');
    const calls = stubApi({
      [SUBSCRIBE]: { status: 200, body: { checkout: { url: 'https://checkout.stripe.test/c/pay/cs_1' } } },
    });
    const { screen, fireEvent, waitFor } = await renderForm(PAID);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'cook@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByRole('button', { name: 'Redirecting...' })).toBeTruthy();
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1');
    });
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      email: 'cook@example.com',
      plan: 'monthly',
      return: `${ORIGIN}/subscribe/`,
      nextPaid: `${ORIGIN}/subscribe/success/{CHECKOUT_SESSION_ID}`,
    });
  });

  it('never follows a checkout page that is not https:, and says something went wrong', async () => {
    const { assign } = stubNavigation('/subscribe');
    stubApi({
      [SUBSCRIBE]: { status: 200, body: { checkout: { url: 'javascript:alert(document.cookie)' } } },
    });
    const { screen, fireEvent } = await renderForm(PAID);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'cook@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeTruthy();
  });

  it('is the e-mail-only form when the kitchen has only newsletters, then the success page with the address', async () => {
    const { assign } = stubNavigation('/subscribe');
    stubApi({ [SUBSCRIBE]: { status: 201, body: {} } });
    const { screen, fireEvent, waitFor } = await renderForm(NEWSLETTERS_ONLY);
    expect(screen.queryByRole('group', { name: 'Choose your subscription' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'cook@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account & Subscribe' }));
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeTruthy();
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith(`${ORIGIN}/subscribe/success/?email=cook%40example.com`);
    });
  });

  it('offers Sign in when the address already has an account', async () => {
    stubNavigation('/subscribe');
    stubApi({
      [SUBSCRIBE]: {
        status: 409,
        body: {
          error: { code: 'account_already_exists', message: 'An account already exists for this email.' },
        },
      },
    });
    const { screen, fireEvent } = await renderForm(NEWSLETTERS_ONLY);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'cook@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account & Subscribe' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'An account already exists for this email. Sign in to manage your subscription.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toMatch(/^\/sign-in/);
    expect(screen.getByRole('button', { name: 'Create Account & Subscribe' })).toBeTruthy();
  });

  it('says something went wrong when the API cannot be reached', async () => {
    stubNavigation('/subscribe');
    stubApi({ [SUBSCRIBE]: 'offline' });
    const { screen, fireEvent } = await renderForm(NEWSLETTERS_ONLY);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'cook@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account & Subscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
  });

  it('shows the message of a no-JS form’s error code', async () => {
    stubNavigation('/subscribe?subscribeError=account_already_exists');
    stubApi({});
    const { screen } = await renderForm(PAID);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'An account already exists for this email.',
    );
  });

  it('locks a signed-in reader’s address and marks their free plan current, not selectable', async () => {
    stubNavigation('/subscribe');
    window.localStorage.setItem('larder:auth-token', 'tok');
    stubApi({
      [CURRENT_USER]: currentUserReply({
        email: 'free@example.com',
        currentSubscription: { planType: 'free', priceAmountCents: 0, cadence: 'none' },
      }),
    });
    const { screen, waitFor } = await renderForm(PAID);
    await waitFor(() => {
      expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('free@example.com');
    });
    expect(screen.getByLabelText<HTMLInputElement>('Email').readOnly).toBe(true);
    const free = screen.getByRole<HTMLInputElement>('radio', { name: /Limited Access \(Free\)/ });
    expect(free.disabled).toBe(true);
    expect(screen.getByText('Current plan')).toBeTruthy();
  });

  it('says Subscribe, not Create Account, to a signed-in reader of a newsletter-only kitchen', async () => {
    stubNavigation('/subscribe');
    window.localStorage.setItem('larder:auth-token', 'tok');
    stubApi({ [CURRENT_USER]: currentUserReply() });
    const { screen } = await renderForm(NEWSLETTERS_ONLY);
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it('tells a paid subscriber they already have Full Access, and sends them nowhere without a word', async () => {
    const { replace } = stubNavigation('/subscribe');
    window.localStorage.setItem('larder:auth-token', 'tok');
    stubApi({
      [CURRENT_USER]: currentUserReply({
        currentSubscription: { planType: 'yearly', priceAmountCents: 4800, cadence: 'year' },
      }),
    });
    const { screen } = await renderForm(PAID);
    expect(await screen.findByRole('heading', { name: 'You have Full Access' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to recipes' }).getAttribute('href')).toBe('/recipes/');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });

  it('says a kitchen without newsletters has nothing to subscribe to, then goes home', async () => {
    const { replace } = stubNavigation('/subscribe');
    stubApi({});
    const { screen, waitFor } = await renderForm({ ...NEWSLETTERS_ONLY, newslettersEnabled: false });
    expect(await screen.findByText('The Family Table has no newsletter. Redirecting...')).toBeTruthy();
    await waitFor(() => {
      expect(replace).toHaveBeenCalledWith('/');
    });
  });
});
