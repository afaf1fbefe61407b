import { kitchenRecipeUrl } from '@larder/shared/hosting/kitchen-urls';
import { AppError } from '@larder/shared/errors';
import {
  PublishParamsSchema,
  RecipeDraftSaveSchema,
  RecipeInputSchema,
  RecipeUpdateSchema,
} from '@larder/shared/schemas/recipe-input';
import { IdSchema } from '@larder/shared/schemas/common';
import { kitchenDeployment } from '@larder/shared/sites-config';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.ts';
import { requireSiteManager } from '../http/auth-middleware.ts';
import { validate } from '../http/validate.ts';
import { readKitchenGlobals } from '../globals/kitchen-globals-read.ts';
import { createRecipePreviewToken } from '../recipe/recipe-preview-links.ts';
import { listManagedRecipes, listPublishedRecipes, readManagedRecipe } from '../recipe/recipe-manage-read.ts';
import { discardRecipeDraft, saveRecipeDraft } from '../recipe/recipe-draft.ts';
import { duplicateRecipe } from '../recipe/recipe-duplicate.ts';
import { listRevisions, readRevision } from '../recipe/recipe-revisions.ts';
import { createRecipe, deleteRecipe, setPublished, updateRecipe } from '../recipe/recipe-write.ts';
import { readPublicSite } from '../site/site-read.ts';
import { byUser, rateLimit } from '../http/rate-limit.ts';
import { checkRecipe } from '../recipe/recipe-checks.ts';
import { exportKitchenRecipes } from '../recipe/recipe-export.ts';
import { unitFromRow } from '../recipe/recipe-read.ts';
import { RecipeChecksRequestSchema } from '@larder/shared/schemas/recipe-checks';

const RecipeIdParamSchema = z.object({ siteSlug: z.string(), recipeId: IdSchema });
const RevisionParamSchema = RecipeIdParamSchema.extend({ revisionId: IdSchema });

/**
 * A write refused because the recipe was saved elsewhere since the editor loaded it: 409 with
 * the catalogue error and the recipe as it is now, so the editor can compare, reload or overwrite.
 */
async function staleWriteAnswer(c: Context<AppEnv>, error: unknown): Promise<Response> {
  if (!(error instanceof AppError) || error.code !== 'recipe_changed') throw error;
  const recipe = await readManagedRecipe(c.var.deps.db, c.var.site.id, c.req.param('recipeId')!);
  return c.json({ ...error.toBody(), recipe }, 409);
}

/** Recipe management (prefix /api/v1/manage/{siteSlug}); only the kitchen's managers get through. */
export const manageRecipeRoutes = new Hono<AppEnv>()
  .use('/:siteSlug/current-site', requireSiteManager)
  .use('/:siteSlug/recipes', requireSiteManager)
  .use('/:siteSlug/recipes/*', requireSiteManager)
  .use('/:siteSlug/published-recipes', requireSiteManager)
  .use('/:siteSlug/globals', requireSiteManager)
  .get('/:siteSlug/current-site', async (c) =>
    c.json({ site: await readPublicSite(c.var.readContext, c.var.site) }),
  )
  .get('/:siteSlug/recipes', async (c) =>
    c.json({ recipes: await listManagedRecipes(c.var.deps.db, c.var.site.id) }),
  )
  .get('/:siteSlug/globals', async (c) => c.json(await readKitchenGlobals(c.var.readContext, c.var.site.id)))
  .get('/:siteSlug/published-recipes', async (c) =>
    c.json({ recipes: await listPublishedRecipes(c.var.deps.db, c.var.site.id) }),
  )
  .post('/:siteSlug/recipes', validate('json', RecipeInputSchema), async (c) => {
    const { db } = c.var.deps;
    const input = c.req.valid('json');
    const id = await createRecipe(db, c.var.site.id, input, c.var.user!.id);
    return c.json({ recipe: await readManagedRecipe(db, c.var.site.id, id) }, 201);
  })
  .get('/:siteSlug/recipes/:recipeId', validate('param', RecipeIdParamSchema), async (c) =>
    c.json({ recipe: await readManagedRecipe(c.var.deps.db, c.var.site.id, c.req.valid('param').recipeId) }),
  )
  .put(
    '/:siteSlug/recipes/:recipeId',
    validate('param', RecipeIdParamSchema),
    validate('json', RecipeUpdateSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { recipeId } = c.req.valid('param');
      const { version, ...input } = c.req.valid('json');
      try {
        await updateRecipe(db, c.var.site.id, recipeId, input, {
          expectedVersion: version,
          userId: c.var.user!.id,
        });
      } catch (error) {
        return staleWriteAnswer(c, error);
      }
      return c.json({ recipe: await readManagedRecipe(db, c.var.site.id, recipeId) });
    },
  )
  .put(
    '/:siteSlug/recipes/:recipeId/draft',
    validate('param', RecipeIdParamSchema),
    validate('json', RecipeDraftSaveSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { recipeId } = c.req.valid('param');
      try {
        await saveRecipeDraft(db, c.var.site.id, recipeId, c.req.valid('json'), c.var.user!.id);
      } catch (error) {
        return staleWriteAnswer(c, error);
      }
      return c.json({ recipe: await readManagedRecipe(db, c.var.site.id, recipeId) });
    },
  )
  .delete('/:siteSlug/recipes/:recipeId/draft', validate('param', RecipeIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { recipeId } = c.req.valid('param');
    await discardRecipeDraft(db, c.var.site.id, recipeId);
    return c.json({ recipe: await readManagedRecipe(db, c.var.site.id, recipeId) });
  })
  .get('/:siteSlug/recipes/:recipeId/revisions', validate('param', RecipeIdParamSchema), async (c) =>
    c.json({ revisions: await listRevisions(c.var.deps.db, c.var.site.id, c.req.valid('param').recipeId) }),
  )
  .get(
    '/:siteSlug/recipes/:recipeId/revisions/:revisionId',
    validate('param', RevisionParamSchema),
    async (c) => {
      const { recipeId, revisionId } = c.req.valid('param');
      return c.json({ revision: await readRevision(c.var.deps.db, c.var.site.id, recipeId, revisionId) });
    },
  )
  .delete('/:siteSlug/recipes/:recipeId', validate('param', RecipeIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { recipeId } = c.req.valid('param');
    await deleteRecipe(db, c.var.site.id, recipeId);
    return c.body(null, 204);
  })
  .post(
    '/:siteSlug/recipes/:recipeId/publish',
    validate('param', RecipeIdParamSchema),
    validate('json', PublishParamsSchema),
    async (c) => {
      const { db } = c.var.deps;
      const { recipeId } = c.req.valid('param');
      await setPublished(db, c.var.site.id, recipeId, c.req.valid('json').publishedAt ?? new Date());
      return c.json({ recipe: await readManagedRecipe(db, c.var.site.id, recipeId) });
    },
  )
  .post('/:siteSlug/recipes/:recipeId/duplicate', validate('param', RecipeIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const id = await duplicateRecipe(db, c.var.site.id, c.req.valid('param').recipeId, c.var.user!.id);
    return c.json({ recipe: await readManagedRecipe(db, c.var.site.id, id) }, 201);
  })
  .post('/:siteSlug/recipes/:recipeId/unpublish', validate('param', RecipeIdParamSchema), async (c) => {
    const { db } = c.var.deps;
    const { recipeId } = c.req.valid('param');
    await setPublished(db, c.var.site.id, recipeId, null);
    return c.json({ recipe: await readManagedRecipe(db, c.var.site.id, recipeId) });
  })
  .post('/:siteSlug/recipes/:recipeId/preview-links', validate('param', RecipeIdParamSchema), async (c) => {
    const { db, sitesConfig } = c.var.deps;
    const recipe = await readManagedRecipe(db, c.var.site.id, c.req.valid('param').recipeId);
    if (!recipe.publishedAt) throw new AppError('recipe_not_published');
    const { token, expiresAt } = await createRecipePreviewToken(db, {
      recipeId: recipe.id,
      createdBy: c.var.user!.id,
    });
    const { origin } = kitchenDeployment(sitesConfig, c.var.site.slug);
    const url = `${kitchenRecipeUrl(origin, recipe.slug)}?preview=${token}`;
    return c.json({ previewLink: { url, expiresAt } }, 201);
  })
  .use('/:siteSlug/recipe-checks', requireSiteManager)
  .post(
    '/:siteSlug/recipe-checks',
    rateLimit({ budget: 'recipe-checks-per-user', key: byUser }),
    validate('json', RecipeChecksRequestSchema),
    async (c) => {
      const { recipeId, recipe } = c.req.valid('json');
      const parsed = RecipeInputSchema.safeParse(recipe);
      // Fields the API would refuse are the first findings; the rest waits until they are fixed.
      if (!parsed.success)
        return c.json({
          checks: parsed.error.issues.map((issue, index) => ({
            id: `invalid-${index}`,
            severity: 'error' as const,
            field: issue.path.join('.') || 'title',
            message: issue.message,
          })),
        });
      const checks = await checkRecipe(
        c.var.readContext,
        await kitchenPages(c),
        recipeId ?? null,
        parsed.data,
      );
      return c.json({ checks });
    },
  )
  .use('/:siteSlug/recipe-export', requireSiteManager)
  .get(
    '/:siteSlug/recipe-export',
    rateLimit({ budget: 'recipe-export-per-user', key: byUser }),
    async (c) => {
      const archive = await exportKitchenRecipes(c.var.readContext, await kitchenPages(c));
      const day = new Date().toISOString().slice(0, 10);
      return c.body(archive.slice().buffer, 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${c.var.site.slug}-recipes-${day}.zip"`,
        'Cache-Control': 'no-store',
      });
    },
  );

/** What a recipe's page and structured data need of its kitchen: the site, the units, the origin. */
async function kitchenPages(c: Context<AppEnv>) {
  const [site, units] = await Promise.all([
    readPublicSite(c.var.readContext, c.var.site),
    c.var.deps.db.selectFrom('units').selectAll().execute(),
  ]);
  return {
    siteId: c.var.site.id,
    site,
    units: units.map(unitFromRow),
    origin: kitchenDeployment(c.var.deps.sitesConfig, c.var.site.slug).origin,
  };
}
