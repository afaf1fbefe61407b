import { imageWidths, STRUCTURED_DATA_CROPS } from '@larder/shared/image-variants';
import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import type { PagePreviewRenderer } from '@larder/shared/schemas/page-preview';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyCrops, attachVariants, collectImages, variantSource } from './collect-images.ts';
import { writeKitchenData } from './kitchen-data.ts';
import { outputFile } from './render-pages.ts';
import { renderKitchen } from './render-kitchen.ts';
import { ensureThemeBuild, type ThemeBuild } from './theme-build.ts';

/** How long a preview renderer trusts the theme build it found to be current. */
const THEME_RECHECK_MS = 30_000;

/**
 * A preview's pictures are the originals on the file host: every width and crop of each image
 * points at it (a preview makes no copies; the browser scales them).
 */
function originalsAsVariants(data: unknown): void {
  const variants = new Map<string, Record<string, string>>();
  for (const image of collectImages(data)) {
    const names = [...imageWidths(image).map(String), ...Object.keys(STRUCTURED_DATA_CROPS), 'og'];
    variants.set(
      variantSource(image),
      Object.fromEntries(names.map((name): [string, string] => [name, image.url])),
    );
  }
  attachVariants(data, variants);
}

/**
 * The studio's preview renderer: the theme built once (as for every build), the kitchen's data
 * written to a scratch folder, and the one page rendered by the build's own renderer process.
 */
export function createPagePreviewRenderer(options: { themesDir?: string } = {}): PagePreviewRenderer {
  const themes = new Map<string, string>();
  // Which theme build is current takes hashing the template's every file (130–200 ms here): a
  // creator previewing as they type reuses the answer for a while instead of paying it each time.
  let current: { theme: ThemeBuild; at: number } | null = null;
  const currentTheme = async () => {
    if (current && performance.now() - current.at < THEME_RECHECK_MS) return current.theme;
    const theme = await ensureThemeBuild(options.themesDir ? { themesDir: options.themesDir } : {});
    current = { theme, at: performance.now() };
    return theme;
  };
  return {
    async renderPage(snapshot: KitchenSnapshot, pathname: string) {
      const theme = await currentTheme();
      themes.set(theme.hash, theme.clientDir);
      const scratch = await mkdtemp(join(tmpdir(), 'larder-preview-'));
      try {
        const data = structuredClone(snapshot);
        applyCrops(data);
        originalsAsVariants(data);
        const dataDir = join(scratch, 'data');
        await writeKitchenData(dataDir, data);
        const outDir = join(scratch, 'out');
        await renderKitchen({
          serverEntry: theme.serverEntry,
          clientDir: theme.clientDir,
          dataDir,
          progressFile: join(scratch, 'progress'),
          outDir,
          origin: snapshot.deployment.origin,
          only: [pathname, '/fonts/*'],
        });
        const file = join(outDir, outputFile(pathname, { route: pathname, type: 'page', origin: 'project' }));
        const files: Record<string, Uint8Array> = {};
        for (const name of await readdir(join(outDir, 'fonts')).catch(() => [] as string[]))
          files[`fonts/${name}`] = new Uint8Array(await readFile(join(outDir, 'fonts', name)));
        return { html: await readFile(file, 'utf8'), theme: theme.hash, files };
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
    assetsDir(theme: string) {
      const dir = themes.get(theme);
      return dir && existsSync(dir) ? dir : null;
    },
  };
}
