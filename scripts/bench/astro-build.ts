/**
 * The bench's bare Astro build: the site template rendered with plain `astro build()` from kitchen
 * data already written (`astro-build.ts <dataDir> <outDir>`): no snapshot read, no images, no
 * release checks or switch — what the builder's own work is measured against.
 */
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { snapshotPlugin } from '../../builder/src/snapshot-plugin.ts';

const [dataDir, outDir] = process.argv.slice(2);
if (!dataDir || !outDir) throw new Error('Usage: astro-build.ts <dataDir> <outDir>');
const root = fileURLToPath(new URL('../../site-template/', import.meta.url));
const astro = createRequire(new URL('package.json', pathToFileURL(root))).resolve('astro');
const { build } = (await import(pathToFileURL(astro).href)) as {
  build: (config: Record<string, unknown>) => Promise<void>;
};
await build({
  root,
  outDir,
  logLevel: 'error',
  vite: { plugins: [snapshotPlugin({ dataDir, progressFile: `${outDir}.progress` })] },
});
