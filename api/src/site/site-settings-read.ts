import type { ManagedSiteSettings } from '@larder/shared/schemas/site';
import { ThemeStyleSchema } from '@larder/shared/schemas/common';
import { HexColorSchema, type ColorTheme, type TypeTheme } from '@larder/shared/schemas/theme';
import { kitchenDeployment, storedKitchenOptions, type SitesConfig } from '@larder/shared/sites-config';
import type { PublicImage } from '@larder/shared/schemas/image';
import { bool, fromJson } from '../db/json-column.ts';
import { storedRichText } from '../db/stored-content.ts';
import { loadImages, type ReadContext } from '../media/image-read.ts';
import { readSiteParts, requireSiteById } from './site-read.ts';

/** A kitchen's settings in their management form: every field `PUT /{siteSlug}/sites` accepts, with the version. */
export async function readManagedSiteSettings(
  context: ReadContext,
  sitesConfig: SitesConfig,
  siteId: string,
): Promise<ManagedSiteSettings> {
  const { db } = context;
  const site = await requireSiteById(db, siteId);
  const [{ colorTheme, typeTheme, socialLinks, links, productLinks, events, press }, redirects] =
    await Promise.all([
      readSiteParts(db, site),
      db
        .selectFrom('site_slug_redirects')
        .select('slug')
        .where('site_id', '=', siteId)
        .orderBy('created_at', 'desc')
        .execute(),
    ]);
  const loaded = await loadImages(context, [
    site.featured_image_id,
    site.logo_id,
    site.icon_id,
    site.favicon_id,
    ...productLinks.map((link) => link.product_image_id),
    ...events.map((event) => event.image_id),
  ]);
  const image = (id: string | null): PublicImage | null => (id && loaded.get(id)) || null;
  const images: Record<string, PublicImage> = {};
  for (const id of [site.featured_image_id, site.logo_id, site.icon_id, site.favicon_id]) {
    const found = image(id);
    if (id && found) images[id] = found;
  }
  const deployment = kitchenDeployment(sitesConfig, site.slug, site.options);
  return {
    id: site.id,
    version: site.version,
    updatedAt: site.updated_at,
    origin: deployment.origin,
    previousSlugs: redirects.map((row) => row.slug),
    title: site.title,
    slug: site.slug,
    defaultMeasurementSystem: site.default_measurement_system,
    defaultTemperatureSystem: site.default_temperature_system,
    googleAnalyticsId: site.google_analytics_id,
    about: storedRichText(site.about),
    aboutShort: site.about_short,
    aboutHeading: site.about_heading,
    featuredImageId: site.featured_image_id,
    logoId: site.logo_id,
    iconId: site.icon_id,
    faviconId: site.favicon_id,
    images,
    colorThemeId: site.color_theme_id,
    typeThemeId: site.type_theme_id,
    colorTheme: JSON.parse(colorTheme.colors) as ColorTheme,
    typeTheme: JSON.parse(typeTheme.fonts) as TypeTheme,
    cssOverrides: site.css_overrides,
    hideSidebarBio: bool(site.hide_sidebar_bio),
    hideSearch: bool(site.hide_search),
    headerLayout: site.header_layout,
    featuredRecipeIds: fromJson<string[]>(site.featured_recipe_ids) ?? [],
    socialMediaLinks: socialLinks.map((link) => ({ id: link.id, platform: link.platform, url: link.url })),
    headerLinks: (
      fromJson<{ label: string; href: string; openInNewTab?: boolean }[]>(site.header_links) ?? []
    ).map((link) => ({ label: link.label, href: link.href, openInNewTab: link.openInNewTab ?? false })),
    productLinks: productLinks.map((link) => ({
      id: link.id,
      href: link.href,
      productTitle: storedRichText(link.product_title),
      productImageId: link.product_image_id,
      productImage: image(link.product_image_id),
      price: link.price,
    })),
    links: links.map((link) => ({ id: link.id, label: link.label, href: link.href })),
    linkPageHeading: site.link_page_heading,
    events: events.map((event) => ({
      id: event.id,
      title: event.title,
      imageId: event.image_id,
      image: image(event.image_id),
      date: event.date,
      location: event.location,
      description: event.description,
      href: event.href,
    })),
    press: press.map((item) => ({
      id: item.id,
      title: item.title,
      url: item.url,
      description: item.description,
      date: item.date,
    })),
    newslettersEnabled: bool(site.newsletters_enabled),
    subscriptionsEnabled: bool(site.subscriptions_enabled),
    paymentsEnabled: bool(site.payments_enabled),
    commentsEnabled: bool(site.comments_enabled),
    themeAccentColor: HexColorSchema.safeParse(site.theme_accent_color).data ?? null,
    themeStyle: ThemeStyleSchema.safeParse(site.theme_style).data ?? null,
    monthlyAmountCents: site.monthly_amount_cents,
    yearlyAmountCents: site.yearly_amount_cents,
    currency: deployment.currency,
    options: {
      layout: deployment.layout,
      searchEnabled: deployment.searchEnabled,
      collectionsHeaderLink: deployment.collectionsHeaderLink,
      headerSocialIcons: deployment.headerSocialIcons,
      extraHomeBlock: deployment.extraHomeBlock,
      shopIngredients: deployment.shopIngredients,
      giftRecipe: deployment.giftRecipe,
      region: deployment.region,
      homeLayout: deployment.homeLayout,
      homeBlocks: deployment.homeBlocks,
      homeOverlay: deployment.homeOverlay,
      popupTrigger: deployment.popupTrigger,
      specialPages: deployment.specialPages,
      drawerMenu: deployment.drawerMenu,
      contactEmail: deployment.contactEmail,
    },
    ownOptions: storedKitchenOptions(site.options),
  };
}
