import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import { createHash, randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { linkOrCopy } from './try-link.ts';

/** The PNG icons of a kitchen, by file name and size: tabs, bookmarks, home screens. */
export const FAVICON_PNGS = [
  ['favicon-16x16.png', 16],
  ['favicon-32x32.png', 32],
  ['favicon-48x48.png', 48],
  ['apple-touch-icon.png', 180],
  ['icon-192.png', 192],
  ['icon-512.png', 512],
] as const;
/** Sizes packed into `favicon.ico`, for browsers and crawlers that ask for it by name. */
const ICO_SIZES = [16, 32, 48];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A square of the theme's accent with the kitchen's first letter, for kitchens with no icon. */
export function monogramSvg(title: string, colors: { background: string; foreground: string }): string {
  // "The Family Table" is an F: a leading article names no kitchen.
  const named = title.replace(/^\s*(the|a|an)\s+(?=\S)/i, '');
  const letter = /[\p{L}\p{N}]/u.exec(named)?.[0]?.toUpperCase() ?? '•';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="${escapeXml(colors.background)}"/><text x="256" y="256" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="320" fill="${escapeXml(colors.foreground)}">${escapeXml(letter)}</text></svg>`;
}

/** An ICO file holding PNG images (Windows Vista's format, read by every browser). */
export function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** A home-screen label: the title, or its first words within 12 characters (whole graphemes). */
function shortName(title: string): string {
  if (title.length <= 12) return title;
  const words = title.split(/\s+/);
  let name = '';
  for (const word of words) {
    if (`${name} ${word}`.trim().length > 12) break;
    name = `${name} ${word}`.trim();
  }
  return name || title;
}

/** The web app manifest: name, colours and the home-screen icons. */
export function webManifest(snapshot: KitchenSnapshot): string {
  const { site } = snapshot;
  return `${JSON.stringify(
    {
      name: site.title,
      short_name: shortName(site.title),
      start_url: '/',
      scope: '/',
      display: 'browser',
      background_color: site.colorTheme.colorBackground,
      theme_color: site.colorTheme.colorBackground,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    },
    null,
    2,
  )}\n`;
}

/** The kitchen's monogram: its first letter on the theme's accent. */
function kitchenMonogram(site: KitchenSnapshot['site']): string {
  return monogramSvg(site.title, {
    background: site.colorTheme.colorAccent,
    foreground: site.colorTheme.colorBackground,
  });
}

/** Bumped when the icons made from the same source change (sizes, crop, compression). */
const FAVICON_VERSION = 1;

/** The icon files of a favicon set, each written to the release under this name. */
const ICON_FILES = [...FAVICON_PNGS.map(([name]) => name), 'favicon.ico'];

/** What a kitchen's icons are made from: its icon file as it is on disk, or its monogram. */
function iconSource(site: KitchenSnapshot['site'], filesDir: string): string {
  const source = site.favicon ?? site.icon;
  if (source) {
    const info = statSync(join(filesDir, source.key), { throwIfNoEntry: false });
    if (info) return JSON.stringify([FAVICON_VERSION, 'file', source.key, info.size, info.mtimeMs]);
  }
  return JSON.stringify([FAVICON_VERSION, 'monogram', source?.key ?? null, kitchenMonogram(site)]);
}

/** The icon files, made with sharp: by name. */
async function makeIcons(
  site: KitchenSnapshot['site'],
  filesDir: string,
): Promise<{ files: Map<string, Buffer>; fromFile: boolean }> {
  const source = site.favicon ?? site.icon;
  let original: Buffer | null = null;
  if (source) {
    original = await sharp(join(filesDir, source.key))
      .resize(512, 512, { fit: 'cover', position: 'centre' })
      .png()
      .toBuffer()
      .catch(() => null);
    if (!original) console.warn(`[build] ${site.slug}: the icon could not be read; using a monogram.`);
  }
  const fromFile = original !== null;
  original ??= await sharp(Buffer.from(kitchenMonogram(site)))
    .png()
    .toBuffer();
  const files = new Map<string, Buffer>();
  const pngs = new Map<number, Buffer>();
  for (const [name, size] of FAVICON_PNGS) {
    const png = await sharp(original).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
    pngs.set(size, png);
    files.set(name, png);
  }
  files.set('favicon.ico', icoFromPngs(ICO_SIZES.map((size) => ({ size, png: pngs.get(size)! }))));
  return { files, fromFile };
}

/**
 * Writes the kitchen's favicon set into the release: PNGs of 16 to 512 pixels, `favicon.ico`
 * (16, 32, 48) and `site.webmanifest`, cropped square from the kitchen's favicon or icon, or a
 * monogram on the theme's colours when it has neither (or its file cannot be read).
 *
 * With `cacheDir`, a set is made once per source (the icon file as it is on disk, or the
 * monogram's text and colours) and linked into each release after: making it costs some 90 ms of
 * sharp, which every kitchen paid again on every publish and on every theme change.
 */
export async function writeFavicons(
  releaseDir: string,
  snapshot: KitchenSnapshot,
  filesDir: string,
  cacheDir?: string,
): Promise<void> {
  const { site } = snapshot;
  await writeFile(join(releaseDir, 'site.webmanifest'), webManifest(snapshot));
  const key = createHash('sha256').update(iconSource(site, filesDir)).digest('hex').slice(0, 32);
  const cached = (name: string) => join(cacheDir!, `favicon-${key}-${name}`);
  if (
    cacheDir &&
    ICON_FILES.every((name) => (statSync(cached(name), { throwIfNoEntry: false })?.size ?? 0) > 0)
  ) {
    for (const name of ICON_FILES) linkOrCopy(cached(name), join(releaseDir, name));
    return;
  }
  const { files, fromFile } = await makeIcons(site, filesDir);
  // An icon file that could not be read is tried again next time, not remembered as a monogram.
  if (cacheDir && (fromFile || !(site.favicon ?? site.icon))) {
    await mkdir(cacheDir, { recursive: true });
    for (const [name, bytes] of files) {
      const temporary = join(cacheDir, `.tmp-${randomUUID()}`);
      await writeFile(temporary, bytes);
      await rename(temporary, cached(name));
      linkOrCopy(cached(name), join(releaseDir, name));
    }
    return;
  }
  for (const [name, bytes] of files) await writeFile(join(releaseDir, name), bytes);
}
