import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { fileURLToPath } from 'node:url';
import { DRAWINGS } from './picture-drawings.ts';

const VENDORED = fileURLToPath(new URL('./assets/fluent-emoji/', import.meta.url));

/** Served on their own plate; bowls, pans, glasses, pots and loose ingredients are not. */
const ON_A_PLATE = new Set([
  'pie',
  'cookie',
  'rice-cracker',
  'crackers',
  'victoria-sponge',
  'drizzle-loaf',
  'pound-cake',
  'bakewell',
  'bread',
  'flatbread',
  'shortcake',
  'pizza',
  'taco',
  'cut-of-meat',
  'meat-on-bone',
  'octopus',
  'shrimp',
  'ear-of-corn',
  'peach',
  'poultry-leg',
  'sandwich',
  'lasagna',
  'scone',
  'cinnamon-bun',
]);

export function sitsOnPlate(name: string): boolean {
  return ON_A_PLATE.has(name);
}

const bodies = new Map<string, string>();

/** The inside of an illustration's 32×32 SVG: a drawing, or a vendored Fluent Emoji file. */
function body(name: string): string {
  const cached = bodies.get(name);
  if (cached !== undefined) return cached;
  const drawing = DRAWINGS[name];
  const inner = drawing
    ? drawing()
    : readFileSync(`${VENDORED}${name}.svg`, 'utf8')
        .replace(/^\s*<svg[^>]*>/, '')
        .replace(/<\/svg>\s*$/, '');
  bodies.set(name, inner);
  return inner;
}

/**
 * Each illustration is drawn once per size bucket (the next multiple of 128 px) and scaled down from
 * there: rendering Fluent's blur filters costs far more than resizing pixels.
 */
const BUCKET = 128;
const drawn = new Map<string, Promise<Buffer>>();

/** Raw RGBA pixels of an illustration about `size` px across, turned by `tilt` degrees. */
export interface IllustrationPixels {
  data: Buffer;
  width: number;
  height: number;
}

export async function illustrationPixels(
  name: string,
  size: number,
  tilt: number,
): Promise<IllustrationPixels> {
  const drawnSize = Math.ceil(size / BUCKET) * BUCKET;
  let master = drawn.get(`${name}@${drawnSize}`);
  if (!master) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${drawnSize}" height="${drawnSize}" viewBox="-3 -3 38 38">${body(name)}</svg>`;
    master = sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
    drawn.set(`${name}@${drawnSize}`, master);
  }
  const scaled = await sharp(await master)
    .resize(size, size)
    .raw()
    .toBuffer();
  const { data, info } = await sharp(scaled, { raw: { width: size, height: size, channels: 4 } })
    .rotate(Math.round(tilt), { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Whether an illustration of that name exists (drawn or vendored). */
export function hasIllustration(name: string): boolean {
  try {
    body(name);
    return true;
  } catch {
    return false;
  }
}
