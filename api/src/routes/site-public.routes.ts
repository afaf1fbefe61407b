import { AppError } from '@larder/shared/errors';
import { FilterQuerySchema, RecipeListQuerySchema } from '@larder/shared/schemas/recipe-list-query';
import { TAXONOMY_KINDS, type TaxonomyKind } from '@larder/shared/schemas/taxonomy';
import { Hono } from 'hono';
import { z } from 'zod';
import { listCollections, readCollection } from '../collection/collection-read.ts';
import { readGlobals } from '../globals/globals-read.ts';
import type { AppEnv } from '../http/app-env.ts';
import { byIp, rateLimit, type RateLimitKey } from '../http/rate-limit.ts';
import { cachedRead } from '../http/public-cache.ts';
import { validate, validQuery } from '../http/validate.ts';
import { previewTokenOpensRecipe } from '../recipe/recipe-preview-links.ts';
import { readPublicRecipe } from '../recipe/recipe-read.ts';
import { listPublishedRecipes, searchFacetCounts } from '../recipe/recipe-summary-read.ts';
import { listSiteSlugs, readPublicSite, requireSiteBySlug } from '../site/site-read.ts';
import { readCurrentUser } from '../subscription/current-user-read.ts';
import { isEntitledToPremium } from '../subscription/premium-access.ts';
import { loadFilters } from '../taxonomy/taxonomy-read.ts';

const RecipeReadQuerySchema = z.object({
  /** A preview link's token (see the manage API's preview-links). */
  preview: z.string().min(1, { error: 'preview must not be empty' }).max(200).optional(),
});

/** Searching and filtering cost queries the plain, paged list does not; the list stays unlimited. */
const searchesByIp: RateLimitKey = (c) => {
  const searching = ['query', ...TAXONOMY_KINDS].some((name) => c.req.query(name)?.trim());
  return searching ? byIp(c) : null;
};

function selectedFilters(
  query: Pick<z.infer<typeof RecipeListQuerySchema>, TaxonomyKind>,
): Partial<Record<TaxonomyKind, string[]>> {
  return Object.fromEntries(TAXONOMY_KINDS.map((kind) => [kind, query[kind]]));
}

/** Public reads of spec §7 (prefix /api/v1/site). */
export const sitePublicRoutes = new Hono<AppEnv>()
  .get('/site-slugs', async (c) => c.json({ siteSlugs: await listSiteSlugs(c.var.deps.db) }))
  .get('/globals', async (c) => c.json(await readGlobals(c.var.deps.db)))
  .get('/:siteSlug/current-site', (c) =>
    cachedRead(c, {
      siteSlug: c.req.param('siteSlug'),
      compute: async (site) => ({
        site: await readPublicSite(c.var.readContext, await requireSiteBySlug(c.var.deps.db, site.slug)),
      }),
    }),
  )
  .get('/:siteSlug/recipes', rateLimit({ budget: 'search', key: searchesByIp }), (c) => {
    const query = validQuery(c, RecipeListQuerySchema);
    return cachedRead(c, {
      siteSlug: c.req.param('siteSlug'),
      query,
      compute: async (site) => ({
        ...(await listPublishedRecipes(c.var.readContext, site.id, {
          query: query.query,
          limit: query.limit,
          offset: query.offset,
          orderBy: query.orderBy,
          filters: selectedFilters(query),
        })),
        limit: query.limit,
        offset: query.offset,
      }),
    });
  })
  .get('/:siteSlug/current-user', async (c) => {
    const user = c.var.user;
    if (!user) throw new AppError('unauthorized');
    const site = await requireSiteBySlug(c.var.deps.db, c.req.param('siteSlug'));
    return c.json(await readCurrentUser(c.var.readContext, user, site.id, c.var.deps.now?.()));
  })
  .get('/:siteSlug/recipes/:recipeSlug', validate('query', RecipeReadQuerySchema), async (c) => {
    const { db } = c.var.deps;
    const siteSlug = c.req.param('siteSlug');
    const recipeSlug = c.req.param('recipeSlug');
    const { preview: previewToken } = c.req.valid('query');
    const read = async (siteId: string, entitled: boolean, preview: boolean) => {
      const recipe = await readPublicRecipe(c.var.readContext, siteId, { slug: recipeSlug }, { entitled });
      if (!recipe) throw new AppError('recipe_not_found');
      return { recipe, preview };
    };
    if (previewToken !== undefined) {
      // A manager's preview link opens this one recipe in full; a stale link says so rather than
      // quietly showing the teaser.
      const site = await requireSiteBySlug(db, siteSlug);
      if (!(await previewTokenOpensRecipe(db, { siteId: site.id, recipeSlug, token: previewToken })))
        throw new AppError('preview_link_invalid');
      c.header('Cache-Control', 'private, no-store');
      return c.json(await read(site.id, true, true));
    }
    // Entitlement is decided for each request; the answer for each side of it is cached.
    const user = c.var.user;
    const entitled =
      user !== null &&
      (await isEntitledToPremium(
        db,
        user.id,
        (await requireSiteBySlug(db, siteSlug)).id,
        c.var.deps.now?.(),
      ));
    return cachedRead(c, {
      siteSlug,
      audience: entitled ? 'entitled' : 'public',
      compute: (site) => read(site.id, entitled, false),
    });
  })
  .get('/:siteSlug/filters', rateLimit({ budget: 'search', key: byIp }), (c) => {
    const query = validQuery(c, FilterQuerySchema);
    return cachedRead(c, {
      siteSlug: c.req.param('siteSlug'),
      query,
      compute: async (site) => {
        const selected = selectedFilters(query);
        const searching =
          Boolean(query.query?.trim()) || Object.values(selected).some((slugs) => (slugs?.length ?? 0) > 0);
        return {
          filters: await loadFilters(
            c.var.deps.db,
            site.id,
            selected,
            searching
              ? await searchFacetCounts(c.var.readContext, site.id, { query: query.query, filters: selected })
              : undefined,
          ),
        };
      },
    });
  })
  .get('/:siteSlug/collections', (c) =>
    cachedRead(c, {
      siteSlug: c.req.param('siteSlug'),
      compute: async (site) => ({ collections: await listCollections(c.var.readContext, site.id) }),
    }),
  )
  .get('/:siteSlug/collections/:collectionSlug', (c) =>
    cachedRead(c, {
      siteSlug: c.req.param('siteSlug'),
      compute: async (site) => {
        const collection = await readCollection(c.var.readContext, site.id, c.req.param('collectionSlug'));
        if (!collection) throw new AppError('collection_not_found');
        return { collection };
      },
    }),
  );
