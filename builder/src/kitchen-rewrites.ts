import { rewritePatternSource, type RewriteRule } from '@larder/shared/hosting/redirects-file';

/**
 * Addresses a kitchen answers with a page it built under another name (docs/decisions/018):
 * Stripe returns a paying reader to `/subscribe/success/{CHECKOUT_SESSION_ID}`, an id no build
 * can know, so every such address is served the one checkout-session page, which reads the id
 * from the address.
 */
export const KITCHEN_REWRITES: RewriteRule[] = [
  { from: '/subscribe/success/:checkoutSessionId', to: '/subscribe/success/session/' },
];

/** The rewrites as nginx locations, for the kitchen's `server { }` block (beside its headers). */
export function nginxRewrites(rules: RewriteRule[]): string {
  const lines: string[] = [];
  for (const rule of rules) {
    const target = rule.to.endsWith('/') ? `${rule.to}index.html` : rule.to;
    // No add_header here, so the server-level headers of the snippet still apply.
    lines.push(
      '',
      `location ~ ${rewritePatternSource(rule.from)} {`,
      `    try_files $uri $uri/index.html ${target};`,
      '}',
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The rewrites as Caddyfile directives for the kitchen's site block (files keep their own address). */
export function caddyRewrites(rules: RewriteRule[]): string {
  const lines: string[] = [];
  rules.forEach((rule, index) => {
    const name = `@larderRewrite${index}`;
    lines.push(
      `${name} {`,
      `    path_regexp ${rewritePatternSource(rule.from)}`,
      '    not file {path} {path}/index.html',
      '}',
      `rewrite ${name} ${rule.to}`,
    );
  });
  return `${lines.join('\n')}\n`;
}
