import { AppError } from '@larder/shared/errors';
import type { SiteSettingsUpdate } from '@larder/shared/schemas/site';
import { storedKitchenOptions, type KitchenOptionsUpdate } from '@larder/shared/sites-config';
import { COLOR_THEMES, TYPE_THEMES } from '@larder/shared/theme/theme-catalogue';
import type { Transaction, Updateable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { DatabaseSchema, Db, Executor } from '../db/database.ts';
import { inTrialTransaction } from '../db/trial-transaction.ts';
import { toJson } from '../db/json-column.ts';
import type { SitesTable } from '../db/tables/sites.table.ts';
import { markKitchenChanged } from '../jobs/rebuild-queue.ts';
import { publishedBefore } from '../recipe/published.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { ADDRESS_TAKEN } from './kitchen-create.ts';
import { assertSiteOwned, kitchenAddressInUse } from './kitchen-rows.ts';

/** The settings a write changes; those left out keep their value. */
export type SiteSettingsChange = Omit<SiteSettingsUpdate, 'version'>;

const invalid = (field: string, message: string) =>
  new AppError('validation_failed', message, { [field]: [message.replace(/\.$/, '')] });

/** A date as the kitchen's events and press store it: the day, in ISO form. */
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A colour or type theme may be one of the catalogue's or the one the kitchen has now (a theme
 * made for it, which no other kitchen can pick).
 */
function assertTheme(field: 'colorThemeId' | 'typeThemeId', id: string | undefined, current: string): void {
  if (id === undefined || id === current) return;
  const catalogue = field === 'colorThemeId' ? COLOR_THEMES : TYPE_THEMES;
  if (!catalogue.some((theme) => theme.id === id))
    throw invalid(field, `Pick a ${field === 'colorThemeId' ? 'colour' : 'type'} theme from the catalogue.`);
}

/** Featured recipes must be this kitchen's and published now (a draft would leave a hole on the home). */
async function assertFeaturable(db: Executor, siteId: string, ids: string[] | undefined): Promise<void> {
  if (!ids?.length) return;
  await assertSiteOwned(db, 'recipes', siteId, ids, 'featuredRecipeIds');
  const published = await db
    .selectFrom('recipes')
    .select('id')
    .where('site_id', '=', siteId)
    .where('id', 'in', ids)
    .where('published_at', '<=', publishedBefore())
    .execute();
  const live = new Set(published.map((row) => row.id));
  const draft = ids.find((id) => !live.has(id));
  if (draft) throw invalid('featuredRecipeIds', 'Feature only published recipes.');
}

async function assertReferences(db: Executor, siteId: string, change: SiteSettingsChange): Promise<void> {
  const images: [string, (string | null | undefined)[]][] = [
    ['featuredImageId', [change.featuredImageId]],
    ['logoId', [change.logoId]],
    ['iconId', [change.iconId]],
    ['faviconId', [change.faviconId]],
    ['productLinks', (change.productLinks ?? []).map((link) => link.productImageId)],
    ['events', (change.events ?? []).map((event) => event.imageId)],
  ];
  for (const [field, ids] of images) await assertSiteOwned(db, 'images', siteId, ids, field);
  await assertFeaturable(db, siteId, change.featuredRecipeIds);
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : Number(value));

function changedColumns(change: SiteSettingsChange): Updateable<SitesTable> {
  const columns: Updateable<SitesTable> = {
    title: change.title,
    slug: change.slug,
    default_measurement_system: change.defaultMeasurementSystem,
    default_temperature_system: change.defaultTemperatureSystem,
    google_analytics_id: change.googleAnalyticsId,
    about: change.about === undefined ? undefined : toJson(change.about),
    about_short: change.aboutShort === undefined ? undefined : change.aboutShort || null,
    about_heading: change.aboutHeading === undefined ? undefined : change.aboutHeading || null,
    featured_image_id: change.featuredImageId,
    logo_id: change.logoId,
    icon_id: change.iconId,
    favicon_id: change.faviconId,
    color_theme_id: change.colorThemeId,
    type_theme_id: change.typeThemeId,
    css_overrides: change.cssOverrides === undefined ? undefined : change.cssOverrides?.trim() || null,
    hide_sidebar_bio: flag(change.hideSidebarBio),
    hide_search: flag(change.hideSearch),
    header_layout: change.headerLayout,
    featured_recipe_ids: change.featuredRecipeIds && JSON.stringify(change.featuredRecipeIds),
    header_links: change.headerLinks && JSON.stringify(change.headerLinks),
    link_page_heading: change.linkPageHeading === undefined ? undefined : change.linkPageHeading || null,
    newsletters_enabled: flag(change.newslettersEnabled),
    subscriptions_enabled: flag(change.subscriptionsEnabled),
    payments_enabled: flag(change.paymentsEnabled),
    comments_enabled: flag(change.commentsEnabled),
    theme_accent_color: change.themeAccentColor,
    theme_style: change.themeStyle,
    monthly_amount_cents: change.monthlyAmountCents,
    yearly_amount_cents: change.yearlyAmountCents,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** The stored options with a change applied: a named option is set, a `null` one removed. */
export function mergeKitchenOptions(stored: string, change: KitchenOptionsUpdate): string {
  const options = new Map(Object.entries(storedKitchenOptions(stored)));
  for (const [key, value] of Object.entries(change)) {
    if (value === null) options.delete(key);
    else if (value !== undefined) options.set(key, value);
  }
  return JSON.stringify(Object.fromEntries(options));
}

/** Replaces the kitchen's lists that the change carries, in the order given. */
async function writeLists(trx: Executor, siteId: string, change: SiteSettingsChange): Promise<void> {
  const site_id = siteId;
  if (change.socialMediaLinks) {
    await trx.deleteFrom('social_media_links').where('site_id', '=', siteId).execute();
    if (change.socialMediaLinks.length)
      await trx
        .insertInto('social_media_links')
        .values(
          change.socialMediaLinks.map((link, position) => ({ id: randomUUID(), site_id, position, ...link })),
        )
        .execute();
  }
  if (change.links) {
    await trx.deleteFrom('links').where('site_id', '=', siteId).execute();
    if (change.links.length)
      await trx
        .insertInto('links')
        .values(
          change.links.map((link, position) => ({
            id: randomUUID(),
            site_id,
            position,
            label: link.label?.trim() ?? '',
            href: link.href,
          })),
        )
        .execute();
  }
  if (change.productLinks) {
    await trx.deleteFrom('product_links').where('site_id', '=', siteId).execute();
    if (change.productLinks.length)
      await trx
        .insertInto('product_links')
        .values(
          change.productLinks.map((link, position) => ({
            id: randomUUID(),
            site_id,
            position,
            product_title: toJson(link.productTitle),
            product_image_id: link.productImageId ?? null,
            href: link.href,
            price: link.price || null,
          })),
        )
        .execute();
  }
  if (change.events) {
    await trx.deleteFrom('events').where('site_id', '=', siteId).execute();
    if (change.events.length)
      await trx
        .insertInto('events')
        .values(
          change.events.map((event) => ({
            id: randomUUID(),
            site_id,
            title: event.title,
            image_id: event.imageId ?? null,
            date: day(event.date),
            location: event.location?.trim() || null,
            description: event.description?.trim() || null,
            href: event.href ?? null,
          })),
        )
        .execute();
  }
  if (change.press) {
    await trx.deleteFrom('press_items').where('site_id', '=', siteId).execute();
    if (change.press.length)
      await trx
        .insertInto('press_items')
        .values(
          change.press.map((item, position) => ({
            id: randomUUID(),
            site_id,
            position,
            title: item.title,
            url: item.url,
            description: item.description?.trim() ?? '',
            date: item.date ? day(item.date) : null,
          })),
        )
        .execute();
  }
}

interface ApplyOptions {
  expectedVersion?: number | undefined;
  reason?: string;
}

/** The write itself, inside the caller's transaction; answers the kitchen's slug after it. */
async function applySiteSettings(
  trx: Transaction<DatabaseSchema>,
  siteId: string,
  change: SiteSettingsChange,
  options: ApplyOptions,
): Promise<string> {
  const site = await trx
    .selectFrom('sites')
    .select(['slug', 'version', 'options', 'color_theme_id', 'type_theme_id'])
    .where('id', '=', siteId)
    .executeTakeFirst();
  if (!site) throw new AppError('site_not_found');
  if (options.expectedVersion !== undefined && options.expectedVersion !== site.version)
    throw new AppError('site_changed');
  assertTheme('colorThemeId', change.colorThemeId, site.color_theme_id);
  assertTheme('typeThemeId', change.typeThemeId, site.type_theme_id);
  await assertReferences(trx, siteId, change);
  const moving = change.slug !== undefined && change.slug !== site.slug;
  if (moving && (await kitchenAddressInUse(trx, change.slug!, siteId)))
    throw new AppError('kitchen_address_taken', undefined, { slug: [ADDRESS_TAKEN] });
  await trx
    .updateTable('sites')
    .set({
      ...changedColumns(change),
      ...(change.options ? { options: mergeKitchenOptions(site.options, change.options) } : {}),
      version: site.version + 1,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', siteId)
    .execute();
  if (moving) {
    // The address taken back is no longer a redirect; the one left becomes one.
    await trx.deleteFrom('site_slug_redirects').where('slug', '=', change.slug!).execute();
    await trx.insertInto('site_slug_redirects').values({ slug: site.slug, site_id: siteId }).execute();
  }
  await writeLists(trx, siteId, change);
  await markKitchenChanged(trx, siteId, options.reason ?? 'settings changed');
  return change.slug ?? site.slug;
}

/** Two kitchens moving to one address at the same moment: the unique index decides. */
function addressRace(error: unknown): unknown {
  return isUniqueViolation(error)
    ? new AppError('kitchen_address_taken', undefined, { slug: [ADDRESS_TAKEN] })
    : error;
}

/**
 * Changes the settings given, in one transaction with the kitchen's rebuild (every setting shows
 * on its pages). With `expectedVersion`, settings saved elsewhere since are refused with
 * `site_changed` and nothing is written. A new address keeps the old one answering with a
 * redirect (`site_slug_redirects`), and no other kitchen may take it.
 */
export async function updateSiteSettings(
  db: Db,
  siteId: string,
  change: SiteSettingsChange,
  options: ApplyOptions = {},
): Promise<void> {
  try {
    await db.transaction().execute((trx) => applySiteSettings(trx, siteId, change, options));
  } catch (error) {
    throw addressRace(error);
  }
}

/**
 * What the kitchen would be with these settings, without saving them: the write runs with every
 * rule of a real one in a transaction that `read` looks into (given the kitchen's slug after the
 * change) and that is then rolled back. The settings screen's preview renders from it.
 */
export async function trySiteSettingsWrite<T>(
  db: Db,
  siteId: string,
  change: SiteSettingsChange,
  read: (trx: Transaction<DatabaseSchema>, slug: string) => Promise<T>,
): Promise<T> {
  try {
    return await inTrialTransaction(db, async (trx) =>
      read(trx, await applySiteSettings(trx, siteId, change, {})),
    );
  } catch (error) {
    throw addressRace(error);
  }
}
