import { z } from 'zod';
import { RichTextSchema } from '../rich-text/rich-text-schema.ts';
import { CoercedDateSchema, HrefSchema, IdSchema, WebUrlSchema } from './common.ts';
import { PublicImageSchema } from './image.ts';

export const SOCIAL_PLATFORMS = [
  'discord',
  'email',
  'instagram',
  'pinterest',
  'substack',
  'tiktok',
  'x',
  'youtube',
] as const;
/** The read side also lists facebook, website and amazon (spec §5). */
export const PUBLIC_SOCIAL_PLATFORMS = [...SOCIAL_PLATFORMS, 'facebook', 'website', 'amazon'] as const;

export const SocialMediaLinkInputSchema = z.object({
  platform: z.enum(SOCIAL_PLATFORMS, { error: 'Choose a supported social platform' }),
  url: z.union([WebUrlSchema, z.string().regex(/^mailto:[^\s@]+@[^\s@]+$/, { error: 'Invalid URL' })], {
    error: 'Invalid URL',
  }),
});
export const PublicSocialMediaLinkSchema = z.object({
  id: IdSchema,
  platform: z.enum(PUBLIC_SOCIAL_PLATFORMS),
  url: z.string(),
});
export type PublicSocialMediaLink = z.infer<typeof PublicSocialMediaLinkSchema>;

export const HeaderLinkInputSchema = z.object({
  label: z.string().trim().min(1, { error: 'Required' }).max(100),
  href: HrefSchema,
  openInNewTab: z.boolean().optional(),
});
export const PublicHeaderLinkSchema = z.object({
  label: z.string(),
  href: z.string(),
  openInNewTab: z.boolean(),
});

export const LinkInputSchema = z.object({ label: z.string().max(300).optional(), href: HrefSchema });
export const PublicLinkSchema = z.object({ id: IdSchema, label: z.string(), href: z.string() });
export type PublicLink = z.infer<typeof PublicLinkSchema>;

export const ProductLinkInputSchema = z.object({
  productTitle: RichTextSchema.nullable().optional(),
  productImageId: IdSchema.nullable().optional(),
  href: WebUrlSchema,
  /** The price a product shelf shows, in the creator's own words ("£25", "from $12"). */
  price: z.string().trim().max(40, { error: 'Use at most 40 characters' }).nullable().optional(),
});
export const PublicProductLinkSchema = z.object({
  id: IdSchema,
  href: z.string(),
  productTitle: RichTextSchema.nullable(),
  productImage: PublicImageSchema.nullable(),
  price: z.string().nullable(),
});
export type PublicProductLink = z.infer<typeof PublicProductLinkSchema>;

export const EventInputSchema = z.object({
  title: z.string().trim().min(1, { error: 'Required' }).max(300),
  imageId: IdSchema.nullable().optional(),
  date: CoercedDateSchema,
  location: z.string().max(300).nullable().optional(),
  description: z.string().max(5000).nullable().optional(),
  href: WebUrlSchema.nullable().optional(),
});
export const PublicEventSchema = z.object({
  id: IdSchema,
  title: z.string(),
  image: PublicImageSchema.nullable(),
  date: z.string(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  href: z.string().nullable(),
});
export type PublicEvent = z.infer<typeof PublicEventSchema>;

/** A press mention as the creator enters it: the date may be left out. */
export const PressItemInputSchema = z.object({
  title: z.string().trim().min(1, { error: 'Required' }).max(300),
  url: WebUrlSchema,
  description: z.string().max(2000).optional(),
  date: CoercedDateSchema.nullable().optional(),
});

/** A press mention on a chef's page: date may be empty. */
export const PublicPressItemSchema = z.object({
  id: IdSchema,
  title: z.string(),
  url: z.string(),
  description: z.string(),
  date: z.string().nullable(),
});
export type PublicPressItem = z.infer<typeof PublicPressItemSchema>;
