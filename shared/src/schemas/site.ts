import { z } from 'zod';
import { CustomCssSchema } from '../css/custom-css-schema.ts';
import { RichTextSchema } from '../rich-text/rich-text-schema.ts';
import {
  HeaderLayoutSchema,
  IdSchema,
  MeasurementSystemSchema,
  SlugSchema,
  TemperatureSystemSchema,
  ThemeStyleSchema,
  TitleSchema,
} from './common.ts';
import { PublicImageSchema, type PublicImage } from './image.ts';
import { KitchenOptionsUpdateSchema, type KitchenOptions } from '../sites-config.ts';
import type { Currency } from '../format/money.ts';
import { KitchenSlugSchema } from './kitchen-create.ts';
import {
  EventInputSchema,
  HeaderLinkInputSchema,
  LinkInputSchema,
  PressItemInputSchema,
  ProductLinkInputSchema,
  PublicEventSchema,
  PublicHeaderLinkSchema,
  PublicLinkSchema,
  PublicPressItemSchema,
  PublicProductLinkSchema,
  PublicSocialMediaLinkSchema,
  SocialMediaLinkInputSchema,
} from './link.ts';
import { RecipeSummarySchema } from './recipe-public.ts';
import {
  ColorThemeSchema,
  HexColorSchema,
  TypeThemeSchema,
  type ColorTheme,
  type TypeTheme,
} from './theme.ts';

/** A Google Analytics 4 measurement id: the only analytics id a kitchen may set. */
export const GA_MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

/** Site settings (management), spec §3. */
export const SiteSettingsSchema = z.object({
  title: TitleSchema,
  slug: SlugSchema,
  defaultMeasurementSystem: MeasurementSystemSchema.default('imperial'),
  defaultTemperatureSystem: TemperatureSystemSchema.default('fahrenheit'),
  googleAnalyticsId: z
    .string()
    .regex(GA_MEASUREMENT_ID, { error: 'Use a Google Analytics measurement id such as G-ABC123XYZ' })
    .nullable()
    .optional(),
  about: RichTextSchema.nullable().optional(),
  aboutShort: z.string().max(1000).nullable().optional(),
  aboutHeading: z.string().max(200).nullable().optional(),
  featuredImageId: IdSchema.nullable().optional(),
  logoId: IdSchema.nullable().optional(),
  iconId: IdSchema.nullable().optional(),
  faviconId: IdSchema.nullable().optional(),
  colorThemeId: IdSchema.nullable().optional(),
  typeThemeId: IdSchema.nullable().optional(),
  cssOverrides: CustomCssSchema.nullable().optional(),
  hideSidebarBio: z.boolean().optional(),
  headerLayout: HeaderLayoutSchema.default('left'),
  featuredRecipeIds: z.array(IdSchema).max(5, { error: 'Feature at most 5 recipes' }).optional(),
  socialMediaLinks: z.array(SocialMediaLinkInputSchema).max(20).optional(),
  headerLinks: z.array(HeaderLinkInputSchema).max(20).optional(),
  productLinks: z.array(ProductLinkInputSchema).max(100).optional(),
  links: z.array(LinkInputSchema).max(100).optional(),
  linkPageHeading: z.string().max(200).nullable().optional(),
  newslettersEnabled: z.boolean().optional(),
  subscriptionsEnabled: z.boolean().optional(),
  paymentsEnabled: z.boolean().optional(),
  commentsEnabled: z.boolean().optional(),
  themeAccentColor: HexColorSchema.nullable().optional(),
  themeStyle: ThemeStyleSchema.nullable().optional(),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** How many of each list a kitchen's settings may hold. */
export const SITE_LIST_LIMITS = {
  featuredRecipes: 5,
  socialMediaLinks: 20,
  headerLinks: 20,
  productLinks: 100,
  links: 100,
  events: 200,
  press: 200,
} as const;

/** The prices a kitchen's Full Access plans may have, in cents. */
export const PLAN_AMOUNT_LIMITS = { min: 100, monthlyMax: 100_000, yearlyMax: 1_000_000 } as const;

const most = (n: number, what: string) => ({ error: `Add at most ${n} ${what}` });

/**
 * `PUT /{siteSlug}/sites` (docs/decisions/031): the settings to change, each optional, and the
 * version they were edited from. A field left out keeps its value; `null` clears one that may be
 * empty; a list, when sent, replaces the kitchen's list in the order given. `options` changes the
 * kitchen options named (a `null` option goes back to the operator's or the default value).
 */
export const SiteSettingsUpdateSchema = z
  .object({
    version: z.number().int().min(1),
    title: TitleSchema.max(100, { error: 'Use at most 100 characters' }),
    slug: KitchenSlugSchema,
    defaultMeasurementSystem: MeasurementSystemSchema,
    defaultTemperatureSystem: TemperatureSystemSchema,
    googleAnalyticsId: SiteSettingsSchema.shape.googleAnalyticsId.unwrap(),
    about: RichTextSchema.nullable(),
    aboutShort: z.string().trim().max(1000, { error: 'Use at most 1,000 characters' }).nullable(),
    aboutHeading: z.string().trim().max(200, { error: 'Use at most 200 characters' }).nullable(),
    featuredImageId: IdSchema.nullable(),
    logoId: IdSchema.nullable(),
    iconId: IdSchema.nullable(),
    faviconId: IdSchema.nullable(),
    colorThemeId: IdSchema,
    typeThemeId: IdSchema,
    cssOverrides: CustomCssSchema.nullable(),
    hideSidebarBio: z.boolean(),
    hideSearch: z.boolean(),
    headerLayout: HeaderLayoutSchema,
    featuredRecipeIds: z
      .array(IdSchema)
      .max(SITE_LIST_LIMITS.featuredRecipes, { error: 'Feature at most 5 recipes' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'Feature each recipe once' }),
    socialMediaLinks: z
      .array(SocialMediaLinkInputSchema)
      .max(SITE_LIST_LIMITS.socialMediaLinks, most(20, 'social links')),
    headerLinks: z.array(HeaderLinkInputSchema).max(SITE_LIST_LIMITS.headerLinks, most(20, 'header links')),
    productLinks: z.array(ProductLinkInputSchema).max(SITE_LIST_LIMITS.productLinks, most(100, 'products')),
    links: z.array(LinkInputSchema).max(SITE_LIST_LIMITS.links, most(100, 'links')),
    linkPageHeading: z.string().trim().max(200, { error: 'Use at most 200 characters' }).nullable(),
    events: z.array(EventInputSchema).max(SITE_LIST_LIMITS.events, most(200, 'events')),
    press: z.array(PressItemInputSchema).max(SITE_LIST_LIMITS.press, most(200, 'press mentions')),
    newslettersEnabled: z.boolean(),
    subscriptionsEnabled: z.boolean(),
    paymentsEnabled: z.boolean(),
    commentsEnabled: z.boolean(),
    themeAccentColor: HexColorSchema.nullable(),
    themeStyle: ThemeStyleSchema.nullable(),
    /** The Full Access plans' prices, in cents of the kitchen's currency (spec §3 public site). */
    monthlyAmountCents: z
      .number({ error: 'Enter the price as a number' })
      .int({ error: 'Enter the price in cents (a whole number)' })
      .min(PLAN_AMOUNT_LIMITS.min, { error: 'Charge at least 1.00' })
      .max(PLAN_AMOUNT_LIMITS.monthlyMax, { error: 'Charge at most 1,000.00 a month' })
      .nullable(),
    yearlyAmountCents: z
      .number({ error: 'Enter the price as a number' })
      .int({ error: 'Enter the price in cents (a whole number)' })
      .min(PLAN_AMOUNT_LIMITS.min, { error: 'Charge at least 1.00' })
      .max(PLAN_AMOUNT_LIMITS.yearlyMax, { error: 'Charge at most 10,000.00 a year' })
      .nullable(),
    options: KitchenOptionsUpdateSchema,
  })
  .partial()
  .strict();
export type SiteSettingsUpdate = z.infer<typeof SiteSettingsUpdateSchema>;
export type SiteSettingsUpdateBody = z.input<typeof SiteSettingsUpdateSchema>;

/** A product on the kitchen's shelf as its settings hold it. */
export interface ManagedProductLink {
  id: string;
  href: string;
  productTitle: z.infer<typeof RichTextSchema> | null;
  productImageId: string | null;
  productImage: PublicImage | null;
  price: string | null;
}

/**
 * `GET, PUT /{siteSlug}/sites`: every setting `PUT` accepts, each present, with the version to
 * send back, the kitchen's address, its effective options and what the dashboard shows beside
 * the ids (the images, the themes' colours and fonts).
 */
export interface ManagedSiteSettings {
  id: string;
  version: number;
  updatedAt: string;
  /** Where the kitchen is served now. */
  origin: string;
  /** Addresses the kitchen had before: each still answers, with a redirect to the new one. */
  previousSlugs: string[];
  title: string;
  slug: string;
  defaultMeasurementSystem: z.infer<typeof MeasurementSystemSchema>;
  defaultTemperatureSystem: z.infer<typeof TemperatureSystemSchema>;
  googleAnalyticsId: string | null;
  about: z.infer<typeof RichTextSchema> | null;
  aboutShort: string | null;
  aboutHeading: string | null;
  featuredImageId: string | null;
  logoId: string | null;
  iconId: string | null;
  faviconId: string | null;
  /** The images the four ids above name, by id. */
  images: Record<string, PublicImage>;
  colorThemeId: string;
  typeThemeId: string;
  colorTheme: ColorTheme;
  typeTheme: TypeTheme;
  cssOverrides: string | null;
  hideSidebarBio: boolean;
  hideSearch: boolean;
  headerLayout: z.infer<typeof HeaderLayoutSchema>;
  featuredRecipeIds: string[];
  socialMediaLinks: { id: string; platform: string; url: string }[];
  headerLinks: { label: string; href: string; openInNewTab: boolean }[];
  productLinks: ManagedProductLink[];
  links: { id: string; label: string; href: string }[];
  linkPageHeading: string | null;
  events: {
    id: string;
    title: string;
    imageId: string | null;
    image: PublicImage | null;
    date: string;
    location: string | null;
    description: string | null;
    href: string | null;
  }[];
  press: { id: string; title: string; url: string; description: string; date: string | null }[];
  newslettersEnabled: boolean;
  subscriptionsEnabled: boolean;
  paymentsEnabled: boolean;
  commentsEnabled: boolean;
  themeAccentColor: string | null;
  themeStyle: z.infer<typeof ThemeStyleSchema> | null;
  monthlyAmountCents: number | null;
  yearlyAmountCents: number | null;
  /** The currency the plans are priced and charged in (the operator's setting). */
  currency: Currency;
  /** Every kitchen option as it applies now (the creator's, else the operator's, else the default). */
  options: Required<Omit<KitchenOptions, 'region' | 'contactEmail'>> &
    Pick<KitchenOptions, 'region' | 'contactEmail'>;
  /** The options the creator set (the others come from the operator or the defaults). */
  ownOptions: KitchenOptions;
}

/** Site as read publicly, spec §3. */
export const PublicSiteSchema = z.object({
  slug: z.string(),
  title: z.string(),
  aboutShort: z.string().nullable(),
  about: RichTextSchema.nullable(),
  aboutHeading: z.string().nullable(),
  owner: z.object({ displayName: z.string(), avatar: PublicImageSchema.nullable() }),
  featuredImage: PublicImageSchema.nullable(),
  logo: PublicImageSchema.nullable(),
  icon: PublicImageSchema.nullable(),
  favicon: PublicImageSchema.nullable(),
  colorTheme: ColorThemeSchema,
  typeTheme: TypeThemeSchema,
  cssOverrides: z.string().nullable(),
  googleAnalyticsId: z.string().nullable(),
  defaultMeasurementSystem: MeasurementSystemSchema,
  defaultTemperatureSystem: TemperatureSystemSchema,
  headerLayout: HeaderLayoutSchema,
  themeStyle: ThemeStyleSchema.nullable(),
  themeAccentColor: HexColorSchema.nullable(),
  headerLinks: z.array(PublicHeaderLinkSchema),
  linkPageHeading: z.string().nullable(),
  links: z.array(PublicLinkSchema),
  events: z.array(PublicEventSchema),
  press: z.array(PublicPressItemSchema),
  socialMediaLinks: z.array(PublicSocialMediaLinkSchema),
  productLinks: z.array(PublicProductLinkSchema),
  featuredRecipes: z.array(RecipeSummarySchema),
  hideSidebarBio: z.boolean(),
  ui: z.object({ nav: z.object({ hideSearch: z.boolean() }) }),
  newslettersEnabled: z.boolean(),
  subscriptionsEnabled: z.boolean(),
  paymentsEnabled: z.boolean(),
  commentsEnabled: z.boolean(),
  monthlyAmountCents: z.number().int().nullable(),
  yearlyAmountCents: z.number().int().nullable(),
  recipeCount: z.number().int(),
});
export type PublicSite = z.infer<typeof PublicSiteSchema>;

/** The pages of a kitchen its settings screen previews. */
export const SITE_PREVIEW_PAGES = ['home', 'recipe'] as const;
export type SitePreviewPage = (typeof SITE_PREVIEW_PAGES)[number];

/**
 * `POST /{siteSlug}/site-previews`: settings not saved yet (what `PUT /{siteSlug}/sites` takes,
 * without the version) and the page to show them on: the home, or the kitchen's latest recipe.
 */
export const SitePreviewRequestSchema = z
  .object({
    settings: SiteSettingsUpdateSchema.omit({ version: true }),
    page: z.enum(SITE_PREVIEW_PAGES, { error: 'Preview the home or a recipe' }),
  })
  .strict();
export type SitePreviewRequest = z.input<typeof SitePreviewRequestSchema>;
