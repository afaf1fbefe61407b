import { COMPRESSED_TYPES } from '@larder/shared/hosting/compressed-types';

/**
 * Compression of a kitchen's text files on self-managed hosts. Netlify and Cloudflare Pages
 * compress by themselves; nginx and Caddy only when told. Pages, styles, scripts and the search
 * index shrink to a fifth or less, which is most of a phone's first-visit wait.
 */

/** nginx directives for the kitchen's `server { }` block. */
export function nginxCompression(): string {
  return [
    '# Text files compressed (pages, styles, scripts, the search index).',
    'gzip on;',
    'gzip_vary on;',
    'gzip_min_length 1024;',
    // nginx always compresses text/html and warns when it is listed.
    `gzip_types ${COMPRESSED_TYPES.filter((type) => type !== 'text/html').join(' ')};`,
    '',
  ].join('\n');
}

/** Caddyfile directive for the kitchen's site block: its default matcher covers the text types. */
export function caddyCompression(): string {
  return ['# Text files compressed (pages, styles, scripts, the search index).', 'encode zstd gzip', ''].join(
    '\n',
  );
}
