import type { HeaderRule } from '@larder/shared/hosting/headers-file';
import { describe, expect, it } from 'vitest';
import { caddyHeaders, nginxHeaders } from './host-header-snippets.ts';

const rules: HeaderRule[] = [
  {
    path: '/*',
    headers: [
      ['Content-Security-Policy', "default-src 'none'"],
      ['X-Content-Type-Options', 'nosniff'],
    ],
  },
  { path: '/_astro/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
];

describe('nginxHeaders', () => {
  it('sets the site-wide headers, repeats them in each location with its own, and hides _headers', () => {
    expect(nginxHeaders(rules, 'Generated')).toBe(
      [
        '# Generated',
        `add_header Content-Security-Policy "default-src 'none'" always;`,
        'add_header X-Content-Type-Options "nosniff" always;',
        '',
        'location ^~ /_astro/ {',
        `    add_header Content-Security-Policy "default-src 'none'" always;`,
        '    add_header X-Content-Type-Options "nosniff" always;',
        '    add_header Cache-Control "public, max-age=31536000, immutable" always;',
        '}',
        '',
        'location ^~ /_headers {',
        '    return 404;',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('refuses a value nginx would read as a variable', () => {
    expect(() => nginxHeaders([{ path: '/*', headers: [['X', 'a $b']] }], '')).toThrow(/\$/);
  });
});

describe('caddyHeaders', () => {
  it('writes one header block per rule and hides _headers', () => {
    expect(caddyHeaders(rules, 'Generated')).toBe(
      [
        '# Generated',
        'header {',
        `    Content-Security-Policy "default-src 'none'"`,
        '    X-Content-Type-Options "nosniff"',
        '}',
        'header /_astro/* {',
        '    Cache-Control "public, max-age=31536000, immutable"',
        '}',
        '@larderHeadersFiles path /_headers*',
        'respond @larderHeadersFiles 404',
        '',
      ].join('\n'),
    );
  });
});
