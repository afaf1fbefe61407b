import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it('keeps a path on the kitchen with its query and fragment', () => {
    expect(safeNextPath('/recipes/soup?preview=1#comments')).toBe('/recipes/soup?preview=1#comments');
  });

  it.each([
    ['//evil.example'],
    ['/\\evil.example'],
    ['https:evil.example'],
    ['https://evil.example/'],
    ['evil.example'],
    ['/%2F%2Fevil.example'],
    ['/%5Cevil.example'],
    ['%2F%2Fevil.example'],
    ['/\tevil'],
    ['javascript:alert(1)'],
    [''],
  ])('falls back to / for %j', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  it('falls back to the given path when there is no next', () => {
    expect(safeNextPath(null, '/recipes')).toBe('/recipes');
  });

  it('never leads off the kitchen, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `/${s}`),
        ),
        (next) => {
          const target = new URL(safeNextPath(next), 'https://family-table.example/');
          expect(target.origin).toBe('https://family-table.example');
        },
      ),
      { seed: 20_240_610, numRuns: 2000 },
    );
  });
});
