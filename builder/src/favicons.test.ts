import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAVICON_PNGS, monogramSvg, writeFavicons } from './favicons.ts';

let dir: string;
const colorTheme = { colorAccent: '#8a3b12', colorBackground: '#fffaf3' };
const kitchen = (icon: unknown) =>
  ({
    site: { slug: 'family-table', title: 'The Family Table', icon, favicon: null, colorTheme },
  }) as unknown as KitchenSnapshot;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'larder-favicons-'));
  mkdirSync(join(dir, 'release'));
  mkdirSync(join(dir, 'files'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function sizeOf(file: string) {
  const meta = await sharp(join(dir, 'release', file)).metadata();
  return [meta.width, meta.height];
}

describe('the favicon set', () => {
  it('crops the kitchen’s icon square into every size, favicon.ico and the manifest', async () => {
    await sharp({ create: { width: 900, height: 600, channels: 3, background: '#336699' } })
      .png()
      .toFile(join(dir, 'files', 'icon.png'));
    await writeFavicons(
      join(dir, 'release'),
      kitchen({ id: 'i', key: 'icon.png', width: 900, height: 600 }),
      join(dir, 'files'),
    );
    for (const [file, size] of FAVICON_PNGS) expect(await sizeOf(file), file).toEqual([size, size]);
    const { data } = await sharp(join(dir, 'release', 'icon-192.png'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([0x33, 0x66, 0x99]);

    const ico = readFileSync(join(dir, 'release', 'favicon.ico'));
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(3);
    expect([ico[6], ico[22], ico[38]]).toEqual([16, 32, 48]);
    const first = ico.subarray(ico.readUInt32LE(18), ico.readUInt32LE(18) + ico.readUInt32LE(14));
    expect((await sharp(first).metadata()).width).toBe(16);

    const manifest = JSON.parse(readFileSync(join(dir, 'release', 'site.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({ name: 'The Family Table', start_url: '/', theme_color: '#fffaf3' });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512']);
  });

  it('draws a monogram on the theme’s accent when the kitchen has no icon', async () => {
    await writeFavicons(join(dir, 'release'), kitchen(null), join(dir, 'files'));
    expect(await sizeOf('icon-512.png')).toEqual([512, 512]);
    const { data, info } = await sharp(join(dir, 'release', 'icon-512.png'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const centre = (256 * info.width + 40) * info.channels;
    expect([data[centre], data[centre + 1], data[centre + 2]]).toEqual([0x8a, 0x3b, 0x12]);
    expect(monogramSvg('  émile’s <kitchen>', { background: '#000', foreground: '#fff' })).toContain(
      '>É</text>',
    );
  });

  it('makes a set once per source and links it into each release after', async () => {
    const cache = join(dir, 'cache');
    const release = (name: string) => {
      mkdirSync(join(dir, name));
      return join(dir, name);
    };
    const inode = (folder: string) => statSync(join(folder, 'icon-512.png')).ino;
    const centre = async (folder: string) => {
      const { data, info } = await sharp(join(folder, 'icon-512.png'))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = (256 * info.width + 40) * info.channels;
      return [data[at], data[at + 1], data[at + 2]];
    };

    // A monogram: the same title and colours link the same files.
    const first = release('r1');
    await writeFavicons(first, kitchen(null), join(dir, 'files'), cache);
    const second = release('r2');
    await writeFavicons(second, kitchen(null), join(dir, 'files'), cache);
    expect(inode(second)).toBe(inode(first));
    for (const [file] of FAVICON_PNGS)
      expect(readFileSync(join(second, file))).toEqual(readFileSync(join(first, file)));
    expect(readFileSync(join(second, 'favicon.ico'))).toEqual(readFileSync(join(first, 'favicon.ico')));
    expect(JSON.parse(readFileSync(join(second, 'site.webmanifest'), 'utf8')).name).toBe('The Family Table');

    // New colours make a new set.
    const recoloured = {
      site: { ...kitchen(null).site, colorTheme: { ...colorTheme, colorAccent: '#123456' } },
    } as unknown as KitchenSnapshot;
    const third = release('r3');
    await writeFavicons(third, recoloured, join(dir, 'files'), cache);
    expect(inode(third)).not.toBe(inode(first));
    expect(await centre(third)).toEqual([0x12, 0x34, 0x56]);

    // An icon file that cannot be read gives a monogram, and is tried again once it can be.
    const withIcon = kitchen({ id: 'i', key: 'icon.png', width: 10, height: 10 });
    writeFileSync(join(dir, 'files', 'icon.png'), 'not an image');
    const broken = release('r4');
    await writeFavicons(broken, withIcon, join(dir, 'files'), cache);
    expect(await centre(broken)).toEqual([0x8a, 0x3b, 0x12]);
    await sharp({ create: { width: 20, height: 20, channels: 3, background: '#336699' } })
      .png()
      .toFile(join(dir, 'files', 'icon.png'));
    const mended = release('r5');
    await writeFavicons(mended, withIcon, join(dir, 'files'), cache);
    expect(await centre(mended)).toEqual([0x33, 0x66, 0x99]);
    // The icon file replaced by another makes a new set.
    await sharp({ create: { width: 30, height: 30, channels: 3, background: '#aa0000' } })
      .png()
      .toFile(join(dir, 'files', 'icon.png'));
    const replaced = release('r6');
    await writeFavicons(replaced, withIcon, join(dir, 'files'), cache);
    expect(await centre(replaced)).toEqual([0xaa, 0, 0]);
  });
});
