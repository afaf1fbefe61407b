import type { ColorTheme, TypeTheme } from '@larder/shared/schemas/theme';
import type { Insertable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { SitesTable } from '../db/tables/sites.table.ts';
import { markKitchenChanged } from '../jobs/rebuild-queue.ts';

/** The theme a new kitchen starts with until its creator picks one. */
export const DEFAULT_COLOR_THEME: ColorTheme = {
  colorText: '#1f1d1a',
  colorAccent: '#9a3412',
  colorSubdued: '#5c5750',
  colorOverlay: '#1f1d1a',
  colorBackground: '#fffdf8',
  colorPanel: '#f4efe6',
  colorEmphasis: '#7c2d12',
  colorOutline: '#e2dacb',
};

export const DEFAULT_TYPE_THEME: TypeTheme = {
  displayFontFamily: 'Fraunces',
  narrativeFontFamily: 'Inter',
  displayFontNormalWeight: 400,
  displayFontBoldWeight: 700,
  narrativeFontNormalWeight: 400,
  narrativeFontBoldWeight: 700,
};

type OptionalSiteColumns = Omit<
  Insertable<SitesTable>,
  'id' | 'slug' | 'title' | 'owner_id' | 'color_theme_id' | 'type_theme_id'
>;

export interface NewSite {
  slug: string;
  title: string;
  ownerId: string;
  /** A theme of the catalogue (its id), or the kitchen's own theme; the default theme when neither. */
  colorTheme?: ColorTheme | { id: string };
  typeTheme?: TypeTheme | { id: string };
  /** Queue the new kitchen's first build, in the same transaction, with this reason. */
  rebuildReason?: string;
}

/**
 * Creates a kitchen with catalogue themes or its own colour and type themes, and its owner as the
 * first manager; every other setting starts at its default and changes through `updateSiteSettings`.
 */
export async function createSite(db: Db, site: NewSite): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const siteId = randomUUID();
    let colorThemeId: string;
    if (site.colorTheme && 'id' in site.colorTheme) colorThemeId = site.colorTheme.id;
    else {
      colorThemeId = randomUUID();
      await trx
        .insertInto('color_themes')
        .values({
          id: colorThemeId,
          title: `${site.title} colours`,
          colors: JSON.stringify(site.colorTheme ?? DEFAULT_COLOR_THEME),
        })
        .execute();
    }
    let typeThemeId: string;
    if (site.typeTheme && 'id' in site.typeTheme) typeThemeId = site.typeTheme.id;
    else {
      typeThemeId = randomUUID();
      await trx
        .insertInto('type_themes')
        .values({
          id: typeThemeId,
          title: `${site.title} type`,
          fonts: JSON.stringify(site.typeTheme ?? DEFAULT_TYPE_THEME),
        })
        .execute();
    }
    const defaults: OptionalSiteColumns = {
      about_short: null,
      about: null,
      about_heading: null,
      featured_image_id: null,
      logo_id: null,
      icon_id: null,
      favicon_id: null,
      css_overrides: null,
      google_analytics_id: null,
      link_page_heading: null,
      monthly_amount_cents: null,
      yearly_amount_cents: null,
      theme_accent_color: null,
      theme_style: null,
    };
    await trx
      .insertInto('sites')
      .values({
        ...defaults,
        id: siteId,
        slug: site.slug,
        title: site.title,
        owner_id: site.ownerId,
        color_theme_id: colorThemeId,
        type_theme_id: typeThemeId,
      })
      .execute();
    await trx
      .insertInto('site_memberships')
      .values({ site_id: siteId, user_id: site.ownerId, role: 'owner' })
      .execute();
    if (site.rebuildReason) await markKitchenChanged(trx, siteId, site.rebuildReason);
    return siteId;
  });
}
