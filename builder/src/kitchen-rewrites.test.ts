import { describe, expect, it } from 'vitest';
import { caddyRewrites, KITCHEN_REWRITES, nginxRewrites } from './kitchen-rewrites.ts';

describe('the kitchen’s rewrites for nginx and Caddy', () => {
  it('serves the checkout-session page for any session id under nginx, files first', () => {
    expect(nginxRewrites(KITCHEN_REWRITES)).toBe(
      [
        '',
        'location ~ ^/subscribe/success/[^/]+/?$ {',
        '    try_files $uri $uri/index.html /subscribe/success/session/index.html;',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('rewrites only addresses no file answers under Caddy', () => {
    expect(caddyRewrites(KITCHEN_REWRITES)).toBe(
      [
        '@larderRewrite0 {',
        '    path_regexp ^/subscribe/success/[^/]+/?$',
        '    not file {path} {path}/index.html',
        '}',
        'rewrite @larderRewrite0 /subscribe/success/session/',
        '',
      ].join('\n'),
    );
  });
});
