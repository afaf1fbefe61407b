import type { ColorTheme, TypeTheme } from '../schemas/theme.ts';

export interface CatalogueColorTheme {
  /** The `color_themes` row a kitchen points at with `colorThemeId`. */
  id: string;
  name: string;
  colors: ColorTheme;
}

export interface CatalogueTypeTheme {
  /** The `type_themes` row a kitchen points at with `typeThemeId`. */
  id: string;
  name: string;
  fonts: TypeTheme;
}

const colors = (
  text: string,
  accent: string,
  subdued: string,
  overlay: string,
  background: string,
  panel: string,
  emphasis: string,
  outline: string,
): ColorTheme => ({
  colorText: text,
  colorAccent: accent,
  colorSubdued: subdued,
  colorOverlay: overlay,
  colorBackground: background,
  colorPanel: panel,
  colorEmphasis: emphasis,
  colorOutline: outline,
});

/**
 * The named colour themes a creator picks from. Every one meets WCAG AA for body text, links and
 * buttons (theme-catalogue.test.ts); the ids are rows written by migration 0012.
 */
export const COLOR_THEMES = [
  {
    id: '0c010000-0000-4000-8000-000000000001',
    name: 'Terracotta',
    colors: colors('#2e1e17', '#9e3f24', '#6e5446', '#2e1e17', '#fbf4ea', '#f3e3d1', '#8a3a22', '#dcc3aa'),
  },
  {
    id: '0c010000-0000-4000-8000-000000000002',
    name: 'Sage',
    colors: colors('#26302a', '#4a6b50', '#5a5f57', '#1f2a22', '#faf7f0', '#efebdf', '#8c5a2b', '#d6d0c0'),
  },
  {
    id: '0c010000-0000-4000-8000-000000000003',
    name: 'Ember',
    colors: colors('#f5ede3', '#ff8a3d', '#b9ab9c', '#0d0b0a', '#1c1917', '#28221f', '#ffb27a', '#4a403a'),
  },
  {
    id: '0c010000-0000-4000-8000-000000000004',
    name: 'Harbour',
    colors: colors('#1b2633', '#1d5c8c', '#4f5d6b', '#0f1a24', '#f7f9fb', '#e8eef4', '#a33b2b', '#cdd8e3'),
  },
  {
    id: '0c010000-0000-4000-8000-000000000005',
    name: 'Plum',
    colors: colors('#2a1d2c', '#7a2e6b', '#625263', '#1e1420', '#fbf7fa', '#f1e6ee', '#a13d5d', '#dccad6'),
  },
  {
    id: '0c010000-0000-4000-8000-000000000006',
    name: 'Olive grove',
    colors: colors('#262a1c', '#55641c', '#575b4a', '#1d2114', '#fafaf2', '#eeeedc', '#8a4b17', '#d5d6bd'),
  },
  {
    id: '0c010000-0000-4000-8000-000000000007',
    name: 'Citrus',
    colors: colors('#2b2411', '#825400', '#5e5440', '#231d0c', '#fffcf2', '#fbf0cf', '#b3261e', '#eadcae'),
  },
  {
    id: '0c010000-0000-4000-8000-000000000008',
    name: 'Charcoal',
    colors: colors('#111111', '#111111', '#555555', '#000000', '#ffffff', '#f2f2f2', '#b00020', '#dddddd'),
  },
  {
    id: '0c010000-0000-4000-8000-000000000009',
    name: 'Midnight',
    colors: colors('#e8edf4', '#7cc4ff', '#a7b3c2', '#05080c', '#0f1722', '#182233', '#ffcf70', '#2c3a50'),
  },
  {
    id: '0c010000-0000-4000-8000-00000000000a',
    name: 'Berry',
    colors: colors('#2b1418', '#a3153f', '#6b4c52', '#1f0d10', '#fff8f8', '#fbe9ec', '#6d2c8a', '#efcdd3'),
  },
] as const satisfies readonly CatalogueColorTheme[];

const fonts = (
  display: TypeTheme['displayFontFamily'],
  [displayNormal, displayBold]: [number, number],
  narrative: TypeTheme['narrativeFontFamily'],
  [narrativeNormal, narrativeBold]: [number, number],
): TypeTheme => ({
  displayFontFamily: display,
  narrativeFontFamily: narrative,
  displayFontNormalWeight: displayNormal,
  displayFontBoldWeight: displayBold,
  narrativeFontNormalWeight: narrativeNormal,
  narrativeFontBoldWeight: narrativeBold,
});

/** The named type themes: a display and a narrative family, each with the two weights the pages use. */
export const TYPE_THEMES = [
  {
    id: '0f010000-0000-4000-8000-000000000001',
    name: 'Farmhouse',
    fonts: fonts('Fraunces', [400, 700], 'Inter', [400, 700]),
  },
  {
    id: '0f010000-0000-4000-8000-000000000002',
    name: 'Bakery',
    fonts: fonts('Playfair Display', [400, 700], 'Lora', [400, 700]),
  },
  {
    id: '0f010000-0000-4000-8000-000000000003',
    name: 'Smokehouse',
    fonts: fonts('Oswald', [500, 700], 'Source Sans 3', [400, 700]),
  },
  {
    id: '0f010000-0000-4000-8000-000000000004',
    name: 'Market',
    fonts: fonts('Outfit', [500, 700], 'Work Sans', [400, 600]),
  },
  {
    id: '0f010000-0000-4000-8000-000000000005',
    name: 'Bistro',
    fonts: fonts('DM Serif Display', [400, 400], 'Karla', [400, 700]),
  },
  {
    id: '0f010000-0000-4000-8000-000000000006',
    name: 'Journal',
    fonts: fonts('Newsreader', [500, 700], 'Source Serif 4', [400, 700]),
  },
  {
    id: '0f010000-0000-4000-8000-000000000007',
    name: 'Diner',
    fonts: fonts('Bebas Neue', [400, 400], 'Rubik', [400, 600]),
  },
  {
    id: '0f010000-0000-4000-8000-000000000008',
    name: 'Patisserie',
    fonts: fonts('Cormorant Garamond', [500, 700], 'Montserrat', [400, 600]),
  },
  {
    id: '0f010000-0000-4000-8000-000000000009',
    name: 'Notebook',
    fonts: fonts('Caveat', [600, 700], 'Nunito Sans', [400, 700]),
  },
  {
    id: '0f010000-0000-4000-8000-00000000000a',
    name: 'Classic',
    fonts: fonts('Libre Baskerville', [400, 700], 'Open Sans', [400, 700]),
  },
  {
    id: '0f010000-0000-4000-8000-00000000000b',
    name: 'Gazette',
    fonts: fonts('Abril Fatface', [400, 400], 'Crimson Pro', [400, 600]),
  },
  {
    id: '0f010000-0000-4000-8000-00000000000c',
    name: 'Butcher',
    fonts: fonts('Roboto Slab', [600, 800], 'Lato', [400, 700]),
  },
  {
    id: '0f010000-0000-4000-8000-00000000000d',
    name: 'Garden',
    fonts: fonts('EB Garamond', [500, 700], 'Figtree', [400, 600]),
  },
  {
    id: '0f010000-0000-4000-8000-00000000000e',
    name: 'Studio',
    fonts: fonts('Poppins', [600, 700], 'Manrope', [400, 700]),
  },
] as const satisfies readonly CatalogueTypeTheme[];

export type ColorThemeName = (typeof COLOR_THEMES)[number]['name'];
export type TypeThemeName = (typeof TYPE_THEMES)[number]['name'];

export function colorThemeNamed(name: ColorThemeName): CatalogueColorTheme {
  return COLOR_THEMES.find((theme) => theme.name === name)!;
}

export function typeThemeNamed(name: TypeThemeName): CatalogueTypeTheme {
  return TYPE_THEMES.find((theme) => theme.name === name)!;
}
