import {
  EquipmentCreateSchema,
  IngredientCreateSchema,
  TaxonomyTermCreateSchema,
} from '@larder/shared/schemas/kitchen-vocabulary';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { requireSiteManager } from '../http/auth-middleware.ts';
import { byUser, rateLimit } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import {
  createKitchenEquipment,
  createKitchenIngredient,
  createKitchenTerm,
} from '../taxonomy/kitchen-vocabulary-write.ts';

const budget = rateLimit({ budget: 'kitchen-vocabulary-per-user', key: byUser });

/**
 * Words a kitchen's recipes use, added from the editor (prefix /api/v1/manage/{siteSlug}): 201
 * with the new one, or 200 with the kitchen's existing one of that title.
 */
export const manageVocabularyRoutes = new Hono<AppEnv>()
  .use('/:siteSlug/taxonomy-terms', requireSiteManager)
  .use('/:siteSlug/equipment', requireSiteManager)
  .use('/:siteSlug/ingredients', requireSiteManager)
  .post('/:siteSlug/taxonomy-terms', budget, validate('json', TaxonomyTermCreateSchema), async (c) => {
    const made = await createKitchenTerm(c.var.deps.db, c.var.site.id, c.req.valid('json'));
    return c.json(made, made.created ? 201 : 200);
  })
  .post('/:siteSlug/equipment', budget, validate('json', EquipmentCreateSchema), async (c) => {
    const made = await createKitchenEquipment(c.var.deps.db, c.var.site.id, c.req.valid('json'));
    return c.json(made, made.created ? 201 : 200);
  })
  .post('/:siteSlug/ingredients', budget, validate('json', IngredientCreateSchema), async (c) => {
    const made = await createKitchenIngredient(c.var.deps.db, c.var.site.id, c.req.valid('json'));
    return c.json(made, made.created ? 201 : 200);
  });
