// @vitest-environment happy-dom
import type { BookmarksResponse } from '@larder/shared/schemas/bookmark';
import type { ReaderSubscription } from '@larder/shared/schemas/subscription';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READER, testSession, unauthorized } from '../test-support/fake-api.ts';
import { createAppRouter } from './router.tsx';

afterEach(cleanup);

function renderAt(path: string, setup: ReturnType<typeof testSession>) {
  const router = createAppRouter(setup.session, createMemoryHistory({ initialEntries: [path] }));
  render(<RouterProvider router={router} />);
  return router;
}

const signedIn = { 'GET /manage/current-user': { status: 200, body: { currentUser: READER } } };

const BOOKMARKS: BookmarksResponse = {
  kitchens: [
    {
      siteSlug: 'family-table',
      siteTitle: 'Family Table',
      siteOrigin: 'http://family-table.localhost:4321',
      recipes: [
        {
          id: '33333333-3333-4333-8333-333333333333',
          slug: 'chewy-chocolate-chip-cookies',
          title: 'Chewy Chocolate Chip Cookies',
          privacySetting: 'public',
          publishedAt: '2026-01-02T00:00:00.000Z',
          images: [
            {
              id: '44444444-4444-4444-8444-444444444444',
              key: 'cookies.jpg',
              url: 'http://localhost:8787/api/v1/files/cookies.jpg',
              width: 1200,
              height: 900,
              lqip: null,
              alt: 'Cookies on a rack',
            },
          ],
          ingredientUsageCount: 9,
          prepTimeMinutes: 15,
          cookTimeMinutes: 12,
          customTimeLabel: null,
          customTimeMinutes: null,
          meals: [],
          categories: [],
          url: 'http://family-table.localhost:4321/recipes/chewy-chocolate-chip-cookies',
          savedAt: '2026-02-01T00:00:00.000Z',
        },
      ],
    },
    {
      siteSlug: 'ember-and-salt',
      siteTitle: 'Ember & Salt',
      siteOrigin: 'http://ember-and-salt.localhost:4321',
      recipes: [],
    },
  ],
};

const YEARLY: ReaderSubscription = {
  id: '55555555-5555-4555-8555-555555555555',
  siteSlug: 'family-table',
  siteTitle: 'Family Table',
  currency: 'USD',
  siteOrigin: 'http://family-table.localhost:4321',
  planType: 'yearly',
  priceAmountCents: 5000,
  cadence: 'year',
  status: 'active',
  since: '2026-03-05T12:00:00.000Z',
  currentPeriodEnd: '2027-03-05T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  billable: true,
};
const FREE_PLAN: ReaderSubscription = {
  ...YEARLY,
  id: '66666666-6666-4666-8666-666666666666',
  planType: 'free',
  priceAmountCents: 0,
  cadence: 'none',
  currentPeriodEnd: null,
  billable: false,
};

describe('the platform app’s routes', () => {
  it('sends a signed-out visitor of an account page to /sign-in, with the page as next', async () => {
    const router = renderAt('/bookmarks?view=grid', testSession());
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toEqual({ next: '/bookmarks?view=grid' });
  });

  it('forgets a token the API refuses and treats the reader as signed out', async () => {
    const setup = testSession({ 'GET /manage/current-user': unauthorized }, 'revoked');
    renderAt('/profile', setup);
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(setup.tokens.read()).toBeNull();
  });

  it('opens / on the bookmarks when signed in, else on the sign-in page', async () => {
    const router = renderAt(
      '/',
      testSession({ ...signedIn, 'GET /manage/bookmarks': { status: 200, body: BOOKMARKS } }, 'tok'),
    );
    await screen.findByRole('heading', { level: 1, name: 'Bookmarks' });
    expect(router.state.location.pathname).toBe('/bookmarks');
    cleanup();
    const signedOut = renderAt('/', testSession());
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(signedOut.state.location.pathname).toBe('/sign-in');
  });

  it('sends a signed-in reader away from sign-in and sign-up, to next', async () => {
    const router = renderAt('/sign-up?next=%2Fprofile', testSession(signedIn, 'tok'));
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('lists the bookmarks by kitchen, with sized lazy images, leaving out kitchens with none', async () => {
    renderAt(
      '/bookmarks',
      testSession({ ...signedIn, 'GET /manage/bookmarks': { status: 200, body: BOOKMARKS } }, 'tok'),
    );
    const kitchen = await screen.findByRole('region', { name: 'Family Table' });
    const link = within(kitchen).getByRole('link', { name: 'Chewy Chocolate Chip Cookies' });
    expect(link.getAttribute('href')).toBe(
      'http://family-table.localhost:4321/recipes/chewy-chocolate-chip-cookies',
    );
    const image = kitchen.querySelector('img')!;
    expect(image.getAttribute('loading')).toBe('lazy');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '900']);
    expect(within(kitchen).getByText('9 ingredients · 27 min')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Ember & Salt' })).toBeNull();
  });

  it('says so when there are no bookmarks yet', async () => {
    renderAt(
      '/bookmarks',
      testSession({ ...signedIn, 'GET /manage/bookmarks': { status: 200, body: { kitchens: [] } } }, 'tok'),
    );
    await screen.findByRole('heading', { name: 'No saved recipes yet' });
  });

  it('shows each subscription’s plan, price, start and renewal', async () => {
    renderAt(
      '/subscriptions',
      testSession(
        { ...signedIn, 'GET /manage/subscriptions': { status: 200, body: { subscriptions: [YEARLY] } } },
        'tok',
      ),
    );
    await screen.findByText('Full Access (yearly)');
    expect(screen.getByText('$50.00/year')).toBeTruthy();
    expect(screen.getByText('Mar 5, 2026')).toBeTruthy();
    expect(screen.getByText('Renews on Mar 5, 2027')).toBeTruthy();
  });

  it('offers no payment buttons for a free plan Stripe does not bill', async () => {
    renderAt(
      '/subscriptions',
      testSession(
        {
          ...signedIn,
          'GET /manage/subscriptions': {
            status: 200,
            body: { subscriptions: [{ ...FREE_PLAN }] },
          },
        },
        'tok',
      ),
    );
    await screen.findByText('Limited Access (Free)');
    expect(screen.getByText('Free')).toBeTruthy();
    expect(within(screen.getByRole('main')).queryAllByRole('button')).toEqual([]);
  });

  it('cancels a paid plan after a confirmation, then says when it ends', async () => {
    const setup = testSession(
      {
        ...signedIn,
        'GET /manage/subscriptions': { status: 200, body: { subscriptions: [YEARLY] } },
        'POST /manage/cancellations': {
          status: 200,
          body: { subscription: { ...YEARLY, cancelAtPeriodEnd: true } },
        },
      },
      'tok',
    );
    renderAt('/subscriptions', setup);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Family Table subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription to Family Table?' });
    expect(within(dialog).getByText(/You keep full access until Mar 5, 2027/)).toBeTruthy();
    expect(setup.calls.some((call) => call.path === '/manage/cancellations')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await screen.findByText('Ends on Mar 5, 2027');
    expect(setup.calls.find((call) => call.path === '/manage/cancellations')?.body).toEqual({
      subscriptionId: YEARLY.id,
    });
    expect(screen.queryByRole('button', { name: 'Cancel Family Table subscription' })).toBeNull();
  });

  it('keeps the plan when the reader changes their mind', async () => {
    const setup = testSession(
      { ...signedIn, 'GET /manage/subscriptions': { status: 200, body: { subscriptions: [YEARLY] } } },
      'tok',
    );
    renderAt('/subscriptions', setup);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Family Table subscription' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep subscription' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(setup.calls.some((call) => call.path === '/manage/cancellations')).toBe(false);
  });

  it('shows why a cancellation failed', async () => {
    renderAt(
      '/subscriptions',
      testSession(
        {
          ...signedIn,
          'GET /manage/subscriptions': { status: 200, body: { subscriptions: [YEARLY] } },
          'POST /manage/cancellations': {
            status: 404,
            body: { error: { code: 'subscription_not_found', message: 'That subscription was not found.' } },
          },
        },
        'tok',
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Family Table subscription' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That subscription was not found.');
  });

  it('opens the billing portal for a paid plan', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const setup = testSession(
      {
        ...signedIn,
        'GET /manage/subscriptions': { status: 200, body: { subscriptions: [YEARLY] } },
        'POST /manage/billing-portal-sessions': {
          status: 200,
          body: { url: 'http://stripe.test/portal/bps_1' },
        },
      },
      'tok',
    );
    renderAt('/subscriptions', setup);
    fireEvent.click(await screen.findByRole('button', { name: 'Manage billing' }));
    await vi.waitFor(() => {
      expect(assign).toHaveBeenCalledWith('http://stripe.test/portal/bps_1');
    });
    expect(setup.calls.find((call) => call.path === '/manage/billing-portal-sessions')?.body).toEqual({
      subscriptionId: YEARLY.id,
      returnUrl: `${window.location.origin}/subscriptions`,
    });
    assign.mockRestore();
  });

  it('says something went wrong when the billing portal cannot be reached', async () => {
    renderAt(
      '/subscriptions',
      testSession(
        {
          ...signedIn,
          'GET /manage/subscriptions': { status: 200, body: { subscriptions: [YEARLY] } },
          'POST /manage/billing-portal-sessions': () => Promise.reject(new TypeError('Failed to fetch')),
        },
        'tok',
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Manage billing' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
  });
});
