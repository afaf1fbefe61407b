import type { CollectionSummary, PublicCollection } from '../schemas/collection.ts';
import { endpoint } from './endpoint.ts';

/** A kitchen's collections by title, each with its number of published recipes (public read, spec §7). */
export const siteCollections = /* @__PURE__ */ endpoint<{
  response: { collections: CollectionSummary[] };
}>()('GET', '/site/:siteSlug/collections');

/** One collection by slug: its description and its published recipes, in the collection's order. */
export const siteCollection = /* @__PURE__ */ endpoint<{ response: { collection: PublicCollection } }>()(
  'GET',
  '/site/:siteSlug/collections/:collectionSlug',
);
