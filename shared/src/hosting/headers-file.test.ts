import { describe, expect, it } from 'vitest';
import { formatHeadersFile, headersForPath, parseHeadersFile, type HeaderRule } from './headers-file.ts';

const rules: HeaderRule[] = [
  {
    path: '/*',
    headers: [
      ['Content-Security-Policy', "default-src 'none'; img-src 'self' data:"],
      ['X-Content-Type-Options', 'nosniff'],
    ],
  },
  { path: '/_astro/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
];

describe('the _headers file', () => {
  it('writes a path line, then indented headers', () => {
    expect(formatHeadersFile(rules, 'Written by the builder')).toBe(
      [
        '# Written by the builder',
        '/*',
        "  Content-Security-Policy: default-src 'none'; img-src 'self' data:",
        '  X-Content-Type-Options: nosniff',
        '/_astro/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        '',
      ].join('\n'),
    );
  });

  it('reads back what it writes, values with colons included', () => {
    expect(parseHeadersFile(formatHeadersFile(rules, 'a comment'))).toEqual(rules);
  });

  it('gives a path the headers of every rule that matches it, in file order', () => {
    expect(headersForPath(rules, '/_astro/client.js').map(([name]) => name)).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Cache-Control',
    ]);
    expect(headersForPath(rules, '/recipes/pancakes/').map(([name]) => name)).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
    ]);
    expect(headersForPath([{ path: '/about/', headers: [['A', 'b']] }], '/about')).toEqual([]);
  });
});
