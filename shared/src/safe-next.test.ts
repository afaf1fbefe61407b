import fc from 'fast-check';
import { propertyRuns } from './test-support/property-runs.ts';
import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next.ts';

const KITCHEN = 'http://family-table.localhost:4321';
const runs = propertyRuns(5000);

/** Where a browser on a page of the kitchen really goes when sent to `target`. */
function landing(target: string, page = `${KITCHEN}/sign-in/callback?token=x`): URL {
  return new URL(target, page);
}

describe('safeNextPath', () => {
  it('keeps a path on the kitchen, with its query and fragment', () => {
    expect(safeNextPath('/recipes/apple-pie?servings=2#notes', KITCHEN)).toBe(
      '/recipes/apple-pie?servings=2#notes',
    );
    expect(safeNextPath('/', KITCHEN)).toBe('/');
    expect(safeNextPath('/@chef', KITCHEN)).toBe('/@chef');
  });

  it('takes an absolute URL on the kitchen itself as its path (the current page is sent as a URL)', () => {
    expect(safeNextPath(`${KITCHEN}/collections/soups?x=1`, KITCHEN)).toBe('/collections/soups?x=1');
    expect(safeNextPath('https://platform.example/bookmarks', 'https://platform.example')).toBe('/bookmarks');
  });

  it('falls back to / when there is no next', () => {
    expect(safeNextPath(undefined, KITCHEN)).toBe('/');
    expect(safeNextPath(null, KITCHEN)).toBe('/');
    expect(safeNextPath('', KITCHEN)).toBe('/');
  });

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/sign-in'],
    ['a scheme without slashes', 'https:evil.example'],
    ['a scheme without slashes (http)', 'http:evil.example'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['two backslashes', '\\\\evil'],
    ['a backslash first', '\\/evil.example'],
    ['escaped slashes', '/%2F%2Fevil.example'],
    ['an escaped slash and a real one', '/%2f/evil.example'],
    ['an escaped backslash', '/%5Cevil.example'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a newline inside the slashes', '/\n/evil.example'],
    ['a carriage return inside the slashes', '/\r/evil.example'],
    ['a leading space', ' //evil.example'],
    ['a NUL byte', '/\u0000/evil.example'],
    ['dot segments that climb to //', '/..//evil.example'],
    ['dot segments, escaped', '/%2e%2e//evil.example'],
    ['a javascript: URL', 'javascript:alert(document.domain)'],
    ['a javascript: URL in capitals', 'JavaScript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['another kitchen', 'http://crumb-and-crust.localhost:4321/recipes'],
    ['the kitchen host on another port', 'http://family-table.localhost:9999/'],
    ['the kitchen host over another scheme', 'https://family-table.localhost:4321/'],
    ['a look-alike host that starts with the origin', `${KITCHEN}.evil.example/`],
    ['credentials before the host', `http://family-table.localhost:4321@evil.example/`],
    ['a relative path', 'recipes/pie'],
    ['a bare host', 'evil.example'],
    ['an escaped tab before a second slash', '/%09/evil.example'],
    ['an escaped newline before a second slash', '/%0a/evil.example'],
    ['an escaped carriage return inside the path', '/recipes%0d/pie'],
    ['an escaped NUL', '/recipes/pie%00'],
    ['an escaped DEL in the query', '/recipes?q=%7F'],
  ])('refuses %s', (_, next) => {
    expect(safeNextPath(next, KITCHEN)).toBe('/');
  });

  it('answers a path that keeps a browser on the kitchen, whatever it is given', () => {
    const anything = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.webPath().map((path) => `/${path}`),
      fc
        .array(
          fc.constantFrom(
            '/',
            '\\',
            '%2F',
            '%5C',
            '%2e',
            '.',
            '\t',
            '\n',
            'evil.example',
            ':',
            '@',
            'http:',
            // Escaped control characters, which a decoding browser drops or chokes on.
            ...['%00', '%09', '%0a', '%0D', '%1f', '%7F'],
          ),
          {
            maxLength: 8,
          },
        )
        .map((pieces) => pieces.join('')),
      fc.string({ maxLength: 30 }).map((rest) => `${KITCHEN}${rest}`),
    );
    fc.assert(
      fc.property(anything, (next) => {
        const path = safeNextPath(next, KITCHEN);
        expect(path.startsWith('/')).toBe(true);
        expect(path).not.toMatch(/^\/[/\\]|[\s\\]/);
        expect(landing(path).origin).toBe(KITCHEN);
        expect(landing(path, `${KITCHEN}/deep/page/`).origin).toBe(KITCHEN);
        // Decoding the answer once more still lands on the kitchen.
        let decoded = path;
        try {
          decoded = decodeURIComponent(path);
        } catch {
          // Not decodable: nobody can decode it into something else either.
        }
        expect(landing(decoded.replace(/[\t\n\r]/g, '')).origin).toBe(KITCHEN);
      }),
      runs,
    );
  });

  it('keeps every plain path as it is', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(safeNextPath(path, KITCHEN)).toBe(path);
        expect(safeNextPath(`${KITCHEN}${path}`, KITCHEN)).toBe(path);
      }),
      runs,
    );
  });
});
