import type { HeaderRule } from '@larder/shared/hosting/headers-file';

/** Files a release carries for its host; none of them is a page, and hosts should not serve them. */
export const HEADERS_FILES = {
  netlify: '_headers',
  nginx: '_headers.nginx.conf',
  caddy: '_headers.caddy',
} as const;

function quoted(value: string): string {
  if (value.includes('$')) throw new Error(`A header value cannot hold "$" for nginx: ${value}`);
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

const prefixOf = (pattern: string) => (pattern.endsWith('*') ? pattern.slice(0, -1) : null);

/**
 * The rules as nginx directives for the kitchen's `server { }` block. A `location` with its own
 * `add_header` drops the ones it would inherit, so each location repeats the site-wide headers.
 */
export function nginxHeaders(rules: HeaderRule[], comment: string): string {
  const siteWide = rules.filter((rule) => rule.path === '/*').flatMap((rule) => rule.headers);
  const addHeaders = (headers: [string, string][], indent: string) =>
    headers.map(([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`);
  const lines = [...comment.split('\n').map((line) => `# ${line}`), ...addHeaders(siteWide, '')];
  for (const rule of rules.filter((candidate) => candidate.path !== '/*')) {
    const prefix = prefixOf(rule.path);
    lines.push(
      '',
      prefix === null ? `location = ${rule.path} {` : `location ^~ ${prefix} {`,
      ...addHeaders([...siteWide, ...rule.headers], '    '),
      '}',
    );
  }
  lines.push('', `location ^~ /${HEADERS_FILES.netlify} {`, '    return 404;', '}');
  return `${lines.join('\n')}\n`;
}

/** The rules as Caddyfile directives for the kitchen's site block. */
export function caddyHeaders(rules: HeaderRule[], comment: string): string {
  const lines = comment.split('\n').map((line) => `# ${line}`);
  for (const rule of rules) {
    const matcher = rule.path === '/*' ? '' : ` ${rule.path}`;
    lines.push(
      `header${matcher} {`,
      ...rule.headers.map(([name, value]) => `    ${name} ${quoted(value)}`),
      '}',
    );
  }
  lines.push(`@larderHeadersFiles path /${HEADERS_FILES.netlify}*`, 'respond @larderHeadersFiles 404');
  return `${lines.join('\n')}\n`;
}
