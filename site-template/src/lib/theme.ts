import type { ThemeStyle } from '@larder/shared/schemas/common';
import type { ColorTheme, TypeTheme } from '@larder/shared/schemas/theme';
import { PROTECTED_ATTRIBUTE, PROTECTED_Z_INDEX } from '@larder/shared/css/scope-custom-css';
import { fontStack } from '@larder/shared/theme/font-families';
import { themeTokens, type ColorTokens } from '@larder/shared/theme/theme-tokens';

export interface KitchenTheme {
  colorTheme: ColorTheme;
  typeTheme: TypeTheme;
  themeStyle: ThemeStyle | null;
  themeAccentColor: string | null;
}

const declarations = (tokens: Partial<ColorTokens>) =>
  Object.entries(tokens)
    .map(([name, value]) => `--${name}:${value}`)
    .join(';');

/**
 * The kitchen's theme as CSS custom properties: colours (with the theme style's header and footer
 * surface, set on `.site-header` and `.site-footer`) and the two font families with their weights.
 */
export function themeCss({ colorTheme, typeTheme, themeStyle, themeAccentColor }: KitchenTheme): string {
  const { page, chrome } = themeTokens(colorTheme, themeStyle, themeAccentColor);
  const fonts = [
    `--font-display:${fontStack(typeTheme.displayFontFamily)}`,
    `--font-narrative:${fontStack(typeTheme.narrativeFontFamily)}`,
    `--font-display-normal:${typeTheme.displayFontNormalWeight}`,
    `--font-display-bold:${typeTheme.displayFontBoldWeight}`,
    `--font-narrative-normal:${typeTheme.narrativeFontNormalWeight}`,
    `--font-narrative-bold:${typeTheme.narrativeFontBoldWeight}`,
  ].join(';');
  const changed = Object.fromEntries(
    Object.entries(chrome).filter(([name, value]) => page[name as keyof ColorTokens] !== value),
  );
  // Text inherits the colour computed on the body, so the surface sets its own.
  const surface = Object.keys(changed).length
    ? `.site-header,.site-footer{${declarations(changed)};color:var(--color-text)}`
    : '';
  // Custom CSS cannot select protected texts, but it sets these properties on their ancestors:
  // each protected text starts again from the theme's own, and sits above anything custom CSS places.
  const important = (text: string) =>
    text
      .split(';')
      .map((declaration) => `${declaration}!important`)
      .join(';');
  // Colour and font are inherited and a background shows through: each is set again, so an
  // ancestor's dark background or symbol font cannot make the text unreadable.
  const own = important(
    `${declarations(page)};${fonts};background-color:var(--color-background);color:var(--color-text);font-family:var(--font-narrative);text-decoration:none;position:relative;z-index:${String(PROTECTED_Z_INDEX)}`,
  );
  const protectedTexts = `[${PROTECTED_ATTRIBUTE}]{${own}}`;
  return `:root{${declarations(page)};${fonts}}${surface}${protectedTexts}`;
}
