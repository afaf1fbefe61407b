/**
 * The site template rendered by a plain `astro build` (static output) from kitchen data already
 * written: the reference the renderer is held to (the same bytes for the same data, see
 * ops/src/theme-render.test.ts) and the bench's bare build.
 *
 * `node builder/src/static-build.ts <dataDir> <outDir>`: the output folder must be inside the
 * site template, where Astro finds the template's packages for its prerender bundle.
 */
import { build } from 'astro';
import { setKitchenSource, snapshotPlugin } from './snapshot-plugin.ts';
import { siteTemplateRoot } from './theme-paths.ts';

export async function staticBuild(dataDir: string, outDir: string, origin?: string): Promise<void> {
  setKitchenSource({ dataDir, progressFile: `${outDir}.progress` });
  // Astro puts its prerender bundle in the working directory's `.astro` unless the output is there.
  process.chdir(siteTemplateRoot);
  await build({
    root: siteTemplateRoot,
    outDir,
    ...(origin ? { site: origin } : {}),
    logLevel: 'error',
    vite: { plugins: [snapshotPlugin()] },
  });
}

if (import.meta.main) {
  const [dataDir, outDir, origin] = process.argv.slice(2);
  if (!dataDir || !outDir) throw new Error('Usage: static-build.ts <dataDir> <outDir> [origin]');
  // As a theme is built (theme-compile.ts): a production build whatever the caller's environment.
  process.env.NODE_ENV = 'production';
  await staticBuild(dataDir, outDir, origin);
}
