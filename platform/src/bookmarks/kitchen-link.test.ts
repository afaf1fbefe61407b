import { describe, expect, it, vi } from 'vitest';
import { testSession } from '../test-support/fake-api.ts';
import { isPlainClick, signedInKitchenUrl, withSignInToken } from './kitchen-link.ts';

const RECIPE = 'http://family-table.localhost:4321/recipes/chewy-chocolate-chip-cookies';

describe('a link to a kitchen page', () => {
  it('carries a single-use token bound to that kitchen, as mgk', async () => {
    const { session, calls } = testSession(
      { 'POST /manage/single-use-tokens': { status: 200, body: { singleUseToken: 'one-use' } } },
      'tok',
    );
    expect(await signedInKitchenUrl(session, RECIPE, 'family-table')).toBe(`${RECIPE}?mgk=one-use`);
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/manage/single-use-tokens',
        search: '?siteSlug=family-table',
        authorization: 'Bearer tok',
      }),
    ]);
  });

  it('keeps the page’s own query and fragment', () => {
    expect(withSignInToken(`${RECIPE}?servings=2#steps`, 'a b')).toBe(`${RECIPE}?servings=2&mgk=a+b#steps`);
  });

  it('is the plain page when the reader is signed out or no token can be had', async () => {
    const signedOut = testSession();
    expect(await signedInKitchenUrl(signedOut.session, RECIPE, 'family-table')).toBe(RECIPE);
    expect(signedOut.calls).toEqual([]);

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = testSession({ 'POST /manage/single-use-tokens': { status: 500 } }, 'tok');
    expect(await signedInKitchenUrl(failing.session, RECIPE, 'family-table')).toBe(RECIPE);
  });

  it('is taken over only on a plain left click, so new tabs and windows open as usual', () => {
    const click = {
      button: 0,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      defaultPrevented: false,
    };
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...click, shiftKey: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});
