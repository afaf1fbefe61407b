import { AppError } from '@larder/shared/errors';
import { IdSchema } from '@larder/shared/schemas/common';
import { CollectionInputSchema, CollectionUpdateSchema } from '@larder/shared/schemas/collection';
import { Hono } from 'hono';
import { z } from 'zod';
import { listManagedCollections, readManagedCollection } from '../collection/collection-manage-read.ts';
import { createCollection, deleteCollection, updateCollection } from '../collection/collection-write.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requireSiteManager } from '../http/auth-middleware.ts';
import { validate } from '../http/validate.ts';

const CollectionIdParamSchema = z.object({ siteSlug: z.string(), collectionId: IdSchema });

/** Collection management (prefix /api/v1/manage/{siteSlug}); only the kitchen's managers get through. */
export const manageCollectionRoutes = new Hono<AppEnv>()
  .use('/:siteSlug/collections', requireSiteManager)
  .use('/:siteSlug/collections/*', requireSiteManager)
  .get('/:siteSlug/collections', async (c) =>
    c.json({ collections: await listManagedCollections(c.var.readContext, c.var.site.id) }),
  )
  .post('/:siteSlug/collections', validate('json', CollectionInputSchema), async (c) => {
    const id = await createCollection(c.var.deps.db, c.var.site.id, c.req.valid('json'));
    return c.json({ collection: await readManagedCollection(c.var.readContext, c.var.site.id, id) }, 201);
  })
  .get('/:siteSlug/collections/:collectionId', validate('param', CollectionIdParamSchema), async (c) =>
    c.json({
      collection: await readManagedCollection(
        c.var.readContext,
        c.var.site.id,
        c.req.valid('param').collectionId,
      ),
    }),
  )
  .put(
    '/:siteSlug/collections/:collectionId',
    validate('param', CollectionIdParamSchema),
    validate('json', CollectionUpdateSchema),
    async (c) => {
      const { collectionId } = c.req.valid('param');
      const { version, ...change } = c.req.valid('json');
      try {
        await updateCollection(c.var.deps.db, c.var.site.id, collectionId, change, {
          expectedVersion: version,
        });
      } catch (error) {
        // Saved elsewhere since the editor loaded it: the collection as it is now, to compare or reload.
        if (!(error instanceof AppError) || error.code !== 'collection_changed') throw error;
        const collection = await readManagedCollection(c.var.readContext, c.var.site.id, collectionId);
        return c.json({ ...error.toBody(), collection }, 409);
      }
      return c.json({
        collection: await readManagedCollection(c.var.readContext, c.var.site.id, collectionId),
      });
    },
  )
  .delete('/:siteSlug/collections/:collectionId', validate('param', CollectionIdParamSchema), async (c) => {
    await deleteCollection(c.var.deps.db, c.var.site.id, c.req.valid('param').collectionId);
    return c.body(null, 204);
  });
