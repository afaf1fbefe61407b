import fc from 'fast-check';
import { propertyRuns } from '@larder/shared/test-support/property-runs';
import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next.ts';

describe('the next path after signing in', () => {
  it('keeps a path on this origin with its query and fragment', () => {
    expect(safeNextPath('/bookmarks')).toBe('/bookmarks');
    expect(safeNextPath('/profile?tab=units#bio')).toBe('/profile?tab=units#bio');
  });

  it.each([
    '//evil.example',
    '//evil.example/bookmarks',
    '/\\evil.example',
    '/%5Cevil.example/../',
    'https:evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'bookmarks',
    '/\tevil',
    '',
  ])('refuses %j and falls back to /', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  it('never sends a signed-in reader back to the sign-in pages (a redirect loop)', () => {
    expect(safeNextPath('/sign-in')).toBe('/');
    expect(safeNextPath('/sign-up?next=/profile')).toBe('/');
    expect(safeNextPath('/sign-in/callback?token=x', '/bookmarks')).toBe('/bookmarks');
    expect(safeNextPath('/sign-inside')).toBe('/sign-inside');
  });

  it('ignores values that are not strings', () => {
    expect(safeNextPath(undefined)).toBe('/');
    expect(safeNextPath(['/profile'], '/bookmarks')).toBe('/bookmarks');
  });

  it('always answers a path on this origin, whatever it is given (generated, seeded)', () => {
    fc.assert(
      fc.property(
        fc
          .tuple(
            fc.constantFrom('', '/', '//', '/\\', '/%2F', '\\', 'https:', '/sign-in'),
            fc.string({ unit: 'binary' }),
          )
          .map(([start, rest]) => start + rest),
        (next) => {
          const path = safeNextPath(next);
          expect(path.startsWith('/')).toBe(true);
          expect(path.startsWith('//')).toBe(false);
          expect(new URL(path, 'http://platform.test').origin).toBe('http://platform.test');
        },
      ),
      propertyRuns(2000),
    );
  });
});
