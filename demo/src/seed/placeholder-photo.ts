import type { ColorTheme } from '@larder/shared/schemas/theme';
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { illustrationPixels, sitsOnPlate } from './illustrations.ts';
import { equipmentSubject, foodSubjects, productSubject } from './picture-subjects.ts';

/**
 * What a demo picture is of, and so how it is composed:
 * - `dish`: the dish on a plate (or in its bowl, pan or glass) with one or two of its ingredients
 * - `step`: the dish's makings laid out on a chopping board, closer in
 * - `spread`: several dishes side by side (kitchen, collection and event pictures)
 * - `equipment`: one piece of equipment on a plain ground
 * - `product`: one of a shop's products on a plain ground (a product drawing, else equipment or food)
 * - `portrait`: a person, head and shoulders
 */
export type PictureKind = 'dish' | 'step' | 'spread' | 'equipment' | 'product' | 'portrait';

/** The colours a kitchen's pictures are set in, so each kitchen's photos look like one shoot. */
export interface PicturePalette {
  table: string;
  cloth: string;
  accent: string;
}

export interface PictureSpec {
  kind: PictureKind;
  /** What the picture shows, in words: its alt text, the recipe's title or the equipment's name. */
  subject: string;
  /** Sets the colours when no palette is given (readers' avatars belong to no kitchen). */
  hue: number;
  palette?: PicturePalette;
  /** For a portrait: the face to draw (a vendored illustration's name); else one is chosen from the key. */
  face?: string;
}

/** A kitchen's picture colours, from its colour theme: its panel as the table, its accent as the cloth. */
export function paletteOfTheme(theme: ColorTheme): PicturePalette {
  return { table: theme.colorPanel, cloth: theme.colorAccent, accent: theme.colorEmphasis };
}

function paletteOfHue(hue: number): PicturePalette {
  return {
    table: `hsl(${hue} 30% 86%)`,
    cloth: `hsl(${(hue + 20) % 360} 45% 52%)`,
    accent: `hsl(${(hue + 180) % 360} 40% 45%)`,
  };
}

/** A deterministic pseudo-random sequence from a seed string. */
function sequence(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

const FACES = ['person-medium-light', 'person-medium', 'person-medium-dark'];

/** One illustration placed on the picture: centre, size (px) and tilt (degrees). */
interface Placement {
  name: string;
  x: number;
  y: number;
  size: number;
  tilt: number;
  plate: boolean;
}

/** Where the illustrations go, by kind; sizes are relative to the picture's shorter side. */
function layout(spec: PictureSpec, width: number, height: number, random: () => number): Placement[] {
  const short = Math.min(width, height);
  const tilt = () => (random() - 0.5) * 24;
  if (spec.kind === 'portrait') {
    const face = spec.face ?? FACES[Math.floor(random() * FACES.length)]!;
    return [{ name: face, x: width / 2, y: height * 0.56, size: short * 0.92, tilt: 0, plate: false }];
  }
  if (spec.kind === 'equipment' || spec.kind === 'product') {
    const name =
      (spec.kind === 'product' ? productSubject(spec.subject) : equipmentSubject(spec.subject)) ??
      'fork-and-knife-with-plate';
    return [{ name, x: width / 2, y: height / 2, size: short * 0.74, tilt: tilt() / 2, plate: false }];
  }
  const found = foodSubjects(spec.subject);
  const subjects = found.length > 0 ? found : ['fork-and-knife-with-plate'];
  if (spec.kind === 'spread') {
    const wide = width > height * 1.4;
    const items = subjects.slice(0, wide ? 4 : 3);
    // A wide picture sets its dishes in a row; a squarer one in a triangle, so each stays large.
    const spots: [number, number][] =
      wide || items.length < 3
        ? items.map((_, index) => [
            0.07 + (0.86 * (index + 0.5)) / items.length,
            index % 2 === 0 ? 0.44 : 0.58,
          ])
        : [
            [0.3, 0.3],
            [0.72, 0.38],
            [0.42, 0.74],
          ];
    const size =
      wide || items.length < 3 ? Math.min(short * 0.56, (width * 0.9) / items.length) : short * 0.46;
    return items.map((name, index) => ({
      name,
      x: width * spots[index]![0] + (random() - 0.5) * short * 0.03,
      y: height * spots[index]![1] + (random() - 0.5) * short * 0.04,
      size: size * (sitsOnPlate(name) ? 0.72 : 0.88),
      tilt: tilt(),
      plate: sitsOnPlate(name),
    }));
  }
  const [main, ...sides] = subjects;
  const step = spec.kind === 'step';
  const left = random() < 0.5;
  const cx = width / 2 + (left ? 1 : -1) * width * (step ? 0.08 : 0.06);
  const placements: Placement[] = [
    {
      name: main!,
      x: cx + (random() - 0.5) * short * 0.04,
      y: height / 2 + (random() - 0.5) * short * 0.06,
      size: short * (step ? 0.46 : sitsOnPlate(main!) ? 0.56 : 0.7),
      tilt: tilt(),
      plate: !step && sitsOnPlate(main!),
    },
  ];
  const sideCount = step ? 2 : 1 + Math.floor(random() * 2);
  const spots = left
    ? [
        [0.17, 0.25],
        [0.15, 0.72],
      ]
    : [
        [0.83, 0.25],
        [0.85, 0.72],
      ];
  for (const [index, name] of (step ? [main!, ...sides] : sides).slice(0, sideCount).entries()) {
    const [sx, sy] = spots[index]!;
    placements.push({
      name,
      x: width * (step ? 1 - sx! : sx!) + (random() - 0.5) * short * 0.05,
      y: height * sy! + (random() - 0.5) * short * 0.05,
      size: short * (step ? 0.3 : 0.27),
      tilt: tilt() * 2,
      plate: false,
    });
  }
  return placements;
}

/** The table, cloth, board, plates and shadows under the illustrations. */
function backgroundSvg(
  spec: PictureSpec,
  palette: PicturePalette,
  placements: Placement[],
  width: number,
  height: number,
  random: () => number,
): string {
  const short = Math.min(width, height);
  const grain = Array.from({ length: 16 }, (_, index) => {
    const y = (height * (index + random())) / 16;
    const wave = (random() - 0.5) * short * 0.05;
    return `<path d="M0 ${y.toFixed(0)} C${(width * 0.3).toFixed(0)} ${(y + wave).toFixed(0)} ${(width * 0.7).toFixed(0)} ${(y - wave).toFixed(0)} ${width} ${y.toFixed(0)}" stroke="${index % 3 === 0 ? '#fff' : '#000'}" stroke-opacity="${(0.03 + random() * 0.05).toFixed(3)}" stroke-width="${(2 + random() * short * 0.012).toFixed(1)}" fill="none"/>`;
  }).join('');
  const plain = spec.kind === 'equipment' || spec.kind === 'product' || spec.kind === 'portrait';
  const corner = random() < 0.5 ? 0 : 1;
  const clothWidth = width * 0.42;
  const clothX = corner === 0 ? -width * 0.08 : width * 0.66;
  const napkin =
    plain || spec.kind === 'step'
      ? ''
      : `<g transform="rotate(${((random() - 0.5) * 16).toFixed(1)} ${(clothX + clothWidth / 2).toFixed(0)} ${height})">
  <rect x="${clothX.toFixed(0)}" y="${(height * 0.62).toFixed(0)}" width="${clothWidth.toFixed(0)}" height="${(height * 0.6).toFixed(0)}" fill="${palette.cloth}"/>
  ${Array.from({ length: 5 }, (_, index) => `<rect x="${(clothX + (clothWidth * (index + 0.4)) / 5).toFixed(0)}" y="${(height * 0.62).toFixed(0)}" width="${(short * 0.012).toFixed(1)}" height="${(height * 0.6).toFixed(0)}" fill="#fff" opacity="0.35"/>`).join('')}
</g>`;
  const board =
    spec.kind === 'step'
      ? `<rect x="${(width * 0.06).toFixed(0)}" y="${(height * 0.08).toFixed(0)}" width="${(width * 0.88).toFixed(0)}" height="${(height * 0.84).toFixed(0)}" rx="${(short * 0.05).toFixed(0)}" fill="url(#board)"/>`
      : '';
  // Soft shadows from radial gradients: a blur filter at full size costs more than all the rest.
  const shadows = (spec.kind === 'portrait' ? [] : placements)
    .map((item) => {
      const radius = (item.plate ? item.size * 0.68 : item.size * 0.4) * 1.12;
      return `<ellipse cx="${(item.x + radius * 0.05).toFixed(0)}" cy="${(item.y + radius * 0.1).toFixed(0)}" rx="${radius.toFixed(0)}" ry="${(radius * 0.94).toFixed(0)}" fill="url(#shadow)" opacity="${item.plate ? 0.32 : 0.24}"/>`;
    })
    .join('');
  const plates = placements
    .filter((item) => item.plate)
    .map((item) => {
      const radius = item.size * 0.66;
      return `<circle cx="${item.x.toFixed(0)}" cy="${item.y.toFixed(0)}" r="${radius.toFixed(0)}" fill="url(#plate)"/><circle cx="${item.x.toFixed(0)}" cy="${item.y.toFixed(0)}" r="${(radius * 0.74).toFixed(0)}" fill="none" stroke="#d9d2c6" stroke-opacity="0.7" stroke-width="${(radius * 0.02).toFixed(1)}"/>`;
    })
    .join('');
  const ground =
    spec.kind === 'portrait'
      ? `<radialGradient id="ground" cx="0.5" cy="0.35" r="0.75"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`
      : `<radialGradient id="ground" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
  <radialGradient id="shadow"><stop offset="0.7" stop-color="#000"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  <radialGradient id="plate" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e4ded4"/></radialGradient>
  <linearGradient id="board" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e3c193"/><stop offset="1" stop-color="#c19462"/></linearGradient>
  ${ground}
</defs>
<rect width="100%" height="100%" fill="${spec.kind === 'portrait' ? palette.cloth : palette.table}"/>
${plain ? '' : grain}${napkin}${board}${shadows}${plates}
<rect width="100%" height="100%" fill="url(#ground)"/>
</svg>`;
}

/** Draws the picture (no network, no randomness beyond the key): identical pixels on every seed. */
export async function composePicture(
  key: string,
  spec: PictureSpec,
  width: number,
  height: number,
): Promise<Sharp> {
  const random = sequence(key);
  const palette = spec.palette ?? paletteOfHue(spec.hue);
  const placements = layout(spec, width, height, random);
  const background = backgroundSvg(spec, palette, placements, width, height, random);
  const layers = await Promise.all(
    placements.map(async (item) => {
      const pixels = await illustrationPixels(item.name, Math.round(item.size), item.tilt);
      const left = Math.round(item.x - pixels.width / 2);
      const top = Math.round(item.y - pixels.height / 2);
      // Composite needs the layer inside the picture: crop what hangs over an edge.
      const clip = {
        left: Math.max(0, -left),
        top: Math.max(0, -top),
        width: Math.min(pixels.width, width - left) - Math.max(0, -left),
        height: Math.min(pixels.height, height - top) - Math.max(0, -top),
      };
      const raw = { width: pixels.width, height: pixels.height, channels: 4 as const };
      const whole = clip.width === pixels.width && clip.height === pixels.height;
      const input = whole ? pixels.data : await sharp(pixels.data, { raw }).extract(clip).raw().toBuffer();
      return {
        input,
        raw: whole ? raw : { width: clip.width, height: clip.height, channels: 4 as const },
        left: Math.max(0, left),
        top: Math.max(0, top),
      };
    }),
  );
  const { data, info } = await sharp(Buffer.from(background))
    .composite(layers)
    .flatten()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

export interface GeneratedPhoto {
  key: string;
  width: number;
  height: number;
  lqip: string;
}

/**
 * Writes a JPEG demo picture under `filesDir/key` and returns its record. A file already there is
 * replaced only when its bytes differ, so a demo reseeded over an old files folder shows the
 * pictures of today's code, while unchanged pictures keep their files (and the builder its cache).
 */
/**
 * The pictures are the same every time for the same key, spec and size, and drawing them is most
 * of a seed's time; so each one drawn is kept in a cache folder (outside any installation) and
 * copied on later seeds: every test world, the browser tests' demo and `./run demo` after the
 * first. The cache is keyed by the code that draws them too, so a change to the drawing draws
 * again. `LARDER_SEED_PHOTO_CACHE=off` draws every picture.
 */
const PHOTO_CACHE =
  process.env.LARDER_SEED_PHOTO_CACHE === 'off'
    ? null
    : (process.env.LARDER_SEED_PHOTO_CACHE ??
      fileURLToPath(new URL('../../../node_modules/.cache/larder/seed-photos/', import.meta.url)));

const DRAWING_CODE = createHash('sha256')
  .update(
    ['placeholder-photo.ts', 'illustrations.ts', 'picture-drawings.ts', 'picture-subjects.ts']
      .map((file) => readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'))
      .join('\0'),
  )
  .digest('hex');

async function drawPhoto(key: string, spec: PictureSpec, width: number, height: number) {
  const picture = await composePicture(key, spec, width, height);
  const jpeg = await picture.clone().jpeg({ quality: 82 }).toBuffer();
  const tiny = await picture.resize(16).webp({ quality: 40 }).toBuffer();
  return { jpeg, lqip: `data:image/webp;base64,${tiny.toString('base64')}` };
}

async function cachedPhoto(key: string, spec: PictureSpec, width: number, height: number) {
  if (!PHOTO_CACHE) return drawPhoto(key, spec, width, height);
  const name = createHash('sha256')
    .update(JSON.stringify([DRAWING_CODE, key, spec, width, height]))
    .digest('hex');
  const path = join(PHOTO_CACHE, name);
  const [jpeg, lqip] = await Promise.all([
    readFile(`${path}.jpg`).catch(() => null),
    readFile(`${path}.lqip`, 'utf8').catch(() => null),
  ]);
  if (jpeg && lqip) return { jpeg, lqip };
  const drawn = await drawPhoto(key, spec, width, height);
  // Written aside, then renamed: another process seeding at once never reads half a picture.
  await mkdir(PHOTO_CACHE, { recursive: true });
  const aside = `${path}.${process.pid}.${randomUUID()}`;
  await writeFile(`${aside}.jpg`, drawn.jpeg);
  await writeFile(`${aside}.lqip`, drawn.lqip);
  await rename(`${aside}.jpg`, `${path}.jpg`);
  await rename(`${aside}.lqip`, `${path}.lqip`);
  return drawn;
}

export async function generatePhoto(
  filesDir: string,
  key: string,
  spec: PictureSpec,
  width = 1200,
  height = 900,
): Promise<GeneratedPhoto> {
  const path = join(filesDir, key);
  const { jpeg, lqip } = await cachedPhoto(key, spec, width, height);
  const existing = await readFile(path).catch(() => null);
  if (!existing?.equals(jpeg)) {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, jpeg);
  }
  return { key, width, height, lqip };
}
