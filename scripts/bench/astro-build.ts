/**
 * The bench's bare Astro build: the site template rendered with plain `astro build()` from kitchen
 * data already written (`astro-build.ts <dataDir> <outDir>`, the output inside the site template):
 * no snapshot read, no images, no release checks or switch — what the builder's own work is
 * measured against.
 */
import { staticBuild } from '../../builder/src/static-build.ts';

const [dataDir, outDir] = process.argv.slice(2);
if (!dataDir || !outDir) throw new Error('Usage: astro-build.ts <dataDir> <outDir>');
process.env.NODE_ENV = 'production';
await staticBuild(dataDir, outDir);
