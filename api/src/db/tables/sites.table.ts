import type { Generated } from 'kysely';

export interface ColorThemesTable {
  id: string;
  title: string;
  /** JSON of the eight colour fields. */
  colors: string;
}

export interface TypeThemesTable {
  id: string;
  title: string;
  /** JSON of the font families and weights. */
  fonts: string;
}

export interface SitesTable {
  id: string;
  slug: string;
  title: string;
  owner_id: string;
  about_short: string | null;
  about: string | null;
  about_heading: string | null;
  featured_image_id: string | null;
  logo_id: string | null;
  icon_id: string | null;
  favicon_id: string | null;
  color_theme_id: string;
  type_theme_id: string;
  css_overrides: string | null;
  google_analytics_id: string | null;
  default_measurement_system: Generated<'imperial' | 'metric'>;
  default_temperature_system: Generated<'fahrenheit' | 'celsius'>;
  header_layout: Generated<'left' | 'centered'>;
  /** JSON list of { label, href, openInNewTab }. */
  header_links: Generated<string>;
  /** JSON list of recipe ids, at most 5. */
  featured_recipe_ids: Generated<string>;
  link_page_heading: string | null;
  hide_sidebar_bio: Generated<number>;
  hide_search: Generated<number>;
  newsletters_enabled: Generated<number>;
  subscriptions_enabled: Generated<number>;
  payments_enabled: Generated<number>;
  comments_enabled: Generated<number>;
  monthly_amount_cents: number | null;
  yearly_amount_cents: number | null;
  theme_accent_color: string | null;
  theme_style: string | null;
  /** Moved on by every settings write (optimistic concurrency of the settings screen). */
  version: Generated<number>;
  /** JSON object of the kitchen options its creator set (`KitchenOptions`); `{}` when none. */
  options: Generated<string>;
  /** Bumped with every change visitors can see (see `markKitchenChanged`). */
  content_version: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface SocialMediaLinksTable {
  id: string;
  site_id: string;
  position: number;
  platform: string;
  url: string;
}

export interface LinksTable {
  id: string;
  site_id: string;
  position: number;
  label: string;
  href: string;
}

export interface ProductLinksTable {
  id: string;
  site_id: string;
  position: number;
  product_title: string | null;
  product_image_id: string | null;
  href: string;
  price: string | null;
}

export interface EventsTable {
  id: string;
  site_id: string;
  title: string;
  image_id: string | null;
  date: string;
  location: string | null;
  description: string | null;
  href: string | null;
}

export interface PressItemsTable {
  id: string;
  site_id: string;
  position: number;
  title: string;
  url: string;
  description: Generated<string>;
  date: string | null;
}

/** An address a kitchen had before: it answers with a redirect to the kitchen's address now. */
export interface SiteSlugRedirectsTable {
  slug: string;
  site_id: string;
  created_at: Generated<string>;
}
