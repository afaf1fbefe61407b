/**
 * Rewrites in the `_redirects` file format of Netlify and Cloudflare Pages: `from to 200` per
 * line. `from` may hold `:name` placeholders (one path segment each) and end in `*` (the rest of
 * the path). A rewrite serves `to` under the address asked for, and only when no file has that
 * address (Netlify's shadowing): a host can thus answer addresses it never built, such as a
 * payment's `/subscribe/success/{CHECKOUT_SESSION_ID}`.
 */
export interface RewriteRule {
  from: string;
  to: string;
}

export function formatRedirectsFile(rules: RewriteRule[], comment?: string): string {
  const lines = comment ? comment.split('\n').map((line) => `# ${line}`) : [];
  for (const rule of rules) lines.push(`${rule.from} ${rule.to} 200`);
  return `${lines.join('\n')}\n`;
}

/** The rewrites (status 200) of a `_redirects` file; redirects and comments are left out. */
export function parseRedirectsFile(text: string): RewriteRule[] {
  const rules: RewriteRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    const [from, to, status, ...rest] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || !to || status !== '200' || rest.length > 0) continue;
    rules.push({ from, to });
  }
  return rules;
}

/**
 * The paths a rule's `from` matches, as a regular expression source (anchored, trailing slash
 * optional): what nginx and Caddy are given too.
 */
export function rewritePatternSource(from: string): string {
  const trimmed = from.length > 1 ? from.replace(/\/+$/, '') : from;
  const body = trimmed
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (/^:[A-Za-z]\w*$/.test(segment)) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return `^${body}/?$`;
}

/** Where the first matching rule sends a path, or null when none does. */
export function rewriteFor(rules: RewriteRule[], path: string): string | null {
  return rules.find((rule) => new RegExp(rewritePatternSource(rule.from)).test(path))?.to ?? null;
}

/**
 * A kitchen that moved to another address (docs/decisions/031): its old address's release holds
 * only this rule and a page saying where it went. `/* <origin>/:splat 301` is what Netlify and
 * Cloudflare Pages follow; the demo's server reads it with `movedTo`.
 */
export function movedKitchenRedirects(newOrigin: string): string {
  return `# This kitchen has moved; every address goes to the same path at its new one.\n/* ${newOrigin.replace(/\/+$/, '')}/:splat 301\n`;
}

/**
 * Where a `_redirects` file's whole-site move (`/* <origin>/:splat 301`) sends a path (with its
 * query), or null when the file has none. Only an absolute http(s) target is followed.
 */
export function movedTo(text: string, path: string, search = ''): string | null {
  for (const line of text.split(/\r?\n/)) {
    const [from, to, status, ...rest] = line.trim().split(/\s+/);
    if (from !== '/*' || !to || rest.length > 0 || (status !== '301' && status !== '302')) continue;
    if (!/^https?:\/\/[^/]+\/:splat$/.test(to)) continue;
    return `${to.slice(0, -':splat'.length)}${path.replace(/^\/+/, '')}${search}`;
  }
  return null;
}
