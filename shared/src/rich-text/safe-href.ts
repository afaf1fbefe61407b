const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const SAME_SITE_BASE = 'https://same-site.invalid';

/**
 * Returns the href when it is an http, https or mailto address, or a path on the same site;
 * otherwise null (javascript:, data:, vbscript: and anything unparsable are dropped).
 */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  try {
    if (/^\/(?!\/)/.test(trimmed) || trimmed.startsWith('#')) {
      // Browsers read "/\evil.com" and "/<tab>/evil.com" as "//evil.com": keep only paths that stay on the site.
      return new URL(trimmed, SAME_SITE_BASE).origin === SAME_SITE_BASE ? trimmed : null;
    }
    const url = new URL(trimmed);
    return ALLOWED_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

export function isExternalHref(href: string): boolean {
  return /^(https?:|mailto:)/i.test(href);
}
