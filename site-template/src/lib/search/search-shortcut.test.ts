// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { isSearchShortcut } from './search-shortcut';

function slashOn(target: HTMLElement, init: KeyboardEventInit = {}): KeyboardEvent {
  let seen: KeyboardEvent | null = null;
  target.addEventListener('keydown', (event) => (seen = event), { once: true });
  target.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true, ...init }));
  return seen!;
}

it('takes a slash typed on the page as the search shortcut', () => {
  expect(isSearchShortcut(slashOn(document.body))).toBe(true);
});

it('leaves a slash typed into a field or with a modifier to the page', () => {
  const input = document.body.appendChild(document.createElement('input'));
  const area = document.body.appendChild(document.createElement('textarea'));
  expect(isSearchShortcut(slashOn(input))).toBe(false);
  expect(isSearchShortcut(slashOn(area))).toBe(false);
  expect(isSearchShortcut(slashOn(document.body, { ctrlKey: true }))).toBe(false);
});
