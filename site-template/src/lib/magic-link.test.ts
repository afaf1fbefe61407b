import { describe, expect, it, vi } from 'vitest';
import { splitMagicLinkToken, takeMagicLinkToken } from './magic-link';

describe('splitMagicLinkToken', () => {
  it('takes the token out and keeps the other parameters and the fragment', () => {
    expect(splitMagicLinkToken('https://k.example/recipes/soup?mgk=abc&preview=p1#comments')).toEqual({
      token: 'abc',
      href: 'https://k.example/recipes/soup?preview=p1#comments',
    });
  });

  it('leaves an address without a token untouched', () => {
    const href = 'https://k.example/recipes/soup?preview=p1';
    expect(splitMagicLinkToken(href)).toEqual({ token: null, href });
  });

  it('removes an empty mgk without counting it as a token', () => {
    expect(splitMagicLinkToken('https://k.example/?mgk=')).toEqual({
      token: null,
      href: 'https://k.example/',
    });
  });
});

describe('takeMagicLinkToken', () => {
  it('replaces the address in the history instead of adding an entry', () => {
    const replaceState = vi.fn();
    const history = { state: { kept: true }, replaceState } as unknown as History;
    const location = { href: 'https://k.example/about?mgk=t0k' } as Location;
    expect(takeMagicLinkToken(location, history)).toBe('t0k');
    expect(replaceState).toHaveBeenCalledWith({ kept: true }, '', 'https://k.example/about');
  });

  it('does not touch the history when there is nothing to remove', () => {
    const replaceState = vi.fn();
    const history = { state: null, replaceState } as unknown as History;
    expect(takeMagicLinkToken({ href: 'https://k.example/' } as Location, history)).toBeNull();
    expect(replaceState).not.toHaveBeenCalled();
  });
});
