const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * Returns the href when it is an http, https or mailto address, or a path on the same site;
 * otherwise null (javascript:, data:, vbscript: and anything unparsable are dropped).
 */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^\/(?!\/)/.test(trimmed) || trimmed.startsWith('#')) return trimmed;
  try {
    const url = new URL(trimmed);
    return ALLOWED_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

export function isExternalHref(href: string): boolean {
  return /^(https?:|mailto:)/i.test(href);
}
