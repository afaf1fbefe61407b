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
import { PublicImageSchema } from './image.ts';
import {
  HeaderLinkInputSchema,
  LinkInputSchema,
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
import { ColorThemeSchema, HexColorSchema, TypeThemeSchema } from './theme.ts';

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
