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
});
