import { z } from 'zod';

const HexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'Use a hex colour such as #1f2937' });

export const ColorThemeSchema = z.object({
  colorText: HexColorSchema,
  colorAccent: HexColorSchema,
  colorSubdued: HexColorSchema,
  colorOverlay: HexColorSchema,
  colorBackground: HexColorSchema,
  colorPanel: HexColorSchema,
  colorEmphasis: HexColorSchema,
  colorOutline: HexColorSchema,
});
export type ColorTheme = z.infer<typeof ColorThemeSchema>;

/** Font families shipped with every kitchen (self-hosted through @fontsource, never a CDN). */
export const FONT_FAMILIES = [
  'Inter',
  'Lora',
  'Fraunces',
  'Playfair Display',
  'Source Sans 3',
  'DM Sans',
] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

const WeightSchema = z.number().int().min(100).max(900);

export const TypeThemeSchema = z.object({
  displayFontFamily: z.enum(FONT_FAMILIES),
  narrativeFontFamily: z.enum(FONT_FAMILIES),
  displayFontNormalWeight: WeightSchema,
  displayFontBoldWeight: WeightSchema,
  narrativeFontNormalWeight: WeightSchema,
  narrativeFontBoldWeight: WeightSchema,
});
export type TypeTheme = z.infer<typeof TypeThemeSchema>;
