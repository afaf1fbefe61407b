// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserReply, KITCHEN, stubApi, stubNavigation } from '../test-support/island-api';

async function renderLocked(substack = false) {
  vi.resetModules();
  const testing = await import('@testing-library/react');
  const { default: LockedRecipe } = await import('./LockedRecipe');
  testing.render(
    <LockedRecipe
      kitchen={KITCHEN}
      recipeSlug="sunday-roast"
      units={[]}
      defaults={{ measurementSystem: 'imperial', temperatureSystem: 'fahrenheit' }}
      teaser={{ summary: '9 ingredients', rows: 9 }}
      substack={substack}
    />,
  );
  return testing;
}

const LOCKED = {
  status: 403,
  body: { error: { code: 'forbidden', message: 'This recipe is for subscribers with full access.' } },
};

beforeEach(() => {
  window.localStorage.clear();
  stubNavigation('/recipes/sunday-roast');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  (await import('@testing-library/react')).cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a locked recipe', () => {
  it('offers a visitor Subscribe, leading to the subscribe page', async () => {
    stubApi({});
    const { screen } = await renderLocked();
    expect(
      screen.getByText(
        'This is a premium recipe and is only available to subscribers with full access subscriptions',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe('/subscribe/');
  });

  it('offers a free subscriber Upgrade to Full Access, leading to the subscribe page', async () => {
    window.localStorage.setItem('larder:auth-token', 'tok');
    stubApi({
      'GET /site/family-table/current-user': currentUserReply({
        currentSubscription: { planType: 'free', priceAmountCents: 0, cadence: 'none' },
      }),
      'GET /site/family-table/recipes/sunday-roast': LOCKED,
    });
    const { screen } = await renderLocked();
    const upgrade = await screen.findByRole('link', { name: 'Upgrade to Full Access' });
    expect(upgrade.getAttribute('href')).toBe('/subscribe/');
  });

  it('sends readers of a Substack kitchen to sign in with their Substack e-mail', async () => {
    stubApi({});
    const { screen } = await renderLocked(true);
    expect(
      screen.getByText(
        'This is a premium recipe and is only available to Substack subscribers with paid subscriptions',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in with Substack email' }).getAttribute('href')).toBe(
      '/sign-in/?next=%2Frecipes%2Fsunday-roast%2F',
    );
    expect(screen.queryByRole('link', { name: 'Subscribe' })).toBeNull();
  });
});
