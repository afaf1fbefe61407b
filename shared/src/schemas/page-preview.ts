import type { KitchenSnapshot } from './kitchen-snapshot.ts';

/**
 * Renders single pages of a kitchen with its own theme, the build's renderer and page code, for
 * the studio's preview. The builder provides it; the API is given one by whoever starts it (the
 * operator's process), and offers no preview without.
 */
export interface PagePreviewRenderer {
  /**
   * One page (`/recipes/soup/`) of the kitchen in `snapshot`, as the build would write it, and
   * the kitchen's own files it loads that are not the theme's (its fonts, by path: `fonts/x.woff2`).
   */
  renderPage(
    snapshot: KitchenSnapshot,
    pathname: string,
  ): Promise<{ html: string; theme: string; files: Record<string, Uint8Array> }>;
  /** The folder of a theme build's client files (`_astro/`…), to serve a preview's assets from. */
  assetsDir(theme: string): string | null;
}
