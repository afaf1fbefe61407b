import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { movedPage } from './moved-release.ts';
import { pageFacts } from './page-facts.ts';

/** A slug that can stand in a path and a redirect rule as it is. */
const SAFE_SLUG = /^[a-z0-9][a-z0-9-]*$/;

export interface RecipeRedirect {
  from: string;
  to: string;
  title: string;
}

/**
 * The old addresses of the recipes this build renders: to a recipe that is in the build (one left
 * out has no page to send readers to), from an address no recipe of the build has.
 */
export function recipeRedirectsOf(
  snapshot: Pick<KitchenSnapshot, 'recipes' | 'recipeRedirects'>,
): RecipeRedirect[] {
  const titles = new Map(snapshot.recipes.map((recipe) => [recipe.slug, recipe.title]));
  return (snapshot.recipeRedirects ?? []).flatMap(({ from, to }) => {
    const title = titles.get(to);
    if (title === undefined || titles.has(from) || !SAFE_SLUG.test(from) || !SAFE_SLUG.test(to)) return [];
    return [{ from, to, title }];
  });
}

/** The redirects as `_redirects` lines (forced: the page kept at the old address is their fallback). */
export function recipeRedirectLines(redirects: readonly RecipeRedirect[]): string {
  return redirects.map(({ from, to }) => `/recipes/${from}/ /recipes/${to}/ 301!\n`).join('');
}

/** The redirects as nginx `location` blocks for the kitchen's `server { }` (`_headers.nginx.conf`). */
export function nginxRecipeRedirects(redirects: readonly RecipeRedirect[]): string {
  return redirects
    .map(({ from, to }) => `\nlocation = /recipes/${from}/ {\n    return 301 /recipes/${to}/;\n}\n`)
    .join('');
}

/** The redirects as Caddyfile `redir` directives for the kitchen's site block (`_headers.caddy`). */
export function caddyRecipeRedirects(redirects: readonly RecipeRedirect[]): string {
  return redirects.map(({ from, to }) => `redir /recipes/${from}/ /recipes/${to}/ permanent\n`).join('');
}

/**
 * A page at each old address that says where the recipe is now and goes there (a refresh, a
 * link, the new address as canonical, never indexed): what a host without redirects serves.
 * Dressed in the styles and content container of the release's own "Page not found" page,
 * whose styles its Content-Security-Policy allows already. Never written over a page of the release.
 */
export async function writeRecipeRedirectPages(
  releaseDir: string,
  origin: string,
  redirects: readonly RecipeRedirect[],
): Promise<number> {
  if (redirects.length === 0) return 0;
  const notFound = await readFile(join(releaseDir, '404.html'), 'utf8').catch(() => null);
  const dress =
    notFound === null
      ? {}
      : {
          styles: pageFacts(notFound).inlineStyles,
          container: /<main\b[^>]*>\s*(<div\b[^<>]*>)/i.exec(notFound)?.[1] ?? '<div>',
        };
  let written = 0;
  for (const { from, to, title } of redirects) {
    const file = join(releaseDir, 'recipes', from, 'index.html');
    if (await stat(file).catch(() => null)) continue;
    await mkdir(join(releaseDir, 'recipes', from), { recursive: true });
    await writeFile(file, movedPage(title, `${origin}/recipes/${to}/`, dress));
    written += 1;
  }
  return written;
}
