import { createHash } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

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

/**
 * Draws a food-photo stand-in locally (no network): a plate on a tabletop with ingredients in the
 * recipe's colour. Deterministic for a seed, so reseeding yields identical files.
 */
function photoSvg(width: number, height: number, hue: number, seed: string): string {
  const random = sequence(seed);
  const cx = width / 2;
  const cy = height / 2;
  const r = Math.min(width, height) * 0.36;
  const pieces = Array.from({ length: 14 }, () => {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * r * 0.7;
    const size = r * (0.12 + random() * 0.18);
    const light = 35 + random() * 30;
    const shift = (random() - 0.5) * 40;
    return `<ellipse cx="${(cx + Math.cos(angle) * distance).toFixed(1)}" cy="${(cy + Math.sin(angle) * distance).toFixed(1)}" rx="${size.toFixed(1)}" ry="${(size * (0.6 + random() * 0.4)).toFixed(1)}" fill="hsl(${(hue + shift + 360) % 360} 65% ${light.toFixed(0)}%)" transform="rotate(${(random() * 180).toFixed(0)} ${cx} ${cy})"/>`;
  }).join('');
  const herbs = Array.from({ length: 6 }, () => {
    const x = cx + (random() - 0.5) * r * 1.2;
    const y = cy + (random() - 0.5) * r * 1.2;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r * 0.035).toFixed(1)}" fill="hsl(110 45% 32%)"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="table" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${(hue + 30) % 360} 25% 82%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 30) % 360} 20% 62%)"/>
    </linearGradient>
    <radialGradient id="plate" cx="0.45" cy="0.4" r="0.7">
      <stop offset="0" stop-color="#ffffff"/>
      <stop offset="1" stop-color="#e6e1da"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#table)"/>
  <ellipse cx="${cx + r * 0.06}" cy="${cy + r * 0.08}" rx="${r * 1.08}" ry="${r * 1.08}" fill="rgba(0,0,0,0.18)"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#plate)"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="hsl(${hue} 30% 92%)"/>
  ${pieces}${herbs}
</svg>`;
}

export interface GeneratedPhoto {
  key: string;
  width: number;
  height: number;
  lqip: string;
}

/** Writes a JPEG stand-in photo under `filesDir/key` (skipped when it exists) and returns its record. */
export async function generatePhoto(
  filesDir: string,
  key: string,
  hue: number,
  width = 1200,
  height = 900,
): Promise<GeneratedPhoto> {
  const path = join(filesDir, key);
  const svg = Buffer.from(photoSvg(width, height, hue, key));
  if (!(await stat(path).catch(() => null))) {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, await sharp(svg).jpeg({ quality: 82, mozjpeg: true }).toBuffer());
  }
  const tiny = await sharp(svg).resize(16).webp({ quality: 40 }).toBuffer();
  return { key, width, height, lqip: `data:image/webp;base64,${tiny.toString('base64')}` };
}
