import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

const serverEntrypoint = fileURLToPath(new URL('./theme-server-entry.ts', import.meta.url));

/**
 * The in-repo adapter of theme builds: the site template compiled once with Astro's server
 * output, whose entry (`theme-server-entry.ts`) the renderer loads to render any kitchen's pages.
 * Pages are never served by it: they are rendered to files (`render-pages.ts`), so the adapter
 * declares the features a static host has.
 */
export function themeAdapter(): AstroIntegration {
  return {
    name: 'larder:theme',
    hooks: {
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'larder:theme',
          // Deprecated as a setting only because 'auto' is to become the one behaviour; without it
          // Astro 7 falls back to the deprecated 'explicit' one.
          // eslint-disable-next-line @typescript-eslint/no-deprecated
          entrypointResolution: 'auto',
          serverEntrypoint,
          supportedAstroFeatures: {
            staticOutput: 'stable',
            serverOutput: 'stable',
            sharpImageService: 'stable',
          },
        });
      },
    },
  };
}
