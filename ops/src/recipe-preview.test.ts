import {
  createRecipePreview,
  manageRecipe,
  manageRecipes,
} from '@larder/shared/api/manage-recipes.endpoints';
import { createTestWorld, type TestWorld } from '@larder/api/test-support/test-database';
import { recipeFields, refusal, testClient } from '@larder/api/test-support/test-client';
import sharp from 'sharp';
import { createPagePreviewRenderer } from '@larder/builder/page-preview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The studio's real-page preview through the real API with the builder's renderer (as `larder
 * serve` and the demo wire it): the editor's fields, not saved, as the kitchen's own page.
 */
let world: TestWorld;
let june: ReturnType<typeof testClient>;
const siteSlug = 'family-table';
const params = { siteSlug };

beforeAll(async () => {
  world = await createTestWorld();
  const { createApp } = await import('@larder/api/http/app');
  world.app = createApp({
    db: world.db,
    env: world.env,
    sitesConfig: world.sitesConfig,
    previewRenderer: createPagePreviewRenderer({ filesDir: world.env.filesDir }),
  });
  june = testClient(world, await world.tokenFor('june@family-table.example'));
});
afterAll(async () => world.cleanup());

async function opened(url: string) {
  const response = await world.app.request(new URL(url).pathname);
  return { response, html: await response.text() };
}

describe('previewing a recipe as its page', { timeout: 120_000 }, () => {
  it('renders unsaved fields with the kitchen’s theme, framed by the dashboard only, and saves nothing', async () => {
    const { recipes } = await june.request(manageRecipes, { params });
    const listed = recipes.find((recipe) => recipe.publishedAt && recipe.privacySetting === 'public')!;
    const { recipe } = await june.request(manageRecipe, { params: { ...params, recipeId: listed.id } });
    const { preview } = await june.request(createRecipePreview, {
      params,
      body: { recipeId: recipe.id, recipe: { ...recipeFields(recipe), title: 'A Title Typed Just Now' } },
    });
    expect(preview.url).toMatch(/^http:\/\/localhost:8787\/api\/v1\/previews\/[\w-]{32}$/);
    const { response, html } = await opened(preview.url);
    expect(response.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>A Title Typed Just Now<\/h1>/);
    expect(html).toContain(`<base href="http://family-table.localhost:4321/" target="_blank">`);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain('sandbox allow-scripts');
    expect(csp).toContain('frame-ancestors http://localhost:4321');
    expect(response.headers.get('x-frame-options')).toBeNull();

    // The theme's assets come from the API, to the sandboxed page too.
    const asset = /http:\/\/localhost:8787(\/api\/v1\/preview-assets\/[0-9a-f]+\/_astro\/[^"')]+\.js)/.exec(
      html,
    )![1]!;
    const script = await world.app.request(asset);
    expect(script.status).toBe(200);
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
    expect(
      (await world.app.request(asset.replace(/_astro\/.*$/, '..%2F..%2Fserver%2Fentry.mjs'))).status,
    ).toBe(404);

    const after = (await june.request(manageRecipe, { params: { ...params, recipeId: recipe.id } })).recipe;
    expect(after.title).toBe(recipe.title);
    expect(after.version).toBe(recipe.version);
  });

  it('shows a cropped photo of the recipe as its crop, cut from the original', async () => {
    const { recipes } = await june.request(manageRecipes, { params });
    const listed = recipes.find((recipe) => recipe.publishedAt && recipe.privacySetting === 'public')!;
    const { recipe } = await june.request(manageRecipe, { params: { ...params, recipeId: listed.id } });
    const [main, ...rest] = recipe.images;
    const crop = { x: 10, y: 20, width: 200, height: 150 };
    const { preview } = await june.request(createRecipePreview, {
      params,
      body: {
        recipeId: recipe.id,
        recipe: { ...recipeFields(recipe), images: [{ id: main!.id, crop }, ...rest] },
      },
    });
    const { html } = await opened(preview.url);
    const copies = new Set(html.match(/\/api\/v1\/previews\/[\w-]+\/files\/_preview-img\/[0-9a-f]+\.webp/g));
    expect(copies.size).toBe(1);
    const copy = await world.app.request([...copies][0]!);
    expect(copy.status).toBe(200);
    const size = await sharp(Buffer.from(await copy.arrayBuffer())).metadata();
    expect([size.width, size.height]).toEqual([200, 150]);
  });

  it('shows a subscribers-only draft as its teaser to visitors, with the upgrade to free readers, and whole to subscribers', async () => {
    const step = 'Whisk the secret sauce until it turns glossy and thick';
    const draft = {
      title: 'A Secret Sauce',
      slug: 'preview-only-draft',
      privacySetting: 'subscribers_only',
      yieldServings: 4,
      instructionGroups: [
        { title: '', instructions: [{ content: [{ type: 'paragraph', children: [{ text: step }] }] }] },
      ],
    };
    // A recipe never saved (a new one) has its page too.
    const visitor = await june.request(createRecipePreview, {
      params,
      body: { recipe: draft, viewer: 'visitor' },
    });
    const paid = await june.request(createRecipePreview, {
      params,
      body: { recipe: draft, viewer: 'subscriber' },
    });
    const free = await june.request(createRecipePreview, {
      params,
      body: { recipe: draft, viewer: 'free-reader' },
    });
    const asVisitor = (await opened(visitor.preview.url)).html;
    const asSubscriber = (await opened(paid.preview.url)).html;
    const asFreeReader = (await opened(free.preview.url)).html;
    const offer = (html: string) => /<a class="button" href="\/subscribe\/">([^<]*)<\/a>/.exec(html)?.[1];
    expect(offer(asFreeReader)).toBe('Upgrade to Full Access');
    expect(asFreeReader).not.toContain(step);
    expect(offer(asVisitor)).toBe('Subscribe');
    expect(asVisitor).toContain('A Secret Sauce');
    expect(asVisitor).toContain('This is a premium recipe');
    expect(asVisitor).not.toContain(step);
    expect(asSubscriber).toContain(step);
    const { recipes: after } = await june.request(manageRecipes, { params });
    expect(after.some((entry) => entry.slug === 'preview-only-draft')).toBe(false);
  });

  it('answers 404 to another kitchen’s manager and for an expired or unknown preview', async () => {
    const isla = testClient(world, await world.tokenFor('isla@crumb-and-crust.example'));
    await refusal(
      isla.request(createRecipePreview, { params, body: { recipe: { title: 'x' } } }),
      404,
      'site_not_found',
    );
    expect((await world.app.request('/api/v1/previews/not-a-token')).status).toBe(404);
  });
});
