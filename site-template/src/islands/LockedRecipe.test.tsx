// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicRecipeFixture } from '@larder/shared/test-support/recipe-fixture';
import { currentUserReply, KITCHEN, stubApi, stubNavigation } from '../test-support/island-api';

async function renderLocked(substack = false, shopIngredients = false) {
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
      shopIngredients={shopIngredients}
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

  it('shows a paid subscriber the whole recipe panel of the static page: cook mode, shopping list, print', async () => {
    window.localStorage.setItem('larder:auth-token', 'tok');
    const paragraph = (text: string) => [{ type: 'paragraph' as const, children: [{ text }] }];
    const recipe = publicRecipeFixture({
      slug: 'sunday-roast',
      yieldServings: 4,
      ingredientUsageGroups: [
        {
          id: crypto.randomUUID(),
          title: '',
          note: null,
          ingredientUsages: [
            {
              id: crypto.randomUUID(),
              quantityMin: 2,
              quantityMax: null,
              unit: null,
              ingredient: null,
              preparation: null,
              ingredientTitleOverride: 'onions',
              link: null,
              note: null,
            },
          ],
        },
      ],
      instructionGroups: [
        {
          id: crypto.randomUUID(),
          title: '',
          note: null,
          instructions: [
            {
              id: crypto.randomUUID(),
              content: paragraph('Roast slowly.'),
              timerMinutes: 90,
              note: null,
              video: null,
              images: [],
            },
            {
              id: crypto.randomUUID(),
              content: paragraph('  '),
              timerMinutes: null,
              note: null,
              video: null,
              images: [],
            },
          ],
        },
      ],
      note: paragraph('Rest it before carving.'),
    });
    stubApi({
      'GET /site/family-table/current-user': currentUserReply({
        currentSubscription: { planType: 'monthly', priceAmountCents: 500, cadence: 'month' },
      }),
      'GET /site/family-table/recipes/sunday-roast': { status: 200, body: { recipe, preview: false } },
    });
    const { screen } = await renderLocked(false, true);
    expect(await screen.findByText('You have full access to this premium recipe.')).toBeTruthy();
    expect(screen.getByRole('switch', { name: /Cook mode/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Shop ingredients' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print this recipe' })).toBeTruthy();
    expect(screen.getByText(/onions/)).toBeTruthy();
    expect(screen.getByText('Roast slowly.')).toBeTruthy();
    // The blank step is left out, as on the static page.
    expect(screen.getAllByRole('button', { name: /^Step \d/ })).toHaveLength(1);
    expect(screen.getByText('Rest it before carving.')).toBeTruthy();
  });
});
