import { imageWidths, STRUCTURED_DATA_CROPS } from '@larder/shared/image-variants';
import type { PublicImage } from '@larder/shared/schemas/image';
import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import type { PagePreviewRenderer } from '@larder/shared/schemas/page-preview';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { applyCrops, attachVariants, collectImages, variantSource } from './collect-images.ts';
import { writeKitchenData } from './kitchen-data.ts';
import { outputFile } from './render-pages.ts';
import { renderKitchen } from './render-kitchen.ts';
import { ensureThemeBuild, type ThemeBuild } from './theme-build.ts';

/** How long a preview renderer trusts the theme build it found to be current. */
const THEME_RECHECK_MS = 30_000;

/** The folder of a preview's own files (cropped photos), served beside its page. */
export const PREVIEW_IMAGES = '_preview-img';

/** The widest copy of a cropped photo a preview makes (a phone or desktop frame needs no more). */
const PREVIEW_CROP_WIDTH = 1600;

/** How many cropped copies a renderer keeps between previews (a creator types on one recipe). */
const CROP_CACHE_SIZE = 64;

/**
 * A preview's pictures are the originals on the file host: every width of each image points at
 * it (a preview makes no copies; the browser scales them), except the cropped photos of the page's
 * own recipe, which are cut out of their originals (`cropped`) so the preview shows the crop.
 */
function previewVariants(data: unknown, cropped: ReadonlyMap<string, string>): void {
  const variants = new Map<string, Record<string, string>>();
  for (const image of collectImages(data)) {
    const names = [...imageWidths(image).map(String), ...Object.keys(STRUCTURED_DATA_CROPS), 'og'];
    const url = cropped.get(variantSource(image)) ?? image.url;
    variants.set(
      variantSource(image),
      Object.fromEntries(names.map((name): [string, string] => [name, url])),
    );
  }
  attachVariants(data, variants);
}

/** The cropped photos of the recipe a page shows (its main photos, its steps'), if it is one. */
function croppedImagesOf(snapshot: KitchenSnapshot, pathname: string): PublicImage[] {
  const slug = /^\/recipes\/([^/]+)\/$/.exec(pathname)?.[1];
  const recipe = slug ? snapshot.recipes.find((candidate) => candidate.slug === slug) : undefined;
  return recipe ? collectImages(recipe).filter((image) => image.crop) : [];
}

/**
 * The studio's preview renderer: the theme built once (as for every build), the kitchen's data
 * written to a scratch folder, and the one page rendered by the build's own renderer process.
 */
export function createPagePreviewRenderer(
  options: {
    themesDir?: string;
    /** The file host's folder: cropped photos are cut from their originals there. */
    filesDir?: string;
  } = {},
): PagePreviewRenderer {
  const themes = new Map<string, string>();
  const crops = new Map<string, Uint8Array>();
  /** A cropped copy of `image` (by its crop), cut once and kept for the next previews. */
  const cropOf = async (image: PublicImage): Promise<Uint8Array | null> => {
    const name = variantSource(image);
    const known = crops.get(name);
    if (known) return known;
    const crop = image.crop;
    if (!options.filesDir || !crop) return null;
    const root = resolve(options.filesDir);
    const path = resolve(root, image.key);
    if (!path.startsWith(root + sep)) return null;
    try {
      const bytes = await sharp(path)
        .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
        .resize({ width: PREVIEW_CROP_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      if (crops.size >= CROP_CACHE_SIZE) crops.delete(crops.keys().next().value!);
      crops.set(name, new Uint8Array(bytes));
      return crops.get(name)!;
    } catch {
      // A missing or unreadable original: the page shows the whole photo instead.
      return null;
    }
  };
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
        const files: Record<string, Uint8Array> = {};
        const cropped = new Map<string, string>();
        for (const image of croppedImagesOf(data, pathname)) {
          const bytes = await cropOf(image);
          if (!bytes) continue;
          const file = `${PREVIEW_IMAGES}/${createHash('sha256').update(variantSource(image)).digest('hex').slice(0, 16)}.webp`;
          files[file] = bytes;
          cropped.set(variantSource(image), `/${file}`);
        }
        applyCrops(data);
        previewVariants(data, cropped);
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
