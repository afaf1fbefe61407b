import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';

const source = (path) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/**
 * `client:reader`: islands for signed-in readers (see src/directives/reader.ts);
 * `client:search`: the header search, loaded on first use (src/directives/search.ts);
 * `client:interaction`: islands hydrated on a reader's first sign of using them, in groups, with
 * what the reader did meanwhile handed over (src/directives/interaction.ts);
 * `client:newsletter`: the newsletter blocks' script island (src/directives/newsletter.ts), with
 * the framework-free renderer of script islands (src/script-islands/script-island.ts).
 */
const larderIslands = {
  name: 'larder:islands',
  hooks: {
    'astro:config:setup': ({ addClientDirective, addRenderer }) => {
      addClientDirective({ name: 'reader', entrypoint: source('directives/reader.ts') });
      addClientDirective({ name: 'newsletter', entrypoint: source('directives/newsletter.ts') });
      addClientDirective({ name: 'search', entrypoint: source('directives/search.ts') });
      addClientDirective({ name: 'interaction', entrypoint: source('directives/interaction.ts') });
      addRenderer({
        name: 'larder:script-island',
        serverEntrypoint: source('script-islands/server.ts'),
        clientEntrypoint: source('script-islands/client.ts'),
      });
    },
  },
};

/**
 * Vite wraps every dynamic import in a helper that, with module preloading off, only loads the
 * stylesheets of the chunk imported (the toaster's). Its 0.9 KB gz came with every page's first
 * island; this one does that job in a few lines.
 */
const slimPreloadHelper = () => {
  let base = '/';
  return {
    name: 'larder:slim-preload-helper',
    enforce: 'pre',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: () => `const base = ${JSON.stringify(base)};
export const __vitePreload = (load, deps) =>
  deps && deps.length
    ? Promise.all(
        deps.map(
          (dep) =>
            document.querySelector(\`link[href="\${base + dep}"]\`) ||
            new Promise((resolve, reject) => {
              const link = document.createElement('link');
              link.rel = 'stylesheet';
              link.href = base + dep;
              link.onload = resolve;
              link.onerror = () => reject(new Error('Could not load ' + link.href));
              document.head.append(link);
            }),
        ),
      ).then(load)
    : load();`,
    },
  };
};

// The builder passes root, outDir, site and the snapshot plugin; this file holds what every kitchen shares.
export default defineConfig({
  output: 'static',
  // Islands render with React's renderToString (one call, its id prefix passed: see the patch of
  // @astrojs/react) rather than through a web stream read back into a string, which held every
  // island's render in promises and stream chunks: about a tenth of a page's render.
  integrations: [react({ experimentalDisableStreaming: true }), larderIslands],
  trailingSlash: 'always',
  build: { format: 'directory', inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  // Code loaded on a click (toast, save, the account links, sliders) only asks for its own files:
  // the modules they share are already on the page, and listing them in every chunk that imports
  // one lazily cost the page more at open than preloading them saves.
  // (Astro sets its own `modulePreload` after the user's `build` options, hence a plugin.)
  vite: {
    plugins: [
      { name: 'larder:no-module-preload', config: () => ({ build: { modulePreload: false } }) },
      slimPreloadHelper(),
    ],
    // Code that always loads together is one file, not one per set of islands that shares a
    // part (each file with its own imports, exports and gzip dictionary): React with its DOM
    // renderer and Astro's glue, and who is reading (the current-user store and what it stands
    // on: the API client, the stored token, the magic link).
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'react',
                priority: 2,
                test: /[\\/](node_modules[\\/](react|react-dom|scheduler)[\\/]|@astrojs[\\/]react[\\/]dist[\\/]client\.js)/,
              },
              // The store library stays apart: visitors' islands use it without the current user.
              { name: 'nanostores', test: /[\\/]node_modules[\\/]nanostores[\\/]/, priority: 1 },
              {
                name: 'current-user',
                test: /[\\/]site-template[\\/]src[\\/]stores[\\/]current-user\.ts$/,
              },
            ],
          },
        },
      },
    },
  },
});
