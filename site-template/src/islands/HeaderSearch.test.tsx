// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { RecipeSearchResult } from '../lib/search/search-recipes';
import { KITCHEN } from '../test-support/island-api';

const searchRecipes = vi.fn<(...args: unknown[]) => Promise<RecipeSearchResult>>();
vi.mock('../lib/search/search-recipes', () => ({ searchRecipes }));
const { default: HeaderSearch } = await import('./HeaderSearch');

const FEATURED = [
  { title: 'Chewy Chocolate Chip Cookies', href: '/recipes/chewy-chocolate-chip-cookies/', locked: false },
];
const recipe = (slug: string, title: string) =>
  ({ slug, title, privacySetting: 'public' }) as RecipeSearchResult['recipes'][number];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  searchRecipes.mockReset();
});

function open() {
  render(<HeaderSearch kitchen={KITCHEN} featured={FEATURED} />);
  fireEvent.click(screen.getByRole('link', { name: 'Search recipes' }));
  return screen.getByRole('combobox', { name: 'Search recipes' });
}

it('lists the featured recipes, then searches 600 ms after the last key and lists the results', async () => {
  searchRecipes.mockResolvedValue({
    recipes: [recipe('pot-pie', 'Skillet Chicken Pot Pie')],
    total: 1,
    source: 'api',
  });
  const box = open();
  expect(screen.getByRole('option', { name: 'Chewy Chocolate Chip Cookies' })).toBeTruthy();

  fireEvent.change(box, { target: { value: 'chick' } });
  await act(() => vi.advanceTimersByTimeAsync(300));
  fireEvent.change(box, { target: { value: 'chicken' } });
  await act(() => vi.advanceTimersByTimeAsync(599));
  expect(searchRecipes).not.toHaveBeenCalled();
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(searchRecipes).toHaveBeenCalledTimes(1);
  expect(searchRecipes.mock.calls[0]?.slice(1, 3)).toEqual([
    { term: 'chicken', filters: {} },
    { limit: 10, offset: 0 },
  ]);

  expect(screen.getByRole('option', { name: 'Skillet Chicken Pot Pie' }).getAttribute('href')).toBe(
    '/recipes/pot-pie/',
  );
  expect(screen.getByRole('option', { name: 'See more' }).getAttribute('href')).toBe(
    '/recipes/?search=chicken',
  );
  expect(screen.getByRole('status').textContent).toBe('1 recipe found for "chicken"');

  fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(box.getAttribute('aria-activedescendant')).toBe(
    screen.getByRole('option', { name: 'Skillet Chicken Pot Pie' }).id,
  );
});

it('closes on Escape and forgets the term', async () => {
  searchRecipes.mockResolvedValue({ recipes: [], total: 0, source: 'api' });
  const box = open();
  fireEvent.change(box, { target: { value: 'zzzz' } });
  await act(() => vi.advanceTimersByTimeAsync(600));
  expect(screen.getAllByText('No recipes found for "zzzz"').map((element) => element.tagName)).toEqual([
    'P',
    'P',
  ]);
  expect(screen.getByRole('status').textContent).toBe('No recipes found for "zzzz"');

  fireEvent.keyDown(box, { key: 'Escape' });
  expect(screen.getByRole('link', { name: 'Search recipes' }).getAttribute('aria-expanded')).toBe('false');
  expect((box as HTMLInputElement).value).toBe('');
});
