import { movedKitchenRedirects } from '@larder/shared/hosting/redirects-file';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  currentRelease,
  newReleaseId,
  pruneReleases,
  releasesDir,
  switchToRelease,
} from './release-switch.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0)!.toString()};`);

/** What a moved page wears of a kitchen's own page (see `movedPage`). */
export interface MovedPageDress {
  /** The texts of that page's `<style>` elements. */
  styles?: readonly string[];
  /** The opening tag of the element that holds that page's content (`<div …>`). */
  container?: string;
}

/**
 * The page a host without redirects shows at a moved address (a kitchen's, a recipe's; and the
 * rule's fallback): where `title` is now (`to`), as a link and a refresh. Dressed in a kitchen's
 * own page's styles (whose hashes its Content-Security-Policy already allows) and content
 * container, the moment a reader sees it looks like the kitchen.
 */
export function movedPage(title: string, address: string, dress: MovedPageDress = {}): string {
  const to = escapeHtml(address);
  const dressed = (dress.styles ?? [])
    .filter((css) => !/<\/style/i.test(css))
    .map((css) => `<style>${css}</style>\n`);
  // The container of the page whose styles it wears, and that page's scope for its headings.
  const container = dress.container && /^<div\b[^<>]*>$/.test(dress.container) ? dress.container : '<div>';
  const scope = /\s(data-astro-cid-[a-z0-9]+)(?=[\s>])/.exec(container)?.[1];
  const scoped = scope ? ` ${scope}` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${to}">
<link rel="canonical" href="${to}">
<title>${escapeHtml(title)} has moved</title>
${dressed.join('')}</head>
<body>
<main id="main">${container}<h1${scoped}>${escapeHtml(title)} has moved</h1><p${scoped}>It is now at <a href="${to}">${to}</a>.</p></div></main>
</body>
</html>
`;
}

/**
 * Publishes a kitchen's former address as a release of its own that sends every path to the
 * same path at the new address (`_redirects`, 301) and says so to hosts without redirects
 * (`404.html`). Switched atomically like any release; nothing is written when the live one
 * already says the same.
 */
export async function publishMovedAddress(
  outputDir: string,
  oldSlug: string,
  title: string,
  newOrigin: string,
): Promise<boolean> {
  const redirects = movedKitchenRedirects(newOrigin);
  const page = movedPage(title, `${newOrigin}/`);
  const live = await currentRelease(outputDir, oldSlug);
  if (live) {
    const [liveRedirects, livePage] = await Promise.all([
      readFile(join(live, '_redirects'), 'utf8').catch(() => null),
      readFile(join(live, '404.html'), 'utf8').catch(() => null),
    ]);
    if (liveRedirects === redirects && livePage === page) return false;
  }
  const release = join(
    releasesDir(outputDir, oldSlug),
    `moved-${newReleaseId(String(process.pid).padStart(8, '0'))}`,
  );
  await rm(release, { recursive: true, force: true });
  await mkdir(release, { recursive: true });
  await writeFile(join(release, '_redirects'), redirects);
  await writeFile(join(release, '404.html'), page);
  await switchToRelease(outputDir, oldSlug, release);
  await pruneReleases(outputDir, oldSlug, 0);
  return true;
}
