import fc from 'fast-check';
import { propertyRuns } from '../test-support/property-runs.ts';
import { describe, expect, it } from 'vitest';
import { ThemeStyleSchema } from '../schemas/common.ts';
import { ColorThemeSchema, TypeThemeSchema } from '../schemas/theme.ts';
import { AA_TEXT, contrast } from './contrast.ts';
import { COLOR_THEMES, TYPE_THEMES } from './theme-catalogue.ts';
import { themeTokens, type ColorTokens } from './theme-tokens.ts';

const STYLES = [null, ...ThemeStyleSchema.options];

/** Every text-on-surface pair the stylesheets paint, with its contrast. */
function pairs(tokens: ColorTokens): [string, number][] {
  const surfaces = ['color-background', 'color-panel'] as const;
  const texts = ['color-text', 'color-subdued', 'color-accent'] as const;
  return [
    ...surfaces.flatMap((surface) =>
      texts.map((text): [string, number] => [
        `${text} on ${surface}`,
        contrast(tokens[text], tokens[surface]),
      ]),
    ),
    [
      'color-on-accent on color-accent-fill',
      contrast(tokens['color-on-accent'], tokens['color-accent-fill']),
    ],
    // Components fill with the text accent and write the background colour on it.
    ['color-background on color-accent', contrast(tokens['color-background'], tokens['color-accent'])],
  ];
}

const failing = (tokens: ColorTokens) => pairs(tokens).filter(([, ratio]) => ratio < AA_TEXT);

describe('the theme catalogue', () => {
  it('has unique ids and names, and every theme is valid', () => {
    for (const list of [COLOR_THEMES, TYPE_THEMES]) {
      expect(new Set(list.map((theme) => theme.id)).size).toBe(list.length);
      expect(new Set(list.map((theme) => theme.name)).size).toBe(list.length);
    }
    for (const theme of COLOR_THEMES) expect(ColorThemeSchema.parse(theme.colors)).toEqual(theme.colors);
    for (const theme of TYPE_THEMES) expect(TypeThemeSchema.parse(theme.fonts)).toEqual(theme.fonts);
  });

  it.each(COLOR_THEMES.map((theme) => [theme.name, theme] as const))(
    '%s meets WCAG AA for body text, links and buttons as designed, before any adjustment',
    (_, { colors }) => {
      const raw: ColorTokens = {
        'color-text': colors.colorText,
        'color-subdued': colors.colorSubdued,
        'color-overlay': colors.colorOverlay,
        'color-background': colors.colorBackground,
        'color-panel': colors.colorPanel,
        'color-emphasis': colors.colorEmphasis,
        'color-outline': colors.colorOutline,
        'color-accent': colors.colorAccent,
        'color-accent-fill': colors.colorAccent,
        'color-on-accent': themeTokens(colors, null, null).page['color-on-accent'],
      };
      expect(failing(raw)).toEqual([]);
      expect(contrast(colors.colorEmphasis, colors.colorBackground)).toBeGreaterThanOrEqual(AA_TEXT);
      // Card overlays carry white text.
      expect(contrast('#ffffff', colors.colorOverlay)).toBeGreaterThanOrEqual(AA_TEXT);
      // The catalogue's own accent needs no adjustment.
      expect(themeTokens(colors, null, null).page['color-accent']).toBe(colors.colorAccent);
    },
  );

  it.each(
    COLOR_THEMES.flatMap((theme) =>
      STYLES.map((style) => [theme.name, style ?? 'default', theme, style] as const),
    ),
  )(
    '%s in the %s style meets WCAG AA on the page and in the header and footer',
    (_, __, { colors }, style) => {
      const tokens = themeTokens(colors, style, null);
      expect(failing(tokens.page)).toEqual([]);
      expect(failing(tokens.chrome)).toEqual([]);
    },
  );
});

describe('themeTokens with the creator’s accent colour', () => {
  const hex = fc
    .tuple(
      fc.integer({ min: 0, max: 255 }),
      fc.integer({ min: 0, max: 255 }),
      fc.integer({ min: 0, max: 255 }),
    )
    .map((channels) => `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

  it('keeps body text, links and buttons readable whatever accent is chosen, in every theme and style', () => {
    fc.assert(
      fc.property(
        hex,
        fc.constantFrom(...COLOR_THEMES),
        fc.constantFrom(...STYLES),
        (accent, theme, style) => {
          const tokens = themeTokens(theme.colors, style, accent);
          expect(failing(tokens.page)).toEqual([]);
          expect(failing(tokens.chrome)).toEqual([]);
          expect(tokens.page['color-accent-fill']).toBe(accent);
        },
      ),
      propertyRuns(3000),
    );
  });

  it('gives a pale accent dark text on its buttons and a darkened accent for links', () => {
    const cream = COLOR_THEMES[0].colors;
    const tokens = themeTokens(cream, 'accent', '#ffe066').page;
    expect(tokens['color-accent-fill']).toBe('#ffe066');
    expect(tokens['color-on-accent']).toBe(cream.colorText);
    expect(contrast(tokens['color-accent'], cream.colorBackground)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('fills the header and footer with the accent in the bold style and tints them in the tonal style', () => {
    const { colors } = COLOR_THEMES[0];
    expect(themeTokens(colors, 'bold', '#1d5c8c').chrome['color-background']).toBe('#1d5c8c');
    const tonal = themeTokens(colors, 'tonal', null);
    expect(tonal.chrome['color-background']).not.toBe(colors.colorBackground);
    expect(tonal.page['color-panel']).not.toBe(colors.colorPanel);
    expect(themeTokens(colors, 'accent', null).chrome).toEqual(themeTokens(colors, 'accent', null).page);
  });
});
