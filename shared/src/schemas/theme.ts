import { z } from 'zod';
import { FONT_FAMILIES, hasWeight } from '../theme/font-families.ts';

export const HexColorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Use a hex colour such as #1f2937' });

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

export { FONT_FAMILIES, type FontFamily } from '../theme/font-families.ts';

const WeightSchema = z.number().int().min(100).max(900);

export const TypeThemeSchema = z
  .object({
    displayFontFamily: z.enum(FONT_FAMILIES),
    narrativeFontFamily: z.enum(FONT_FAMILIES),
    displayFontNormalWeight: WeightSchema,
    displayFontBoldWeight: WeightSchema,
    narrativeFontNormalWeight: WeightSchema,
    narrativeFontBoldWeight: WeightSchema,
  })
  .check((ctx) => {
    const theme = ctx.value;
    for (const [family, key] of [
      [theme.displayFontFamily, 'displayFontNormalWeight'],
      [theme.displayFontFamily, 'displayFontBoldWeight'],
      [theme.narrativeFontFamily, 'narrativeFontNormalWeight'],
      [theme.narrativeFontFamily, 'narrativeFontBoldWeight'],
    ] as const) {
      if (!hasWeight(family, theme[key]))
        ctx.issues.push({
          code: 'custom',
          input: theme[key],
          path: [key],
          message: `${family} has no weight ${theme[key]}; pick one of its weights`,
        });
    }
  });
export type TypeTheme = z.infer<typeof TypeThemeSchema>;
