/** WCAG 2.2 contrast of `#rrggbb` colours, and the small colour arithmetic themes derive tokens with. */

/** Normal-size text (WCAG 1.4.3, level AA). */
export const AA_TEXT = 4.5;

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (WCAG 2.2 definition). */
export function luminance(color: string): number {
  const [r, g, b] = rgb(color).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two colours, from 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `amount` (0–1) of `a` mixed into `b`, in sRGB as `color-mix(in srgb, …)` does, rounded to a hex colour. */
export function mix(a: string, b: string, amount: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return hex(x.map((channel, index) => channel * amount + y[index]! * (1 - amount)) as Rgb);
}

/**
 * The first candidate that reaches `ratio` against every one of `backgrounds`; black or white
 * (whichever contrasts more with the first background) when none does. One of black and white
 * always reaches 4.5:1 against a single colour.
 */
export function readableOn(
  backgrounds: readonly string[],
  candidates: readonly string[],
  ratio = AA_TEXT,
): string {
  const found = candidates.find((color) =>
    backgrounds.every((background) => contrast(color, background) >= ratio),
  );
  if (found) return found;
  const first = backgrounds[0]!;
  return contrast('#000000', first) >= contrast('#ffffff', first) ? '#000000' : '#ffffff';
}

/**
 * `color` as close to itself as it can stay while reaching `ratio` against `background`: mixed
 * step by step towards black or white (whichever the background contrasts with more).
 */
export function withContrast(color: string, background: string, ratio = AA_TEXT): string {
  if (contrast(color, background) >= ratio) return color;
  const target = contrast('#000000', background) >= contrast('#ffffff', background) ? '#000000' : '#ffffff';
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(target, color, step / 20);
    if (contrast(candidate, background) >= ratio) return candidate;
  }
  return target;
}
