import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kitchenPageUrl, kitchenRecipeUrl } from './kitchen-urls.ts';

describe('kitchen page URLs', () => {
  it('ends every page path with one slash, before its query and fragment', () => {
    expect(kitchenPageUrl('https://cook.example', '/subscribe')).toBe('https://cook.example/subscribe/');
    expect(kitchenPageUrl('https://cook.example/', '/about/')).toBe('https://cook.example/about/');
    expect(kitchenPageUrl('https://cook.example', '/sign-in/callback?token=a/b#x')).toBe(
      'https://cook.example/sign-in/callback/?token=a/b#x',
    );
    expect(kitchenPageUrl('https://cook.example', '/')).toBe('https://cook.example/');
  });

  it('escapes a recipe slug into one path segment', () => {
    expect(kitchenRecipeUrl('https://cook.example', 'apple-pie')).toBe(
      'https://cook.example/recipes/apple-pie/',
    );
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (slug) => {
        const url = new URL(kitchenRecipeUrl('https://cook.example', slug));
        expect(url.pathname.split('/')).toHaveLength(4);
        expect(url.pathname.endsWith('/')).toBe(true);
      }),
      { seed: 19_019, numRuns: 200 },
    );
  });
});
