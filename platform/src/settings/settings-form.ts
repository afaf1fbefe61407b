import type { ManagedSiteSettings, SiteSettingsUpdateBody } from '@larder/shared/schemas/site';
import type { KitchenOptions, LayoutVariant } from '@larder/shared/sites-config';
import { AA_TEXT, contrast } from '@larder/shared/theme/contrast';
import { themeTokens } from '@larder/shared/theme/theme-tokens';
import type { ThemeStyle } from '@larder/shared/schemas/common';
import type { ColorTheme } from '@larder/shared/schemas/theme';
import type { SOCIAL_PLATFORMS } from '@larder/shared/schemas/link';

type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/**
 * The settings screen's fields. Names follow the API's (`PUT /{siteSlug}/sites`), so an error the
 * API names (`headerLinks.0.href`) lands on the field that caused it. Text that may be empty is
 * `''` here and `null` in the API.
 */
export interface SettingsValues {
  title: string;
  slug: string;
  aboutShort: string;
  defaultMeasurementSystem: 'imperial' | 'metric';
  defaultTemperatureSystem: 'fahrenheit' | 'celsius';
  googleAnalyticsId: string;
  featuredImageId: string | null;
  logoId: string | null;
  iconId: string | null;
  faviconId: string | null;
  colorThemeId: string;
  typeThemeId: string;
  themeStyle: '' | 'accent' | 'tonal' | 'bold';
  themeAccentColor: string;
  cssOverrides: string;
  headerLayout: 'left' | 'centered';
  hideSearch: boolean;
  hideSidebarBio: boolean;
  headerLinks: { label: string; href: string; openInNewTab: boolean }[];
  socialMediaLinks: { platform: SocialPlatform; url: string }[];
  newslettersEnabled: boolean;
  subscriptionsEnabled: boolean;
  paymentsEnabled: boolean;
  commentsEnabled: boolean;
  options: {
    layout: LayoutVariant;
    searchEnabled: boolean;
    collectionsHeaderLink: boolean;
    headerSocialIcons: 'none' | 'youtube' | 'all';
    drawerMenu: boolean;
    shopIngredients: boolean;
    giftRecipe: boolean;
    popupTrigger: 'delay' | 'exit-intent' | 'after-recipe';
    specialPages: { cookbook: boolean; linkInBio: boolean; press: boolean; contributors: boolean };
    region: '' | 'uk' | 'us';
    contactEmail: string;
  };
}

/** The kitchen options this screen edits (the homepage screen edits the home's). */
export const SETTINGS_OPTION_KEYS = [
  'layout',
  'searchEnabled',
  'collectionsHeaderLink',
  'headerSocialIcons',
  'drawerMenu',
  'shopIngredients',
  'giftRecipe',
  'popupTrigger',
  'specialPages',
  'region',
  'contactEmail',
] as const satisfies readonly (keyof KitchenOptions)[];

export function settingsValues(site: ManagedSiteSettings): SettingsValues {
  const { options } = site;
  return {
    title: site.title,
    slug: site.slug,
    aboutShort: site.aboutShort ?? '',
    defaultMeasurementSystem: site.defaultMeasurementSystem,
    defaultTemperatureSystem: site.defaultTemperatureSystem,
    googleAnalyticsId: site.googleAnalyticsId ?? '',
    featuredImageId: site.featuredImageId,
    logoId: site.logoId,
    iconId: site.iconId,
    faviconId: site.faviconId,
    colorThemeId: site.colorThemeId,
    typeThemeId: site.typeThemeId,
    themeStyle: site.themeStyle ?? '',
    themeAccentColor: site.themeAccentColor ?? '',
    cssOverrides: site.cssOverrides ?? '',
    headerLayout: site.headerLayout,
    hideSearch: site.hideSearch,
    hideSidebarBio: site.hideSidebarBio,
    headerLinks: site.headerLinks.map((link) => ({ ...link })),
    socialMediaLinks: site.socialMediaLinks.map((link) => ({
      platform: link.platform as SocialPlatform,
      url: link.url,
    })),
    newslettersEnabled: site.newslettersEnabled,
    subscriptionsEnabled: site.subscriptionsEnabled,
    paymentsEnabled: site.paymentsEnabled,
    commentsEnabled: site.commentsEnabled,
    options: {
      layout: options.layout,
      searchEnabled: options.searchEnabled,
      collectionsHeaderLink: options.collectionsHeaderLink,
      headerSocialIcons: options.headerSocialIcons,
      drawerMenu: options.drawerMenu,
      shopIngredients: options.shopIngredients,
      giftRecipe: options.giftRecipe,
      popupTrigger: options.popupTrigger,
      specialPages: { ...options.specialPages },
      region: options.region ?? '',
      contactEmail: options.contactEmail ?? '',
    },
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** What the screen sends: every field it edits (the version is added by the caller). */
export function settingsBody(values: SettingsValues): Omit<SiteSettingsUpdateBody, 'version'> {
  const { options } = values;
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    aboutShort: orNull(values.aboutShort),
    defaultMeasurementSystem: values.defaultMeasurementSystem,
    defaultTemperatureSystem: values.defaultTemperatureSystem,
    googleAnalyticsId: orNull(values.googleAnalyticsId),
    featuredImageId: values.featuredImageId,
    logoId: values.logoId,
    iconId: values.iconId,
    faviconId: values.faviconId,
    colorThemeId: values.colorThemeId,
    typeThemeId: values.typeThemeId,
    themeStyle: values.themeStyle || null,
    themeAccentColor: orNull(values.themeAccentColor),
    cssOverrides: orNull(values.cssOverrides),
    headerLayout: values.headerLayout,
    hideSearch: values.hideSearch,
    hideSidebarBio: values.hideSidebarBio,
    headerLinks: values.headerLinks.map((link) => ({
      label: link.label.trim(),
      href: link.href.trim(),
      openInNewTab: link.openInNewTab,
    })),
    socialMediaLinks: values.socialMediaLinks.map((link) => ({
      platform: link.platform,
      url: link.url.trim(),
    })),
    newslettersEnabled: values.newslettersEnabled,
    subscriptionsEnabled: values.subscriptionsEnabled,
    paymentsEnabled: values.paymentsEnabled,
    commentsEnabled: values.commentsEnabled,
    options: {
      layout: options.layout,
      searchEnabled: options.searchEnabled,
      collectionsHeaderLink: options.collectionsHeaderLink,
      headerSocialIcons: options.headerSocialIcons,
      drawerMenu: options.drawerMenu,
      shopIngredients: options.shopIngredients,
      giftRecipe: options.giftRecipe,
      popupTrigger: options.popupTrigger,
      specialPages: options.specialPages,
      region: options.region || null,
      contactEmail: orNull(options.contactEmail),
    },
  };
}

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour choice that fails WCAG AA as chosen, and what the kitchen shows instead. */
export interface ContrastWarning {
  what: string;
  ratio: number;
  /** The colour the kitchen uses instead, which reaches 4.5:1. */
  shown: string;
}

const ratioText = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

export function contrastWarningText(warning: ContrastWarning): string {
  return `${warning.what} would be ${ratioText(warning.ratio)}, below the 4.5:1 WCAG AA asks for. Your kitchen shows ${warning.shown} instead, so it stays readable.`;
}

/**
 * Where the chosen colours fail WCAG AA (4.5:1 for text) as chosen: the accent (the creator's
 * own, else the theme's) as link text on the page and on panels, button text on the accent, and
 * the theme's text colours. The kitchen's tokens (`themeTokens`) keep every text readable by
 * moving such a colour towards black or white; the warning says so, with the colour shown.
 */
export function contrastWarnings(
  colors: ColorTheme,
  style: ThemeStyle | null,
  accentColor: string,
): ContrastWarning[] {
  const accent = HEX.test(accentColor) ? accentColor.toLowerCase() : null;
  const { page } = themeTokens(colors, style, accent);
  const fill = accent ?? colors.colorAccent;
  const warnings: ContrastWarning[] = [];
  const check = (what: string, chosen: string, background: string, shown: string) => {
    const ratio = contrast(chosen, background);
    if (ratio < AA_TEXT) warnings.push({ what, ratio, shown });
  };
  check('Body text on the page', colors.colorText, colors.colorBackground, page['color-text']);
  check(
    'Muted text (dates, times) on the page',
    colors.colorSubdued,
    colors.colorBackground,
    page['color-subdued'],
  );
  check('Links in the accent colour on the page', fill, colors.colorBackground, page['color-accent']);
  check('Links in the accent colour on panels', fill, page['color-panel'], page['color-accent']);
  check('Button text on the accent colour', colors.colorBackground, fill, page['color-on-accent']);
  return warnings;
}
