import { formatHeadersFile } from '@larder/shared/hosting/headers-file';
import { formatRedirectsFile } from '@larder/shared/hosting/redirects-file';
import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { collectImages } from './collect-images.ts';
import { caddyCompression, nginxCompression } from './host-compression.ts';
import { caddyHeaders, HEADERS_FILES, nginxHeaders } from './host-header-snippets.ts';
import { caddyRewrites, KITCHEN_REWRITES, nginxRewrites } from './kitchen-rewrites.ts';
import { noPageFacts, pageFacts } from './page-facts.ts';
import { placeholderStylesheet } from './placeholder-stylesheet.ts';
import { kitchenHeaderRules } from './security-headers.ts';
import { caddyUrlForm, nginxUrlForm, redirectsUrlForm } from './url-form.ts';
import { releaseHtmlFiles } from './verify-release.ts';

/**
 * Makes a rendered release ready to be served under its own Content-Security-Policy: links each
 * page to the stylesheet of its image placeholders (at the end of its body), then writes the release's headers as
 * `_headers` (Netlify, Cloudflare Pages, the demo server) and as nginx and Caddy snippets built
 * from the same rules. Fails when a page has an inline event handler or a frame other than
 * YouTube's player, which the policy blocks.
 */
export async function secureRelease(releaseDir: string, snapshot: KitchenSnapshot): Promise<void> {
  const placeholders = new Map(
    collectImages(snapshot).flatMap((image) => (image.lqip ? [[image.id, image.lqip] as const] : [])),
  );
  await mkdir(join(releaseDir, '_img'), { recursive: true });
  // What the policy needs of all the pages together: each distinct inline text once (a page's
  // texts are slices of the page, so keeping every page's would keep every page in memory).
  const release = noPageFacts();
  const seen = {
    inlineScripts: new Set<string>(),
    inlineStyles: new Set<string>(),
    styleAttributes: new Set<string>(),
  };
  const sheets = new Set<string>();
  const blocked: string[] = [];
  for (const file of await releaseHtmlFiles(releaseDir)) {
    const html = (await readFile(join(releaseDir, file), 'utf8')).replace(/\r\n?/g, '\n');
    const facts = pageFacts(html);
    for (const kind of ['inlineScripts', 'inlineStyles', 'styleAttributes'] as const)
      for (const text of facts[kind]) {
        if (seen[kind].has(text)) continue;
        seen[kind].add(text);
        release[kind].push(text);
      }
    if (facts.placeholderImageIds.length > 0 && release.placeholderImageIds.length === 0)
      release.placeholderImageIds.push(facts.placeholderImageIds[0]!);
    release.embedsYouTube ||= facts.embedsYouTube;
    blocked.push(
      ...facts.eventHandlers.map((handler) => `${file}: ${handler}`),
      ...facts.otherFrames.map((src) => `${file}: iframe ${src}`),
    );
    const sheet = placeholderStylesheet(facts.placeholderImageIds, placeholders);
    // At the end of the body the placeholders' stylesheet blocks no rendering: the page paints
    // first, and the placeholders show as soon as it arrives (long before the photos).
    const at = facts.bodyEnd !== -1 ? facts.bodyEnd : facts.headEnd;
    if (sheet && at !== -1) {
      if (!sheets.has(sheet.path)) await writeFile(join(releaseDir, sheet.path), sheet.css);
      sheets.add(sheet.path);
      const link = `<link rel="stylesheet" href="/${sheet.path}">`;
      await writeFile(join(releaseDir, file), html.slice(0, at) + link + html.slice(at));
    }
  }
  if (blocked.length > 0) {
    throw new Error(
      `The build of "${snapshot.site.slug}" has markup its Content-Security-Policy would block: ${blocked.slice(0, 5).join(', ')}. Attach listeners from a script, and embed only YouTube players. The live kitchen was left unchanged.`,
    );
  }
  const rules = kitchenHeaderRules({
    pages: [release],
    apiOrigin: snapshot.apiOrigin,
    googleAnalyticsId: snapshot.site.googleAnalyticsId,
  });
  const comment = `Headers of the kitchen "${snapshot.site.slug}", written by the Larder builder for this release.\nSee docs/hosting.md.`;
  await writeFile(join(releaseDir, HEADERS_FILES.netlify), formatHeadersFile(rules, comment));
  await writeFile(
    join(releaseDir, HEADERS_FILES.nginx),
    nginxHeaders(rules, comment) + nginxUrlForm() + nginxCompression() + nginxRewrites(KITCHEN_REWRITES),
  );
  await writeFile(
    join(releaseDir, HEADERS_FILES.caddy),
    caddyHeaders(rules, comment) + caddyUrlForm() + caddyCompression() + caddyRewrites(KITCHEN_REWRITES),
  );
  await writeFile(
    join(releaseDir, '_redirects'),
    formatRedirectsFile(
      KITCHEN_REWRITES,
      `Rewrites of the kitchen "${snapshot.site.slug}", written by the Larder builder.\nSee docs/decisions/018-checkout-session-page-by-rewrite.md and 019-one-url-form-trailing-slash.md.`,
    ) + redirectsUrlForm(),
  );
}
