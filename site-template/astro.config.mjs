import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';

const source = (path) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/**
 * `client:reader`: islands for signed-in readers (see src/directives/reader.ts);
 * `client:newsletter`: the newsletter blocks' script island (src/directives/newsletter.ts), with
 * the framework-free renderer of script islands (src/script-islands/script-island.ts).
 */
const larderIslands = {
  name: 'larder:islands',
  hooks: {
    'astro:config:setup': ({ addClientDirective, addRenderer }) => {
      addClientDirective({ name: 'reader', entrypoint: source('directives/reader.ts') });
      addClientDirective({ name: 'newsletter', entrypoint: source('directives/newsletter.ts') });
      addRenderer({
        name: 'larder:script-island',
        serverEntrypoint: source('script-islands/server.ts'),
        clientEntrypoint: source('script-islands/client.ts'),
      });
    },
  },
};

// The builder passes root, outDir, site and the snapshot plugin; this file holds what every kitchen shares.
export default defineConfig({
  output: 'static',
  integrations: [react(), larderIslands],
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  devToolbar: { enabled: false },
  // Code loaded on a click (toast, save, the account links, sliders) only asks for its own files:
  // the modules they share are already on the page, and listing them in every chunk that imports
  // one lazily cost the page more at open than preloading them saves.
  // (Astro sets its own `modulePreload` after the user's `build` options, hence a plugin.)
  vite: {
    plugins: [{ name: 'larder:no-module-preload', config: () => ({ build: { modulePreload: false } }) }],
  },
});
