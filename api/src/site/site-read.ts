import type { PublicSocialMediaLink } from '@larder/shared/schemas/link';
import type { PublicSite } from '@larder/shared/schemas/site';
import { ThemeStyleSchema } from '@larder/shared/schemas/common';
import { HexColorSchema, type ColorTheme, type TypeTheme } from '@larder/shared/schemas/theme';
import { AppError } from '@larder/shared/errors';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { bool } from '../db/json-column.ts';
import { storedRichText } from '../db/stored-content.ts';
import type { SitesTable } from '../db/tables/sites.table.ts';
import { loadImages, type ReadContext } from '../media/image-read.ts';
import { loadRecipeSummaries } from '../recipe/recipe-summary-read.ts';
import { publishedBefore } from '../recipe/published.ts';

export type SiteRow = Selectable<SitesTable>;

export async function findSiteBySlug(db: Db, slug: string): Promise<SiteRow | undefined> {
  return db.selectFrom('sites').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function requireSiteBySlug(db: Db, slug: string): Promise<SiteRow> {
  const site = await findSiteBySlug(db, slug);
  if (!site) throw new AppError('site_not_found');
  return site;
}

export async function requireSiteById(db: Db, id: string): Promise<SiteRow> {
  const site = await db.selectFrom('sites').selectAll().where('id', '=', id).executeTakeFirst();
  if (!site) throw new AppError('site_not_found');
  return site;
}

export async function listSiteSlugs(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('sites').select('slug').orderBy('slug').execute();
  return rows.map((row) => row.slug);
}

/**
 * A kitchen's themes and its lists (social links, links, products, events, press), in the order
 * its pages show them: what its public read and its settings both carry.
 */
export async function readSiteParts(db: Db, site: Pick<SiteRow, 'id' | 'color_theme_id' | 'type_theme_id'>) {
  const [colorTheme, typeTheme, socialLinks, links, productLinks, events, press] = await Promise.all([
    db
      .selectFrom('color_themes')
      .select('colors')
      .where('id', '=', site.color_theme_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('type_themes')
      .select('fonts')
      .where('id', '=', site.type_theme_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('social_media_links')
      .selectAll()
      .where('site_id', '=', site.id)
      .orderBy('position')
      .execute(),
    db.selectFrom('links').selectAll().where('site_id', '=', site.id).orderBy('position').execute(),
    db.selectFrom('product_links').selectAll().where('site_id', '=', site.id).orderBy('position').execute(),
    db.selectFrom('events').selectAll().where('site_id', '=', site.id).orderBy('date', 'desc').execute(),
    db.selectFrom('press_items').selectAll().where('site_id', '=', site.id).orderBy('position').execute(),
  ]);
  return { colorTheme, typeTheme, socialLinks, links, productLinks, events, press };
}

/** The kitchen as read publicly (spec §3 "Site (as read publicly)"). */
export async function readPublicSite(context: ReadContext, site: SiteRow): Promise<PublicSite> {
  const { db } = context;
  const [owner, { colorTheme, typeTheme, socialLinks, links, productLinks, events, press }, recipeCount] =
    await Promise.all([
      db
        .selectFrom('users')
        // Never the address: nothing of it may reach a public page.
        .select(['display_name', 'avatar_image_id'])
        .where('id', '=', site.owner_id)
        .executeTakeFirstOrThrow(),
      readSiteParts(db, site),
      db
        .selectFrom('recipes')
        .select(sql<number>`count(*)`.as('count'))
        .where('site_id', '=', site.id)
        .where('published_at', '<=', publishedBefore())
        .executeTakeFirstOrThrow(),
    ]);

  const images = await loadImages(context, [
    owner.avatar_image_id,
    site.featured_image_id,
    site.logo_id,
    site.icon_id,
    site.favicon_id,
    ...productLinks.map((link) => link.product_image_id),
    ...events.map((event) => event.image_id),
  ]);
  const image = (id: string | null) => (id && images.get(id)) || null;

  const featuredIds = JSON.parse(site.featured_recipe_ids) as string[];
  const publishedFeatured = featuredIds.length
    ? await db
        .selectFrom('recipes')
        .select('id')
        .where('id', 'in', featuredIds)
        .where('site_id', '=', site.id)
        .where('published_at', '<=', publishedBefore())
        .execute()
    : [];
  const publishedIds = new Set(publishedFeatured.map((row) => row.id));
  const featuredRecipes = await loadRecipeSummaries(
    context,
    site.id,
    featuredIds.filter((id) => publishedIds.has(id)).slice(0, 5),
  );

  return {
    slug: site.slug,
    title: site.title,
    aboutShort: site.about_short,
    about: storedRichText(site.about),
    aboutHeading: site.about_heading,
    // An e-mail address is never shown: a creator without a name is their kitchen.
    owner: { displayName: owner.display_name?.trim() || site.title, avatar: image(owner.avatar_image_id) },
    featuredImage: image(site.featured_image_id),
    logo: image(site.logo_id),
    icon: image(site.icon_id),
    favicon: image(site.favicon_id),
    colorTheme: JSON.parse(colorTheme.colors) as ColorTheme,
    typeTheme: JSON.parse(typeTheme.fonts) as TypeTheme,
    cssOverrides: site.css_overrides,
    googleAnalyticsId: site.google_analytics_id,
    defaultMeasurementSystem: site.default_measurement_system,
    defaultTemperatureSystem: site.default_temperature_system,
    headerLayout: site.header_layout,
    themeStyle: ThemeStyleSchema.safeParse(site.theme_style).data ?? null,
    themeAccentColor: HexColorSchema.safeParse(site.theme_accent_color).data ?? null,
    headerLinks: (
      JSON.parse(site.header_links) as { label: string; href: string; openInNewTab?: boolean }[]
    ).map((link) => ({ label: link.label, href: link.href, openInNewTab: link.openInNewTab ?? false })),
    linkPageHeading: site.link_page_heading,
    links: links.map((link) => ({ id: link.id, label: link.label, href: link.href })),
    events: events.map((event) => ({
      id: event.id,
      title: event.title,
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
    socialMediaLinks: socialLinks.map((link) => ({
      id: link.id,
      platform: link.platform as PublicSocialMediaLink['platform'],
      url: link.url,
    })),
    productLinks: productLinks.map((link) => ({
      id: link.id,
      href: link.href,
      productTitle: storedRichText(link.product_title),
      productImage: image(link.product_image_id),
      price: link.price,
    })),
    featuredRecipes,
    hideSidebarBio: bool(site.hide_sidebar_bio),
    ui: { nav: { hideSearch: bool(site.hide_search) } },
    newslettersEnabled: bool(site.newsletters_enabled),
    subscriptionsEnabled: bool(site.subscriptions_enabled),
    paymentsEnabled: bool(site.payments_enabled),
    commentsEnabled: bool(site.comments_enabled),
    monthlyAmountCents: site.monthly_amount_cents,
    yearlyAmountCents: site.yearly_amount_cents,
    recipeCount: recipeCount.count,
  };
}
