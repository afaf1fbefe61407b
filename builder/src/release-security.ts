import { formatHeadersFile } from '@larder/shared/hosting/headers-file';
import { formatRedirectsFile } from '@larder/shared/hosting/redirects-file';
import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { caddyCompression, nginxCompression } from './host-compression.ts';
import { caddyHeaders, HEADERS_FILES, nginxHeaders } from './host-header-snippets.ts';
import { caddyRewrites, KITCHEN_REWRITES, nginxRewrites } from './kitchen-rewrites.ts';
import { noPageFacts } from './page-facts.ts';
import { finishReleaseFiles, placeholdersOf, type ReleasePages } from './page-finish.ts';
import { kitchenHeaderRules } from './security-headers.ts';
import {
  caddyRecipeRedirects,
  nginxRecipeRedirects,
  recipeRedirectLines,
  recipeRedirectsOf,
} from './recipe-redirects.ts';
import { caddyUrlForm, nginxUrlForm, redirectsUrlForm } from './url-form.ts';

/**
 * Makes a rendered release ready to be served under its own Content-Security-Policy: writes the
 * stylesheets of the pages' image placeholders, then the release's headers as `_headers`
 * (Netlify, Cloudflare Pages, the demo server) and as nginx and Caddy snippets built from the same
 * rules. `pages` is what the renderer noted as it finished each page; without it the pages are
 * read and finished here (a static build's). Fails when a page has an inline event handler or a
 * frame other than YouTube's player, which the policy blocks.
 */
export async function secureRelease(
  releaseDir: string,
  snapshot: KitchenSnapshot,
  pages?: ReleasePages,
): Promise<void> {
  const finished = pages ?? (await finishReleaseFiles(releaseDir, placeholdersOf(snapshot)));
  await mkdir(join(releaseDir, '_img'), { recursive: true });
  for (const sheet of finished.sheets) await writeFile(join(releaseDir, sheet.path), sheet.css);
  if (finished.blocked.length > 0) {
    throw new Error(
      `The build of "${snapshot.site.slug}" has markup its Content-Security-Policy would block: ${finished.blocked.slice(0, 5).join(', ')}. Attach listeners from a script, and embed only YouTube players. The live kitchen was left unchanged.`,
    );
  }
  const release = {
    ...noPageFacts(),
    ...finished.csp,
  };
  const rules = kitchenHeaderRules({
    pages: [release],
    apiOrigin: snapshot.apiOrigin,
    googleAnalyticsId: snapshot.site.googleAnalyticsId,
  });
  // A renamed recipe's old addresses answer 301 where the host reads the release's rules.
  const redirects = recipeRedirectsOf(snapshot);
  const comment = `Headers of the kitchen "${snapshot.site.slug}", written by the Larder builder for this release.\nSee docs/hosting.md.`;
  await writeFile(join(releaseDir, HEADERS_FILES.netlify), formatHeadersFile(rules, comment));
  await writeFile(
    join(releaseDir, HEADERS_FILES.nginx),
    nginxHeaders(rules, comment) +
      nginxUrlForm() +
      nginxCompression() +
      nginxRewrites(KITCHEN_REWRITES) +
      nginxRecipeRedirects(redirects),
  );
  await writeFile(
    join(releaseDir, HEADERS_FILES.caddy),
    caddyHeaders(rules, comment) +
      caddyUrlForm() +
      caddyCompression() +
      caddyRewrites(KITCHEN_REWRITES) +
      caddyRecipeRedirects(redirects),
  );
  await writeFile(
    join(releaseDir, '_redirects'),
    recipeRedirectLines(redirects) +
      formatRedirectsFile(
        KITCHEN_REWRITES,
        `Rewrites of the kitchen "${snapshot.site.slug}", written by the Larder builder.\nSee docs/decisions/018-checkout-session-page-by-rewrite.md and 019-one-url-form-trailing-slash.md.`,
      ) +
      redirectsUrlForm(),
  );
}
