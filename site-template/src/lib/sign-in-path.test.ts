import { describe, expect, it } from 'vitest';
import { signInPath } from './sign-in-path';

describe('the sign-in path', () => {
  it('comes back to the page it was left from', () => {
    expect(signInPath('/recipes/pad-thai/')).toBe('/sign-in/?next=%2Frecipes%2Fpad-thai%2F');
    expect(signInPath('/about/', 'sign-up')).toBe('/sign-up/?next=%2Fabout%2F');
  });

  it('returns home by default from home, from nowhere and from the sign-in pages', () => {
    expect(signInPath('/')).toBe('/sign-in/');
    expect(signInPath(null)).toBe('/sign-in/');
    expect(signInPath('/sign-up/')).toBe('/sign-in/');
    expect(signInPath('/sign-in/sent/', 'sign-up')).toBe('/sign-up/');
  });
});
