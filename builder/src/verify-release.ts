import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import { readdirSync, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import type { ReleasePages } from './page-finish.ts';

export class ReleaseCheckError extends Error {
  /** Images in `_img/` that could not be read: their cache entries must not be reused. */
  readonly badImages: string[];

  constructor(message: string, badImages: string[] = []) {
    super(message);
    this.name = 'ReleaseCheckError';
    this.badImages = badImages;
  }
}

/**
 * What a page has after its closing `</html>` (trimmed), or null when it ends there. Browsers
 * move such content into the body, so a script there runs late and a validator flags the page.
 */
export function contentAfterHtmlEnd(html: string): string | null {
  const end = lastHtmlEnd(html);
  if (end === -1) return html.trim() || null;
  const after = html.slice(end + '</html>'.length).trim();
  return after === '' ? null : after;
}

/**
 * Where the last `</html>` (in any case) starts, or -1: each `</` from the end looked at, rather
 * than the whole page lower-cased (a page's render cost 0.4 ms more for that, 1 s at 2,000 recipes).
 */
export function lastHtmlEnd(html: string): number {
  for (let at = html.lastIndexOf('</'); at !== -1; at = at === 0 ? -1 : html.lastIndexOf('</', at - 1))
    if (html.slice(at + 2, at + 7).toLowerCase() === 'html>') return at;
  return -1;
}

/**
 * Synchronously: a release has a folder per recipe, and the promise form makes a round trip to
 * the thread pool for each (0.2-0.4 s at 2,000 recipes, against 40 ms), on every publish's checks.
 */
function filesUnder(dir: string): string[] {
  return entriesUnder(dir).files;
}

/** Every file under `dir` (paths), and every folder under it with nothing in it. */
function entriesUnder(dir: string): { files: string[]; emptyFolders: string[] } {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  const parents = new Set(entries.map((entry) => entry.parentPath));
  return {
    files: entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)),
    emptyFolders: entries
      .filter((entry) => entry.isDirectory() && !parents.has(join(entry.parentPath, entry.name)))
      .map((entry) => join(entry.parentPath, entry.name)),
  };
}

/** Every HTML file of a release, as paths relative to it. */
export function releaseHtmlFiles(releaseDir: string): string[] {
  return filesUnder(releaseDir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => relative(releaseDir, file))
    .sort();
}

/** Each site-local asset path in a page (`/_astro/…`, `/_img/…`), with where it is. */
export function assetReferenceMatches(html: string): RegExpStringIterator<RegExpExecArray> {
  return html.matchAll(/\/_(?:astro|img)\/[\w.-]+(?:\/[\w.-]+)*/g);
}

/** Site-local asset paths a page refers to: `/_astro/…` and `/_img/…` in src, href and srcset. */
export function assetReferences(html: string): string[] {
  return [...assetReferenceMatches(html)].map((match) => match[0]);
}

/** Whether a file is `other` (one inode, as hard links are). */
function sameFileAs(info: Stats, other: string): boolean {
  const second = statSync(other, { throwIfNoEntry: false });
  return !!second && info.ino === second.ino && info.dev === second.dev;
}

/**
 * Checks a rendered release before it may go live: the home page, the recipe index, the 404 page
 * and one page per recipe exist; no file is empty; every page ends at `</html>`; every script,
 * style and image a page refers to is in the release; and every resized image decodes. Throws
 * with the first problems found. With `pages` (what the renderer noted as it wrote each page),
 * the pages are not read again.
 */
export async function verifyRelease(
  releaseDir: string,
  snapshot: Pick<KitchenSnapshot, 'site' | 'recipes'>,
  pages?: Pick<ReleasePages, 'referenced' | 'afterHtmlEnd'>,
  /**
   * The live release, whose images were read when it was checked: an image that is the same
   * file there (a hard link from the image cache) is not read again.
   */
  checkedRelease?: string,
): Promise<{ files: number; images: number }> {
  const problems: string[] = [];
  const { files, emptyFolders } = entriesUnder(releaseDir);
  // A page's folder with no page in it answers 403 (or a listing) where a host would answer 404.
  // The asset folders (`_img/`, `_astro/`) serve no page: a kitchen without images has `_img/` empty.
  for (const folder of emptyFolders.map((path) => relative(releaseDir, path)))
    if (!folder.startsWith('_')) problems.push(`empty folder ${folder}`);
  // Looked at once each, synchronously: thousands of small files, where a round trip to the
  // thread pool for each costs more than the look.
  const infos = new Map(files.map((file) => [file, statSync(file)]));
  const required = [
    'index.html',
    '404.html',
    'recipes/index.html',
    ...snapshot.recipes.map((recipe) => `recipes/${recipe.slug}/index.html`),
  ];
  for (const file of required) {
    const info = infos.get(join(releaseDir, file));
    if (!info || info.size === 0) problems.push(`missing: ${file}`);
  }

  const present = new Set(files.map((file) => `/${relative(releaseDir, file)}`));
  const referenced = new Set<string>(pages?.referenced);
  const afterHtmlEnd = [...(pages?.afterHtmlEnd ?? [])];
  for (const file of files) {
    if (infos.get(file)!.size === 0) problems.push(`empty ${relative(releaseDir, file)}`);
    if (pages || !file.endsWith('.html')) continue;
    const html = await readFile(file, 'utf8');
    const after = contentAfterHtmlEnd(html);
    if (after !== null) afterHtmlEnd.push({ file: relative(releaseDir, file), after });
    for (const path of assetReferences(html)) referenced.add(path);
  }
  for (const { file, after } of afterHtmlEnd)
    problems.push(
      `content after </html> in ${file} (${JSON.stringify(after.slice(0, 60))}; move it inside the layout)`,
    );
  for (const path of referenced)
    if (!present.has(decodeURI(path))) problems.push(`missing ${path.slice(1)} (referenced by a page)`);

  const images = files.filter(
    (file) => relative(releaseDir, file).startsWith('_img/') && file.endsWith('.webp'),
  );
  const badImages: string[] = [];
  for (const image of images) {
    if (checkedRelease && sameFileAs(infos.get(image)!, join(checkedRelease, relative(releaseDir, image))))
      continue;
    const readable = await sharp(image)
      .metadata()
      .then((metadata) => Boolean(metadata.width && metadata.height))
      .catch(() => false);
    if (!readable) badImages.push(relative(join(releaseDir, '_img'), image));
  }
  for (const image of badImages) problems.push(`unreadable _img/${image}`);

  if (problems.length > 0) {
    throw new ReleaseCheckError(
      `The build of "${snapshot.site.slug}" failed its checks (${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}): ${problems.slice(0, 10).join(', ')}. The live kitchen was left unchanged.`,
      badImages,
    );
  }
  return { files: files.length, images: images.length };
}
