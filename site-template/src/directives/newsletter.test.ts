// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import newsletterDirective from './newsletter';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

it('looks for the newsletter blocks once the page is parsed, the popup after the island included', async () => {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  window.sessionStorage.setItem('hasClosedPopup', 'true');
  document.body.innerHTML = '<a href="/subscribe" data-newsletter-open>Newsletter</a>';
  const hydrate = vi.fn(() => Promise.resolve());
  const load = vi.fn(() => Promise.resolve(hydrate));
  const island = document.createElement('astro-island');
  newsletterDirective(load, { name: 'NewsletterBlocks', value: '' }, island);
  document.body.insertAdjacentHTML('beforeend', '<dialog data-newsletter-block="popup"></dialog>');
  document.dispatchEvent(new Event('DOMContentLoaded'));

  const link = document.querySelector('a')!;
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  await vi.waitFor(() => {
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});
