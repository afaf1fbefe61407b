import { RecipeParseRequestSchema } from '@larder/shared/schemas/recipe-parse';
import { Hono } from 'hono';
import { requireManagedSite } from '../auth/site-access.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requireSignedIn } from '../http/auth-middleware.ts';
import { validate } from '../http/validate.ts';
import { parseRecipeForKitchen } from '../recipe-import/recipe-parse.ts';

/**
 * Reading a recipe to import (prefix /api/v1/manage): the kitchen is named in the body (spec §7
 * `POST /recipe-parse`), and only its managers may ask. Nothing is saved.
 */
export const manageRecipeParseRoutes = new Hono<AppEnv>().post(
  '/recipe-parse',
  requireSignedIn,
  validate('json', RecipeParseRequestSchema),
  async (c) => {
    const request = c.req.valid('json');
    const site = await requireManagedSite(c.var.deps.db, c.var.user!.id, request.siteSlug);
    return c.json(await parseRecipeForKitchen(c.var.deps.db, site.id, request));
  },
);
