import type {
  CollectionInputBody,
  CollectionUpdateBody,
  ManagedCollection,
  ManagedCollectionListItem,
} from '../schemas/collection.ts';
import { endpoint } from './endpoint.ts';

/**
 * The creator dashboard's collection calls (manage API, spec §7), answered only to the kitchen's
 * managers (404 to anyone else, as if the kitchen did not exist). Every write rebuilds the
 * kitchen's pages that show collections.
 */
export const manageCollections = /* @__PURE__ */ endpoint<{
  response: { collections: ManagedCollectionListItem[] };
}>()('GET', '/manage/:siteSlug/collections');

export const createManagedCollection = /* @__PURE__ */ endpoint<{
  body: CollectionInputBody;
  response: { collection: ManagedCollection };
}>()('POST', '/manage/:siteSlug/collections');

export const manageCollection = /* @__PURE__ */ endpoint<{ response: { collection: ManagedCollection } }>()(
  'GET',
  '/manage/:siteSlug/collections/:collectionId',
);

/**
 * Changes the fields sent (the others stay); with `version`, answers 409 `{ error, collection }`
 * when the collection was saved elsewhere since.
 */
export const updateManagedCollection = /* @__PURE__ */ endpoint<{
  body: CollectionUpdateBody;
  response: { collection: ManagedCollection };
}>()('PUT', '/manage/:siteSlug/collections/:collectionId');

/** The body of a 409 from a collection write: the error, and the collection as it is now. */
export interface StaleCollectionWrite {
  error: { code: 'collection_changed'; message: string };
  collection: ManagedCollection;
}

/** Answers 204 with no body; the collection's recipes stay. */
export const deleteManagedCollection = /* @__PURE__ */ endpoint<{ response: null }>()(
  'DELETE',
  '/manage/:siteSlug/collections/:collectionId',
);
