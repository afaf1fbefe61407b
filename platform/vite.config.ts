import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The platform app as static files: `index.html`, `/config.js` (replaced per deployment) and
 * content-hashed files under `/assets/`. Nothing is inlined, so the Content-Security-Policy the
 * release is served with allows scripts, styles and images from the app's own origin only.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    sourcemap: false,
    // The recipe editor's chunk carries ProseMirror and TipTap (about 180 kB gzipped); only the editor loads it.
    chunkSizeWarningLimit: 800,
  },
  server: { port: 5173, strictPort: true },
});
