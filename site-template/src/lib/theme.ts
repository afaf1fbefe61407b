import type { ColorTheme, TypeTheme } from '@larder/shared/schemas/theme';

const fallbacks: Record<string, string> = {
  Inter: 'system-ui, sans-serif',
  'DM Sans': 'system-ui, sans-serif',
  'Source Sans 3': 'system-ui, sans-serif',
  Lora: 'Georgia, serif',
  Fraunces: 'Georgia, serif',
  'Playfair Display': 'Georgia, serif',
};

function family(name: string): string {
  return `'${name}', ${fallbacks[name] ?? 'sans-serif'}`;
}

/** The kitchen's colour and typography themes as CSS custom properties. */
export function themeCss(colors: ColorTheme, type: TypeTheme): string {
  return `:root{--color-text:${colors.colorText};--color-accent:${colors.colorAccent};--color-subdued:${colors.colorSubdued};--color-overlay:${colors.colorOverlay};--color-background:${colors.colorBackground};--color-panel:${colors.colorPanel};--color-emphasis:${colors.colorEmphasis};--color-outline:${colors.colorOutline};--font-display:${family(type.displayFontFamily)};--font-narrative:${family(type.narrativeFontFamily)};--font-display-normal:${type.displayFontNormalWeight};--font-display-bold:${type.displayFontBoldWeight};--font-narrative-normal:${type.narrativeFontNormalWeight};--font-narrative-bold:${type.narrativeFontBoldWeight};}`;
}
