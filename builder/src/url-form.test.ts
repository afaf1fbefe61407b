import { describe, expect, it } from 'vitest';
import { caddyUrlForm, nginxUrlForm, redirectsUrlForm } from './url-form.ts';

describe('the one URL form on each host', () => {
  it('moves a page without its trailing slash to it with 301 under nginx, and hides /404.html', () => {
    const nginx = nginxUrlForm();
    expect(nginx).toContain(
      'if (-f $request_filename/index.html) {\n    rewrite ^(.*[^/])$ $1/ permanent;\n}',
    );
    expect(nginx).toContain('error_page 404 /404.html;');
    expect(nginx).toContain('location = /404.html {\n    internal;\n}');
  });

  it('redirects with the query kept and answers every address of the not-found page with 404 under Caddy', () => {
    const caddy = caddyUrlForm();
    expect(caddy).toContain('redir @larderPageWithoutSlash {path}/{?query} 301');
    expect(caddy).toContain('    file {path}/index.html');
    expect(caddy).toContain('@larderNotFoundPage path /404 /404/ /404.html\nerror @larderNotFoundPage 404');
  });

  it('forces status 404 on the not-found page’s addresses in _redirects', () => {
    expect(redirectsUrlForm()).toBe('/404 /404.html 404!\n/404/ /404.html 404!\n/404.html /404.html 404!\n');
  });
});
