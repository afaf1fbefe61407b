import type { ColorTheme } from '@larder/shared/schemas/theme';
import { loadImages, type ReadContext } from '../media/image-read.ts';
import type { SiteRow } from '../site/site-read.ts';

/** What an e-mail shows of who sends it: a kitchen, or the platform. */
export interface EmailBrand {
  title: string;
  /** The kitchen's logo, at an absolute address, sized for the e-mail's header. */
  logo: { url: string; width: number; height: number } | null;
  /** `#rrggbb`. */
  accentColor: string;
  /** Where the reader signs in: the kitchen's origin or the platform's. */
  origin: string;
}

const LOGO_HEIGHT = 48;
const LOGO_MAX_WIDTH = 240;
const PLATFORM_ACCENT = '#1f2937';
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export function platformBrand(origin: string): EmailBrand {
  return { title: 'Larder', logo: null, accentColor: PLATFORM_ACCENT, origin };
}

/** The kitchen's title, logo and accent colour (its own accent, else its colour theme's). */
export async function kitchenBrand(context: ReadContext, site: SiteRow, origin: string): Promise<EmailBrand> {
  const [theme, images] = await Promise.all([
    context.db
      .selectFrom('color_themes')
      .select('colors')
      .where('id', '=', site.color_theme_id)
      .executeTakeFirst(),
    loadImages(context, [site.logo_id]),
  ]);
  const themeAccent = theme ? (JSON.parse(theme.colors) as Partial<ColorTheme>).colorAccent : undefined;
  const accent = [site.theme_accent_color, themeAccent].find((color) => color && HEX_COLOR.test(color));
  const image = site.logo_id ? images.get(site.logo_id) : undefined;
  let logo: EmailBrand['logo'] = null;
  if (image && image.width > 0 && image.height > 0) {
    const scale = Math.min(LOGO_HEIGHT / image.height, LOGO_MAX_WIDTH / image.width);
    logo = {
      url: image.url,
      width: Math.round(image.width * scale),
      height: Math.round(image.height * scale),
    };
  }
  return { title: site.title, logo, accentColor: accent ?? PLATFORM_ACCENT, origin };
}

/** Black or white, whichever reads better on `background` (WCAG relative luminance). */
export function textColorOn(background: string): string {
  const channel = (offset: number) => {
    const value = parseInt(background.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? '#111111' : '#ffffff';
}
