import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampDescription, DESCRIPTION_MAX, DESCRIPTION_MIN, pageDescription } from './page-description';

const site = {
  title: 'The Family Table',
  aboutShort:
    'Weeknight dinners and weekend bakes from our family to yours, tested in a real kitchen with real kids.',
  owner: { displayName: 'Maya Reyes' },
};

describe('page descriptions', () => {
  it('gives home, about, events, links and the not-found page each their own', () => {
    const texts = ['/', '/about/', '/events/', '/links/', '/404'].map((path) =>
      pageDescription(path, path === '/' || path === '/about/' ? site.aboutShort : null, site),
    );
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts[0]).toBe(site.aboutShort);
  });

  it('lengthens the recipe index’s and collections’ short texts to at least 70 characters', () => {
    for (const path of ['/recipes/', '/recipes/page/2/', '/collections/']) {
      const text = pageDescription(path, 'Every recipe from The Family Table.', site)!;
      expect(text.length, path).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
      expect(text).toContain('The Family Table');
    }
  });

  it('keeps a page’s own description, clamped to about 155 characters at a word', () => {
    const long = 'A slow Sunday ragù. '.repeat(20);
    const text = pageDescription('/collections/sunday/', long, site)!;
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(text.endsWith('…')).toBe(true);
    expect(long.startsWith(`${text.slice(0, -1)} `)).toBe(true);
  });

  it('never returns more than 155 characters, nor a line break', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const clamped = clampDescription(text);
        expect(clamped.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
        expect(clamped).not.toMatch(/[\n\r\t]/);
      }),
      { seed: 155, numRuns: 300 },
    );
  });
});
