import { describe, expect, it } from 'vitest';
import {
  formatRedirectsFile,
  movedKitchenRedirects,
  movedTo,
  parseRedirectsFile,
  rewriteFor,
  rewritePatternSource,
} from './redirects-file.ts';

const SUCCESS = { from: '/subscribe/success/:checkoutSessionId', to: '/subscribe/success/session/' };

describe('the _redirects file', () => {
  it('writes each rewrite as a 200 line after the comment, and reads it back', () => {
    const text = formatRedirectsFile([SUCCESS], 'Rewrites of the kitchen');
    expect(text).toBe(
      '# Rewrites of the kitchen\n/subscribe/success/:checkoutSessionId /subscribe/success/session/ 200\n',
    );
    expect(parseRedirectsFile(text)).toEqual([SUCCESS]);
  });

  it('keeps only rewrites, not redirects or malformed lines', () => {
    expect(parseRedirectsFile('/old /new 301\n/a\n/b /c 200 extra\n/* /index.html 200')).toEqual([
      { from: '/*', to: '/index.html' },
    ]);
  });

  it('matches one path segment for a placeholder, with or without a trailing slash', () => {
    expect(rewriteFor([SUCCESS], '/subscribe/success/cs_test_123')).toBe('/subscribe/success/session/');
    expect(rewriteFor([SUCCESS], '/subscribe/success/cs_test_123/')).toBe('/subscribe/success/session/');
    expect(rewriteFor([SUCCESS], '/subscribe/success/')).toBeNull();
    expect(rewriteFor([SUCCESS], '/subscribe/success/a/b')).toBeNull();
    expect(rewriteFor([SUCCESS], '/subscribe/successor/x')).toBeNull();
  });

  it('gives nginx and Caddy the same pattern, literal dots escaped', () => {
    expect(rewritePatternSource('/subscribe/success/:id')).toBe('^/subscribe/success/[^/]+/?$');
    expect(rewritePatternSource('/a.b/*')).toBe('^/a\\.b/.*/?$');
  });
});

describe('a moved kitchen', () => {
  it('sends every path, query kept, to the same path at the new address', () => {
    const file = movedKitchenRedirects('https://new.example.com/');
    expect(movedTo(file, '/')).toBe('https://new.example.com/');
    expect(movedTo(file, '/recipes/soup/', '?x=1')).toBe('https://new.example.com/recipes/soup/?x=1');
    // A path of slashes never leaves the new origin.
    expect(movedTo(file, '//evil.example.com/')).toBe('https://new.example.com/evil.example.com/');
    // Rewrites are not moves.
    expect(movedTo('/subscribe/success/* /subscribe/success/ 200\n', '/')).toBeNull();
    expect(parseRedirectsFile(file)).toEqual([]);
  });
});
