/**
 * Response headers by path, in the `_headers` file format of Netlify and Cloudflare Pages: a path
 * pattern on its own line, then its headers indented as `Name: value`. A pattern is an exact path
 * or ends in `*`, matching every path that starts with what precedes it. Every rule that matches a
 * path applies, in file order.
 */
export interface HeaderRule {
  path: string;
  headers: [name: string, value: string][];
}

export function formatHeadersFile(rules: HeaderRule[], comment?: string): string {
  const lines = comment ? comment.split('\n').map((line) => `# ${line}`) : [];
  for (const rule of rules) {
    lines.push(rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon === -1) continue;
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

export function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/** The headers every matching rule gives a path, in file order. */
export function headersForPath(rules: HeaderRule[], path: string): [string, string][] {
  return rules.filter((rule) => pathMatches(rule.path, path)).flatMap((rule) => rule.headers);
}
