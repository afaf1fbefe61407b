import { FONT_FAMILY_CATALOGUE, type FontFamily } from '@larder/shared/theme/font-families';
import type { TypeTheme } from '@larder/shared/schemas/theme';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** One font file a kitchen serves from its own origin. */
export interface FontFile {
  family: FontFamily;
  weight: number;
  /** `/fonts/<family>-<weight>.<hash>.woff2`: content-hashed, so it can be cached for good. */
  path: string;
  /** Where the file is in its `@fontsource` package. */
  source: string;
}

const files = new Map<string, FontFile>();

function fontFile(family: FontFamily, weight: number): FontFile {
  const key = `${family}@${weight}`;
  const known = files.get(key);
  if (known) return known;
  const id = FONT_FAMILY_CATALOGUE[family].id;
  const source = require.resolve(`@fontsource/${id}/files/${id}-latin-${weight}-normal.woff2`);
  const hash = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 10);
  const file = { family, weight, path: `/fonts/${id}-${weight}.${hash}.woff2`, source };
  files.set(key, file);
  return file;
}

/**
 * The font files a type theme uses, display font first: the Latin subset of each family at each
 * of the theme's weights, nothing else.
 */
export function themeFontFiles(type: TypeTheme): FontFile[] {
  const wanted: [FontFamily, number][] = [
    [type.displayFontFamily, type.displayFontBoldWeight],
    [type.displayFontFamily, type.displayFontNormalWeight],
    [type.narrativeFontFamily, type.narrativeFontNormalWeight],
    [type.narrativeFontFamily, type.narrativeFontBoldWeight],
  ];
  const seen = new Set<string>();
  return wanted
    .filter(([family, weight]) => {
      const key = `${family}@${weight}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(([family, weight]) => fontFile(family, weight));
}

/** `@font-face` rules for the files, swapping in when they arrive. */
export function fontFaceCss(files: FontFile[]): string {
  return files
    .map(
      (file) =>
        `@font-face{font-family:'${file.family}';font-style:normal;font-display:swap;font-weight:${file.weight};src:url(${file.path}) format('woff2')}`,
    )
    .join('');
}
