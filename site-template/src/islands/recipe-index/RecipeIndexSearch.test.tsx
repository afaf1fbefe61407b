// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KITCHEN } from '../../test-support/island-api';

const groups = [
  {
    kind: 'meals' as const,
    label: 'Meal',
    options: [
      { slug: 'dinner', title: 'Dinner', recipeCount: 3 },
      { slug: 'breakfast', title: 'Breakfast', recipeCount: 2 },
      { slug: 'dessert', title: 'Dessert', recipeCount: 1 },
    ],
  },
];
const soup = {
  id: 's1',
  slug: 'soup',
  title: 'Tomato soup',
  privacySetting: 'public',
  images: [],
  ingredientUsageCount: 4,
};
const searched: string[] = [];

/** The Filters dialog's counts the API answers for a search (none unless a test sets them). */
let filterCounts: { kind: string; options: { slug: string; recipeCount: number }[] }[] = [];

function stubSearch(answer: (url: URL) => { recipes: unknown[]; total: number }) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input);
      // The counts beside a search come from the filters endpoint; `searched` lists the searches.
      if (url.pathname.endsWith('/filters')) return Promise.resolve(Response.json({ filters: filterCounts }));
      searched.push(url.search);
      return Promise.resolve(Response.json({ ...answer(url), limit: 24, offset: 0 }));
    }),
  );
}

async function renderIndex() {
  const testing = await import('@testing-library/react');
  const { default: RecipeIndexSearch } = await import('./RecipeIndexSearch');
  document.body.innerHTML = '<div id="initial"><h1>All recipes</h1></div>';
  const root = document.createElement('div');
  document.body.prepend(root);
  testing.render(
    <RecipeIndexSearch kitchen={KITCHEN} groups={groups} initialId="initial" browseId="browse" />,
    {
      container: root,
    },
  );
  return testing;
}

beforeEach(() => {
  searched.length = 0;
  filterCounts = [];
  history.replaceState(null, '', '/recipes/');
});
afterEach(async () => {
  (await import('@testing-library/react')).cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the recipe index search', () => {
  it('shows the Filters dialog’s counts for the search, and the kitchen’s own without one', async () => {
    filterCounts = [
      {
        kind: 'meals',
        options: [
          { slug: 'dinner', recipeCount: 1 },
          { slug: 'breakfast', recipeCount: 0 },
          { slug: 'dessert', recipeCount: 0 },
        ],
      },
    ];
    stubSearch(() => ({ recipes: [soup], total: 1 }));
    const { screen, fireEvent, waitFor } = await renderIndex();
    const count = (title: string) =>
      screen.getByRole('checkbox', { name: new RegExp(`^${title}`), hidden: true }).parentElement!
        .textContent;
    expect(count('Dinner')).toBe('Dinner (3)');
    fireEvent.change(screen.getByPlaceholderText('Search recipes'), { target: { value: 'soup' } });
    await waitFor(() => {
      expect(count('Dinner')).toBe('Dinner (1)');
    });
    expect(count('Breakfast')).toBe('Breakfast (0)');
    fireEvent.change(screen.getByPlaceholderText('Search recipes'), { target: { value: '' } });
    await waitFor(() => {
      expect(count('Dinner')).toBe('Dinner (3)');
    });
  });

  it('suggests filters until one is chosen or a term typed', async () => {
    stubSearch(() => ({ recipes: [soup], total: 1 }));
    const { screen, fireEvent, waitFor } = await renderIndex();
    const suggested = () => screen.queryByRole('list', { name: 'Suggested filters' });
    expect(suggested()!.textContent).toBe('DinnerBreakfastDessert');
    fireEvent.click(screen.getByRole('button', { name: 'Filter by Dinner' }));
    expect(location.search).toBe('?meals=dinner');
    expect(suggested()).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove filter Dinner' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Dinner' }));
    await waitFor(() => {
      expect(suggested()).not.toBeNull();
    });
    fireEvent.change(screen.getByPlaceholderText('Search recipes'), { target: { value: 'soup' } });
    expect(suggested()).toBeNull();
  });

  it('syncs the address at once and searches once, 600 ms after the last change', async () => {
    stubSearch(() => ({ recipes: [soup], total: 1 }));
    const { screen, fireEvent, waitFor } = await renderIndex();
    const input = screen.getByPlaceholderText('Search recipes');
    fireEvent.change(input, { target: { value: 'so' } });
    fireEvent.change(input, { target: { value: 'soup' } });
    expect(location.pathname + location.search).toBe('/recipes/?search=soup');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searched).toEqual([]);
    await waitFor(() => {
      expect(screen.getByRole('link', { name: 'Tomato soup' })).toBeTruthy();
    });
    expect(searched).toHaveLength(1);
    expect(searched[0]).toContain('query=soup');
    // The static recipes are hidden by an effect, which may run a moment after the results show.
    await waitFor(() => {
      expect(document.getElementById('initial')!.hidden).toBe(true);
    });

    fireEvent.change(input, { target: { value: '' } });
    await waitFor(() => {
      expect(document.getElementById('initial')!.hidden).toBe(false);
    });
    expect(screen.queryByRole('link', { name: 'Tomato soup' })).toBeNull();
  });

  it('on a numbered page, searches at /recipes/ and gives the page back its address when cleared', async () => {
    history.replaceState(null, '', '/recipes/page/3/');
    stubSearch(() => ({ recipes: [soup], total: 1 }));
    const { screen, fireEvent, waitFor } = await renderIndex();
    const input = screen.getByPlaceholderText('Search recipes');
    fireEvent.change(input, { target: { value: 'soup' } });
    expect(location.pathname + location.search).toBe('/recipes/?search=soup');
    await waitFor(() => {
      expect(document.getElementById('initial')!.hidden).toBe(true);
    });

    fireEvent.change(input, { target: { value: ' ' } });
    expect(location.pathname + location.search).toBe('/recipes/page/3/');
    await waitFor(() => {
      expect(document.getElementById('initial')!.hidden).toBe(false);
    });
  });

  it('shows the search of the address it opens on, and the empty text when nothing matches', async () => {
    history.replaceState(null, '', '/recipes/?meals=dinner,breakfast&search=zzzz');
    stubSearch(() => ({ recipes: [], total: 0 }));
    const { screen } = await renderIndex();
    expect((await screen.findAllByText('No recipes found for this search')).length).toBeGreaterThan(0);
    expect(searched[0]).toContain('meals=dinner%2Cbreakfast');
    expect(screen.getByPlaceholderText<HTMLInputElement>('Search recipes').value).toBe('zzzz');
    expect(screen.getByRole('button', { name: 'Remove filter Dinner' })).toBeTruthy();
  });

  it('renders its search form and filter buttons for pages with a script only, and a Filters link for the rest', async () => {
    const { renderToString } = await import('react-dom/server');
    const { default: RecipeIndexSearch } = await import('./RecipeIndexSearch');
    const html = renderToString(
      <RecipeIndexSearch kitchen={KITCHEN} groups={groups} initialId="initial" browseId="browse" />,
    );
    // The static page could not answer a search: without a script, `needs-js` hides the form
    // (global.css), and the Filters link leads to the Browse by links instead.
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('form[role="search"]')?.classList.contains('needs-js')).toBe(true);
    expect(page.querySelector('.filter-suggestions')?.classList.contains('needs-js')).toBe(true);
    expect(page.querySelector('button.filter-bar-button')?.classList.contains('needs-js')).toBe(true);
    const link = page.querySelector('a.filter-bar-button');
    expect(link?.getAttribute('href')).toBe('#browse');
    expect(link?.classList.contains('no-js')).toBe(true);
  });
});
