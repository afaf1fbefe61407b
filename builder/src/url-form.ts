/**
 * The one URL form of a kitchen's pages, on each host (docs/decisions/019): a page is served at
 * its address with a trailing slash (`/recipes/`), the address without it moves there with 301
 * and its query, and the not-found page answers missing addresses only, always with status 404
 * (never at `/404`, `/404/` or `/404.html` with 200).
 */

/** The not-found page's own addresses, each answered with status 404. */
export const NOT_FOUND_ADDRESSES = ['/404', '/404/', '/404.html'] as const;

/**
 * Lines for `_redirects` (Netlify, Cloudflare Pages). Both hosts already move `/about` to
 * `/about/` when `about/index.html` exists, so only the not-found page needs rules: a forced
 * rewrite with status 404.
 */
export function redirectsUrlForm(): string {
  return NOT_FOUND_ADDRESSES.map((address) => `${address} /404.html 404!`).join('\n') + '\n';
}

/**
 * nginx directives for the kitchen's `server { }` block. The server-level `rewrite` runs before
 * any location is chosen and appends the request's query itself; `$request_filename` is the
 * server's `root` plus the path.
 */
export function nginxUrlForm(): string {
  return [
    '',
    '# One URL form: a page asked for without its trailing slash moves to it (query kept).',
    'if (-f $request_filename/index.html) {',
    '    rewrite ^(.*[^/])$ $1/ permanent;',
    '}',
    '# The not-found page answers missing pages only, always with 404.',
    'error_page 404 /404.html;',
    'location = /404.html {',
    '    internal;',
    '}',
    '',
  ].join('\n');
}

/**
 * Caddyfile directives for the kitchen's site block (Caddy runs `redir` before `try_files` and
 * `error` after it, whatever the order here). `{?query}` is the query with its `?`, or nothing.
 */
export function caddyUrlForm(): string {
  return [
    '# One URL form: a page asked for without its trailing slash moves to it (query kept).',
    '@larderPageWithoutSlash {',
    '    path_regexp ^.*[^/]$',
    '    file {path}/index.html',
    '}',
    'redir @larderPageWithoutSlash {path}/{?query} 301',
    '# The not-found page answers missing pages only, always with 404.',
    `@larderNotFoundPage path ${NOT_FOUND_ADDRESSES.join(' ')}`,
    'error @larderNotFoundPage 404',
    '',
  ].join('\n');
}
