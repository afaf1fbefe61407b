import type { KitchenCreate, KitchenSlugAvailability, ManagedKitchen } from '../schemas/kitchen-create.ts';
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
