import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

// The builder passes root, outDir, site and the snapshot plugin; this file holds what every kitchen shares.
export default defineConfig({
  output: 'static',
  integrations: [react()],
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  devToolbar: { enabled: false },
});
