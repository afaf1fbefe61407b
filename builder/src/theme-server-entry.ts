/**
 * The server entry of a theme build (see `theme-adapter.ts`): what the renderer needs from the
 * site template's bundle, taken from inside it so every part shares the bundle's own copy of
 * Astro's runtime state (routes, the route cache, the page modules).
 */
import { App } from 'astro/app';
import { manifest } from 'virtual:astro:manifest';
import { StaticPaths } from 'astro/runtime/prerender/static-paths.js';
import { checkParsedRecipes, useKitchen } from 'virtual:larder/snapshot';

/**
 * Astro's server app, except that a page that throws makes `render` throw (as a static build
 * does) instead of answering with an error page: the builder must know which page failed and why.
 */
class ThemeApp extends App {
  override createErrorHandler() {
    const fallback = super.createErrorHandler();
    return {
      renderError: (request: Request, options: Parameters<typeof fallback.renderError>[1]) => {
        if (options.status === 500)
          throw options.error instanceof Error
            ? options.error
            : new Error(`Rendering ${request.url} failed: ${String(options.error)}`);
        return fallback.renderError(request, options);
      },
    };
  }
}

/**
 * A new app for one kitchen's pages, rendering to strings (as a static build does). Astro keeps
 * what it derives from a manifest by the manifest object (the pages' `getStaticPaths`, among
 * others), so each app gets a manifest object of its own: a kept renderer's next kitchen lists
 * its own pages, not the last kitchen's.
 */
export function createThemeApp(): App {
  for (const route of manifest.routes) route.routeData.prerender = true;
  return new ThemeApp({ ...manifest }, false);
}

/**
 * Loads every page's module (and so every module the template is made of) before any page
 * renders: what the template reads while its modules load is then read before the first page,
 * where the read recorder notes it as every page's (kitchen-reads.ts), never as the first page
 * that happened to load a module.
 */
export async function loadPageModules(): Promise<void> {
  for (const load of manifest.pageMap?.values() ?? []) {
    const module = await load();
    await module.page();
  }
}

/**
 * The template renders `source`'s kitchen from now on (a kept renderer's next kitchen): the
 * values its modules work out once per kitchen are worked out again (`onKitchen`).
 */
export { useKitchen };

/** What a kept renderer checks between renders (see the snapshot plugin). */
export { checkParsedRecipes };

export { StaticPaths };
