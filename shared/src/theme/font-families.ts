/**
 * The font families a kitchen's type theme may use, each self-hosted from its `@fontsource/<id>`
 * package (the site template depends on every one): the package id, the fallback stack shown
 * until the font arrives (`font-display: swap`) and the static weights the package ships.
 */
export const FONT_FAMILY_CATALOGUE = {
  'Abril Fatface': { id: 'abril-fatface', fallback: 'Georgia, serif', weights: [400] },
  'Bebas Neue': { id: 'bebas-neue', fallback: 'Impact, sans-serif', weights: [400] },
  Bitter: {
    id: 'bitter',
    fallback: 'Georgia, serif',
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
  },
  Caveat: { id: 'caveat', fallback: 'cursive', weights: [400, 500, 600, 700] },
  'Cormorant Garamond': {
    id: 'cormorant-garamond',
    fallback: 'Georgia, serif',
    weights: [300, 400, 500, 600, 700],
  },
  'Crimson Pro': {
    id: 'crimson-pro',
    fallback: 'Georgia, serif',
    weights: [200, 300, 400, 500, 600, 700, 800, 900],
  },
  'DM Sans': {
    id: 'dm-sans',
    fallback: 'system-ui, sans-serif',
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
  },
  'DM Serif Display': { id: 'dm-serif-display', fallback: 'Georgia, serif', weights: [400] },
  'EB Garamond': { id: 'eb-garamond', fallback: 'Georgia, serif', weights: [400, 500, 600, 700, 800] },
  Figtree: { id: 'figtree', fallback: 'system-ui, sans-serif', weights: [300, 400, 500, 600, 700, 800, 900] },
  Fraunces: {
    id: 'fraunces',
    fallback: 'Georgia, serif',
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
  },
  Inter: {
    id: 'inter',
    fallback: 'system-ui, sans-serif',
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
  },
  Jost: {
    id: 'jost',
    fallback: 'system-ui, sans-serif',
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
  },
  Karla: { id: 'karla', fallback: 'system-ui, sans-serif', weights: [200, 300, 400, 500, 600, 700, 800] },
  Lato: { id: 'lato', fallback: 'system-ui, sans-serif', weights: [100, 300, 400, 700, 900] },
  'Libre Baskerville': { id: 'libre-baskerville', fallback: 'Georgia, serif', weights: [400, 500, 600, 700] },
  Lora: { id: 'lora', fallback: 'Georgia, serif', weights: [400, 500, 600, 700] },
  Manrope: { id: 'manrope', fallback: 'system-ui, sans-serif', weights: [200, 300, 400, 500, 600, 700, 800] },
  Merriweather: {
    id: 'merriweather',
    fallback: 'Georgia, serif',
    weights: [300, 400, 500, 600, 700, 800, 900],
  },
  Montserrat: {
    id: 'montserrat',
    fallback: 'system-ui, sans-serif',
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
  },
  Newsreader: { id: 'newsreader', fallback: 'Georgia, serif', weights: [200, 300, 400, 500, 600, 700, 800] },
  'Nunito Sans': {
    id: 'nunito-sans',
    fallback: 'system-ui, sans-serif',
    weights: [200, 300, 400, 500, 600, 700, 800, 900],
  },
  'Open Sans': {
    id: 'open-sans',
    fallback: 'system-ui, sans-serif',
    weights: [300, 400, 500, 600, 700, 800],
  },
  Oswald: { id: 'oswald', fallback: 'Impact, sans-serif', weights: [200, 300, 400, 500, 600, 700] },
  Outfit: {
    id: 'outfit',
    fallback: 'system-ui, sans-serif',
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
  },
  'Playfair Display': {
    id: 'playfair-display',
    fallback: 'Georgia, serif',
    weights: [400, 500, 600, 700, 800, 900],
  },
  Poppins: {
    id: 'poppins',
    fallback: 'system-ui, sans-serif',
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
  },
  Raleway: {
    id: 'raleway',
    fallback: 'system-ui, sans-serif',
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
  },
  'Roboto Slab': {
    id: 'roboto-slab',
    fallback: 'Georgia, serif',
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
  },
  Rubik: { id: 'rubik', fallback: 'system-ui, sans-serif', weights: [300, 400, 500, 600, 700, 800, 900] },
  'Source Sans 3': {
    id: 'source-sans-3',
    fallback: 'system-ui, sans-serif',
    weights: [200, 300, 400, 500, 600, 700, 800, 900],
  },
  'Source Serif 4': {
    id: 'source-serif-4',
    fallback: 'Georgia, serif',
    weights: [200, 300, 400, 500, 600, 700, 800, 900],
  },
  'Work Sans': {
    id: 'work-sans',
    fallback: 'system-ui, sans-serif',
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
  },
} as const satisfies Record<string, { id: string; fallback: string; weights: readonly number[] }>;

export type FontFamily = keyof typeof FONT_FAMILY_CATALOGUE;

export const FONT_FAMILIES = Object.keys(FONT_FAMILY_CATALOGUE) as [FontFamily, ...FontFamily[]];

/** Whether the family's package ships this weight (a weight it lacks would be synthesised or fall back). */
export function hasWeight(family: FontFamily, weight: number): boolean {
  return (FONT_FAMILY_CATALOGUE[family].weights as readonly number[]).includes(weight);
}

/** The CSS `font-family` value: the family, then its fallbacks. */
export function fontStack(family: FontFamily): string {
  return `'${family}', ${FONT_FAMILY_CATALOGUE[family].fallback}`;
}
