import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
});
