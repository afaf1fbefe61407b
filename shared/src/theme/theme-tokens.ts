import type { ThemeStyle } from '../schemas/common.ts';
import type { ColorTheme } from '../schemas/theme.ts';
import { AA_TEXT, contrast, mix, readableOn, withContrast } from './contrast.ts';

/** The colour custom properties the kitchen's stylesheets use, by name without the leading `--`. */
export interface ColorTokens {
  'color-text': string;
  'color-subdued': string;
  'color-overlay': string;
  'color-background': string;
  'color-panel': string;
  'color-emphasis': string;
  'color-outline': string;
  /** The accent as text (links, outlines, secondary buttons): reaches 4.5:1 on the background and the panel. */
  'color-accent': string;
  /** The accent exactly as the creator chose it, for filled buttons. */
  'color-accent-fill': string;
  /** Text on `color-accent-fill`. */
  'color-on-accent': string;
}

export interface ThemeTokens {
  /** Set on `:root`. */
  page: ColorTokens;
  /** Set on the header and footer: their own surface in the tonal and bold styles, else the page's. */
  chrome: ColorTokens;
}

/** The lightest tint of `color` over `background` (at most `most`) on which every text colour stays readable. */
function readableTint(color: string, background: string, texts: string[], most: number): string {
  for (let amount = most; amount > 0; amount -= 0.02) {
    const tint = mix(color, background, amount);
    if (texts.every((text) => contrast(text, tint) >= AA_TEXT)) return tint;
  }
  return background;
}

/** Text colours that read on a surface: each kept when it does, else moved towards black or white until it does. */
function textsOn(
  surface: string,
  colors: Pick<ColorTokens, 'color-text' | 'color-subdued' | 'color-accent'>,
) {
  return {
    'color-text': withContrast(colors['color-text'], surface),
    'color-subdued': withContrast(colors['color-subdued'], surface),
    'color-accent': withContrast(colors['color-accent'], surface),
  };
}

/**
 * The kitchen's colour tokens from its colour theme, theme style and accent colour.
 *
 * - `accent` (the default): the theme's surfaces, with the accent for links and buttons.
 * - `tonal`: panels, header and footer tinted with the accent.
 * - `bold`: header and footer filled with the accent, their text in whichever theme colour (or
 *   black or white) reads on it.
 *
 * Whatever accent a creator picks, text stays readable (WCAG AA, 4.5:1): a filled button gets a
 * text colour that reads on it, and the accent used as text is darkened or lightened just enough.
 */
export function themeTokens(
  colors: ColorTheme,
  style: ThemeStyle | null,
  accentColor: string | null,
): ThemeTokens {
  const background = colors.colorBackground;
  const fill = accentColor ?? colors.colorAccent;
  const onAccent = readableOn([fill], [background, colors.colorText]);
  const base = {
    'color-text': colors.colorText,
    'color-subdued': colors.colorSubdued,
    'color-accent': fill,
  };
  const panel =
    style === 'tonal'
      ? readableTint(fill, background, [base['color-text'], base['color-subdued']], 0.16)
      : colors.colorPanel;
  const onBoth = (color: string) => withContrast(withContrast(color, background), panel);
  const page: ColorTokens = {
    'color-text': onBoth(colors.colorText),
    'color-subdued': onBoth(colors.colorSubdued),
    'color-overlay': colors.colorOverlay,
    'color-background': background,
    'color-panel': panel,
    'color-emphasis': onBoth(colors.colorEmphasis),
    'color-outline': colors.colorOutline,
    'color-accent': onBoth(fill),
    'color-accent-fill': fill,
    'color-on-accent': onAccent,
  };
  if (style === 'tonal') {
    const surface = readableTint(
      fill,
      background,
      [page['color-text'], page['color-subdued'], page['color-accent']],
      0.1,
    );
    return {
      page,
      chrome: { ...page, ...textsOn(surface, page), 'color-background': surface, 'color-panel': surface },
    };
  }
  if (style === 'bold') {
    const chromePanel = readableTint(onAccent, fill, [onAccent], 0.12);
    // The panel is readable with `onAccent` by construction, so it is the last resort.
    const subdued = readableOn([fill, chromePanel], [mix(onAccent, fill, 0.8), onAccent]);
    return {
      page,
      chrome: {
        ...page,
        'color-background': fill,
        'color-panel': chromePanel,
        'color-text': onAccent,
        'color-subdued': subdued,
        'color-accent': onAccent,
        'color-accent-fill': onAccent,
        'color-on-accent': fill,
        'color-outline': mix(onAccent, fill, 0.35),
      },
    };
  }
  return { page, chrome: page };
}
