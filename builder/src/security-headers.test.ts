import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { noPageFacts, type PageFacts } from './page-facts.ts';
import { contentSecurityPolicy, cspHash, kitchenHeaderRules } from './security-headers.ts';

const facts = (overrides: Partial<PageFacts> = {}): PageFacts => ({
  ...noPageFacts(),
  headEnd: 0,
  bodyEnd: 0,
  ...overrides,
});
const input = (pages: PageFacts[], googleAnalyticsId: string | null = null) => ({
  pages,
  apiOrigin: 'https://api.example.com',
  googleAnalyticsId,
});
const directive = (policy: string, name: string) =>
  policy.split('; ').find((entry) => entry.split(' ')[0] === name);

describe('cspHash', () => {
  it('is the base64 sha256 of the UTF-8 text, as browsers compute it', () => {
    const expected = createHash('sha256').update('alert("é")').digest('base64');
    expect(cspHash('alert("é")')).toBe(`'sha256-${expected}'`);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows nothing by default, and the hashes of every inline script and style once each', () => {
    const policy = contentSecurityPolicy(
      input([
        facts({ inlineScripts: ['a()'], inlineStyles: ['p{}'] }),
        facts({ inlineScripts: ['a()', 'b()'], inlineStyles: ['p{}'] }),
      ]),
    );
    expect(directive(policy, 'default-src')).toBe("default-src 'none'");
    expect(directive(policy, 'script-src')).toBe(
      `script-src 'self' ${[cspHash('a()'), cspHash('b()')].sort().join(' ')}`,
    );
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' ${cspHash('p{}')}`);
    expect(directive(policy, 'style-src-attr')).toBe("style-src-attr 'none'");
    for (const locked of ["base-uri 'none'", "frame-ancestors 'none'", "object-src 'none'"])
      expect(policy).toContain(locked);
  });

  it('lets forms post only to the kitchen and the API’s kitchen calls, whose redirect returns to the kitchen', () => {
    const policy = contentSecurityPolicy(input([facts()]));
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https://api.example.com/api/v1/site/");
  });

  it('allows style attributes only by hash, and only when a page has them', () => {
    const policy = contentSecurityPolicy(input([facts({ styleAttributes: ['color:red'] })]));
    expect(directive(policy, 'style-src-attr')).toBe(
      `style-src-attr 'unsafe-hashes' ${cspHash('color:red')}`,
    );
  });

  it('loads images and media from the kitchen and the API file host, and data: only for placeholders', () => {
    const without = contentSecurityPolicy(input([facts()]));
    expect(directive(without, 'img-src')).toBe("img-src 'self' https://api.example.com/api/v1/files/");
    expect(directive(without, 'media-src')).toBe("media-src 'self' https://api.example.com/api/v1/files/");
    expect(directive(without, 'connect-src')).toBe("connect-src 'self' https://api.example.com");
    const withPlaceholders = contentSecurityPolicy(input([facts({ placeholderImageIds: ['a'] })]));
    expect(directive(withPlaceholders, 'img-src')).toBe(
      "img-src 'self' data: https://api.example.com/api/v1/files/",
    );
  });

  it('frames the YouTube player only when a page embeds one', () => {
    expect(directive(contentSecurityPolicy(input([facts()])), 'frame-src')).toBeUndefined();
    expect(
      directive(contentSecurityPolicy(input([facts(), facts({ embedsYouTube: true })])), 'frame-src'),
    ).toBe('frame-src https://www.youtube-nocookie.com');
  });

  it('names the analytics hosts only when the kitchen has an analytics id', () => {
    expect(contentSecurityPolicy(input([facts()]))).not.toContain('google');
    const policy = contentSecurityPolicy(input([facts()], 'G-ABC123XYZ'));
    expect(directive(policy, 'script-src')?.split(' ')).toContain('https://www.googletagmanager.com/gtag/js');
    expect(directive(policy, 'script-src')?.split(' ')).not.toContain('https://www.googletagmanager.com');
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(contentSecurityPolicy(input([facts()], 'UA-12345-1'))).not.toContain('google');
  });

  it('lets the kitchen’s own web app manifest load', () => {
    expect(directive(contentSecurityPolicy(input([facts()])), 'manifest-src')).toBe("manifest-src 'self'");
  });
});

describe('kitchenHeaderRules', () => {
  it('sends the policy and the other security headers everywhere, and caches hashed files forever', () => {
    const rules = kitchenHeaderRules(input([facts()]));
    expect(rules.map((rule) => rule.path)).toEqual(['/*', '/_astro/*', '/_img/*', '/fonts/*']);
    const siteWide = Object.fromEntries(rules[0]!.headers);
    expect(Object.keys(siteWide)).toEqual([
      'Content-Security-Policy',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Content-Type-Options',
    ]);
    expect(siteWide['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(siteWide['Permissions-Policy']).toContain('camera=(), ');
    expect(siteWide['Permissions-Policy']).not.toContain('screen-wake-lock');
    expect(rules[1]!.headers).toEqual([['Cache-Control', 'public, max-age=31536000, immutable']]);
  });
});
