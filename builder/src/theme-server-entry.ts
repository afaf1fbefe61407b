/**
 * The server entry of a theme build (see `theme-adapter.ts`): what the renderer needs from the
 * site template's bundle, taken from inside it so every part shares the bundle's own copy of
 * Astro's runtime state (routes, the route cache, the page modules).
 */
import { App } from 'astro/app';
import { manifest } from 'virtual:astro:manifest';
import { StaticPaths } from 'astro/runtime/prerender/static-paths.js';

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

/** A new app for one kitchen's pages, rendering to strings (as a static build does). */
export function createThemeApp(): App {
  for (const route of manifest.routes) route.routeData.prerender = true;
  return new ThemeApp(manifest, false);
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

export { StaticPaths };
