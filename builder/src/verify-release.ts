import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What a page has after its closing `</html>` (trimmed), or null when it ends there. Browsers
 * move such content into the body, so a script there runs late and a validator flags the page.
 */
export function contentAfterHtmlEnd(html: string): string | null {
  const end = html.toLowerCase().lastIndexOf('</html>');
  if (end === -1) return html.trim() || null;
  const after = html.slice(end + '</html>'.length).trim();
  return after === '' ? null : after;
}

/** Every HTML file of a release, as paths relative to it. */
export async function releaseHtmlFiles(releaseDir: string): Promise<string[]> {
  const entries = await readdir(releaseDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name).slice(releaseDir.length + 1))
    .sort();
}

/**
 * Checks a rendered release before it goes live: home page and one page per published recipe,
 * and every page ending at `</html>`.
 */
export async function verifyRelease(releaseDir: string, snapshot: KitchenSnapshot): Promise<void> {
  const required = [
    'index.html',
    '404.html',
    'recipes/index.html',
    ...snapshot.recipes.map((recipe) => `recipes/${recipe.slug}/index.html`),
  ];
  const missing: string[] = [];
  for (const file of required) {
    const info = await stat(join(releaseDir, file)).catch(() => null);
    if (!info?.isFile() || info.size === 0) missing.push(file);
  }
  if (missing.length > 0) {
    throw new Error(
      `The build of "${snapshot.site.slug}" is incomplete; missing: ${missing.slice(0, 10).join(', ')}. The live kitchen was left unchanged.`,
    );
  }
  const trailing: string[] = [];
  for (const file of await releaseHtmlFiles(releaseDir)) {
    const after = contentAfterHtmlEnd(await readFile(join(releaseDir, file), 'utf8'));
    if (after !== null) trailing.push(`${file} (${JSON.stringify(after.slice(0, 60))})`);
  }
  if (trailing.length > 0) {
    throw new Error(
      `The build of "${snapshot.site.slug}" has content after </html> in ${trailing.slice(0, 5).join(', ')}. Move it inside the layout (a component rendered in the page body). The live kitchen was left unchanged.`,
    );
  }
}
