// @vitest-environment happy-dom
import type { BookmarksResponse } from '@larder/shared/schemas/bookmark';
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

  it('shows each subscription’s plan, price and start, without payment buttons', async () => {
    const subscription = {
      id: '55555555-5555-4555-8555-555555555555',
      siteSlug: 'family-table',
      siteTitle: 'Family Table',
      siteOrigin: 'http://family-table.localhost:4321',
      planType: 'yearly',
      priceAmountCents: 5000,
      cadence: 'year',
      status: 'active',
      since: '2026-03-05T12:00:00.000Z',
    };
    renderAt(
      '/subscriptions',
      testSession(
        {
          ...signedIn,
          'GET /manage/subscriptions': { status: 200, body: { subscriptions: [subscription] } },
        },
        'tok',
      ),
    );
    await screen.findByText('Full Access (yearly)');
    expect(screen.getByText('$50.00/year')).toBeTruthy();
    expect(screen.getByText('Mar 5, 2026')).toBeTruthy();
    expect(within(screen.getByRole('main')).queryAllByRole('button')).toEqual([]);
  });
});

describe('the sign-in link’s landing page', () => {
  it('spends the token, keeps the session and goes on to the next the link was asked with', async () => {
    const setup = testSession({
      'POST /manage/sign-in/good': {
        status: 200,
        body: { currentUser: READER, authToken: 'session', next: '/subscriptions' },
      },
      'GET /manage/subscriptions': { status: 200, body: { subscriptions: [] } },
    });
    const router = renderAt('/sign-in/callback?token=good', setup);
    await screen.findByRole('heading', { level: 1, name: 'Subscriptions' });
    expect(router.state.location.pathname).toBe('/subscriptions');
    expect(setup.tokens.read()).toBe('session');
    expect(setup.calls.filter((call) => call.path.startsWith('/manage/sign-in/'))).toHaveLength(1);
  });

  it('leaves a reader who was signed in signed out when the link is refused (spec §4)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const setup = testSession({ ...signedIn, 'POST /manage/sign-in/spent': unauthorized }, 'older-session');
    renderAt('/sign-in/callback?token=spent', setup);
    await screen.findByRole('heading', { level: 1, name: 'Your sign in link has expired' });
    expect(setup.tokens.read()).toBeNull();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeTruthy();
  });

  it('says the link has expired, with its hint and a form for a new one, when the token is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/sign-in/callback?token=spent', testSession({ 'POST /manage/sign-in/spent': unauthorized }));
    await screen.findByRole('heading', { level: 1, name: 'Your sign in link has expired' });
    expect(
      screen.getByText(
        "Enter the email address associated with your account, and we'll send a new magic link to your inbox.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
  });
});

describe('the sign-in form', () => {
  it('validates the address, sends the link with next, then offers the 6-digit code', async () => {
    const setup = testSession({
      'POST /manage/sign-in': { status: 200, body: { ok: true } },
      'POST /manage/sign-in-code': {
        status: 200,
        body: { currentUser: READER, authToken: 'session', next: '/profile' },
      },
    });
    const router = renderAt('/sign-in?next=%2Fprofile', setup);
    const email = await screen.findByRole('textbox', { name: 'Email' });
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in' });
    expect(submit.disabled).toBe(true);

    fireEvent.change(email, { target: { value: 'robin@kitchen' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'robin@kitchen.example' } });
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();

    fireEvent.click(submit);
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(setup.calls.find((call) => call.path === '/manage/sign-in')).toMatchObject({
      search: '?next=%2Fprofile',
      body: { email: 'robin@kitchen.example' },
      authorization: null,
    });
    expect(screen.getByText(/check your spam folder/)).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Or enter the 6-digit code from the email' }), {
      target: { value: '123 456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(router.state.location.pathname).toBe('/profile');
    expect(setup.calls.find((call) => call.path === '/manage/sign-in-code')?.body).toEqual({
      email: 'robin@kitchen.example',
      code: '123456',
    });
  });

  it('returns to the first stage with "Enter different email"', async () => {
    renderAt('/sign-up', testSession({ 'POST /manage/sign-up': { status: 200, body: { ok: true } } }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), {
      target: { value: 'new@kitchen.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enter different email' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }).value).toBe(
      'new@kitchen.example',
    );
  });

  it('says "Something went wrong. Please try again." when the link cannot be sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/sign-in', testSession({ 'POST /manage/sign-in': { status: 500 } }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), {
      target: { value: 'robin@kitchen.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
  });
});

describe('the account menu', () => {
  it('signs out: "Signing Out..." while the API revokes the session, then the sign-in page', async () => {
    let release!: () => void;
    const revoked = new Promise<void>((resolve) => (release = resolve));
    const setup = testSession(
      {
        ...signedIn,
        'GET /manage/bookmarks': { status: 200, body: { kitchens: [] } },
        'POST /manage/sign-out': async () => {
          await revoked;
          return { status: 200, body: { ok: true } };
        },
      },
      'tok',
    );
    const router = renderAt('/bookmarks', setup);
    fireEvent.click(await screen.findByRole('button', { name: /Robin Reader/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(screen.getByRole('button', { name: 'Signing Out...' })).toBeTruthy();
    release();
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(setup.tokens.read()).toBeNull();
    expect(screen.getByRole('link', { name: 'Create Account' })).toBeTruthy();
  });
});

describe('the profile form', () => {
  it('refuses a one-letter name before calling the API, and saves a valid profile', async () => {
    const saved = { ...READER, displayName: 'Robin R.' };
    const setup = testSession(
      { ...signedIn, 'PUT /manage/current-user': { status: 200, body: { currentUser: saved } } },
      'tok',
    );
    renderAt('/profile', setup);
    const name = await screen.findByRole('textbox', { name: 'Display name' });
    fireEvent.change(name, { target: { value: 'R' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use at least 2 characters')).toBeTruthy();
    expect(setup.calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(name, { target: { value: 'Robin R.' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Metric' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(setup.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      displayName: 'Robin R.',
      handle: 'robin',
      bio: [{ type: 'paragraph', children: [{ text: 'I bake on Sundays.' }] }],
      measurementSystem: 'metric',
      temperatureSystem: 'celsius',
    });
  });
});
