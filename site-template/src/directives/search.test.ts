// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import searchDirective, { OPEN_ON_START } from './search';

afterEach(() => {
  document.body.innerHTML = '';
});

function mount() {
  const hydrate = vi.fn(() => Promise.resolve());
  const load = vi.fn(() => Promise.resolve(hydrate));
  const island = document.createElement('astro-island');
  island.innerHTML = '<a href="/recipes/">Search recipes</a>';
  document.body.append(island, document.createElement('input'));
  searchDirective(load, { name: 'HeaderSearch', value: '' }, island);
  return { island, load, hydrate, link: island.querySelector('a')!, input: document.querySelector('input')! };
}

it('loads nothing until the search is used', async () => {
  const { load, link, hydrate } = mount();
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
  expect(load).not.toHaveBeenCalled();
  // Started, the directive leaves the shortcut to the island (and to the next tests' islands).
  link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await vi.waitFor(() => {
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});

it('loads the search on focus without opening it', async () => {
  const { island, link, hydrate } = mount();
  link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await vi.waitFor(() => {
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
  expect(island.hasAttribute(OPEN_ON_START)).toBe(false);
});

it('keeps a click on the link on the page and opens the search once loaded', async () => {
  const { island, link, hydrate } = mount();
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  expect(island.hasAttribute(OPEN_ON_START)).toBe(true);
  await vi.waitFor(() => {
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});

it('opens on the slash shortcut, but not on a slash typed into a field', async () => {
  const { island, input, load } = mount();
  input.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true }));
  expect(load).not.toHaveBeenCalled();
  const slash = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
  document.body.dispatchEvent(slash);
  expect(slash.defaultPrevented).toBe(true);
  expect(island.hasAttribute(OPEN_ON_START)).toBe(true);
  await vi.waitFor(() => {
    expect(load).toHaveBeenCalledTimes(1);
  });
});

it('leaves clicks inside the island alone once it has hydrated, so its links can be followed', async () => {
  const { link, hydrate } = mount();
  link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await vi.waitFor(() => {
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
  await Promise.resolve();
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
});
