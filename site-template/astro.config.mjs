import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';

/** `client:reader`: islands for signed-in readers (see src/directives/reader.ts). */
const readerDirective = {
  name: 'larder:reader-directive',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'reader',
        entrypoint: fileURLToPath(new URL('./src/directives/reader.ts', import.meta.url)),
      });
    },
  },
};

// The builder passes root, outDir, site and the snapshot plugin; this file holds what every kitchen shares.
export default defineConfig({
  output: 'static',
  integrations: [react(), readerDirective],
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
