import type { KitchenCreate, KitchenSlugAvailability, ManagedKitchen } from '../schemas/kitchen-create.ts';
import type { ManagedSiteSettings, SitePreviewRequest, SiteSettingsUpdateBody } from '../schemas/site.ts';
import { endpoint } from './endpoint.ts';

/** The kitchens the signed-in creator manages, by title. */
export const managedKitchens = /* @__PURE__ */ endpoint<{ response: { sites: ManagedKitchen[] } }>()(
  'GET',
  '/manage/sites',
);

/** Whether a kitchen could take an address now (the slug rules, then the kitchens that exist). */
export const kitchenSlugAvailability = /* @__PURE__ */ endpoint<{
  query: { slug: string };
  response: KitchenSlugAvailability;
}>()('GET', '/manage/site-slug-availability');

/** A new kitchen: its creator becomes its owner, and its first build is queued. */
export const createKitchen = /* @__PURE__ */ endpoint<{
  body: KitchenCreate;
  response: { site: ManagedKitchen };
}>()('POST', '/manage/sites');

/** A kitchen's settings in their management form, with the version a change is made from. */
export const siteSettings = /* @__PURE__ */ endpoint<{ response: { site: ManagedSiteSettings } }>()(
  'GET',
  '/manage/:siteSlug/sites',
);

/**
 * Changes the settings sent (docs/decisions/031); 409 `site_changed` with the settings as they
 * are now when `version` is older than theirs.
 */
export const updateSiteSettings = /* @__PURE__ */ endpoint<{
  body: SiteSettingsUpdateBody;
  response: { site: ManagedSiteSettings };
}>()('PUT', '/manage/:siteSlug/sites');

/** The body of a 409 from a settings write: the error, and the settings as they are now. */
export interface StaleSiteSettingsWrite {
  error: { code: 'site_changed'; message: string };
  site: ManagedSiteSettings;
}

/**
 * The home or a recipe page of the kitchen with settings not saved yet, rendered by the real
 * template; answers where the page can be opened (a frame of the settings screen) for ten minutes.
 */
export const previewSiteSettings = /* @__PURE__ */ endpoint<{
  body: SitePreviewRequest;
  response: { preview: { url: string; expiresAt: string } };
}>()('POST', '/manage/:siteSlug/site-previews');
