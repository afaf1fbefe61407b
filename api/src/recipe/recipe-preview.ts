import type { PreviewViewer } from '@larder/shared/schemas/kitchen-snapshot';
import { AppError } from '@larder/shared/errors';
import type { PagePreviewRenderer } from '@larder/shared/schemas/page-preview';
import type { RecipeInput } from '@larder/shared/schemas/recipe-input';
import type { SitesConfig } from '@larder/shared/sites-config';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { readKitchenSnapshotIn, type KitchenOrigins } from '../snapshot/read-kitchen-snapshot.ts';
import { tryRecipeWrite } from './recipe-write.ts';
import type { SitePreviewPage } from '@larder/shared/schemas/site';
import { trySiteSettingsWrite, type SiteSettingsChange } from '../site/site-settings-write.ts';

/** How long a rendered preview can be opened. */
export const PREVIEW_LIFETIME_MS = 10 * 60_000;
/** Previews kept at once (the oldest go first): each is one page of HTML. */
const PREVIEWS_KEPT = 200;

export interface StoredPreview {
  html: string;
  /** The kitchen's own files the page loads (its fonts), by path. */
  files: Record<string, Uint8Array>;
  kitchenOrigin: string;
  expiresAt: number;
}

/**
 * Rendered previews by their unguessable token. Kept in this process: a preview is opened by the
 * editor that asked for it moments before (several API processes will keep them in the database).
 */
export class PreviewStore {
  private readonly pages = new Map<string, StoredPreview>();

  /** A new token, and the moment its preview expires. */
  reserve(now: number): { token: string; expiresAt: number } {
    return { token: randomBytes(24).toString('base64url'), expiresAt: now + PREVIEW_LIFETIME_MS };
  }

  put(token: string, preview: StoredPreview, now: number): void {
    for (const [stored, page] of this.pages) if (page.expiresAt <= now) this.pages.delete(stored);
    while (this.pages.size >= PREVIEWS_KEPT) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(token, preview);
  }

  get(token: string, now: number): StoredPreview | null {
    const page = this.pages.get(token);
    return page && page.expiresAt > now ? page : null;
  }
}

/**
 * The sandboxed preview has an origin of its own, without storage: the page's controls (units,
 * servings) remember their choices in storage, so it gets storage kept in memory for its life.
 */
const STORAGE_IN_MEMORY = `try{window.localStorage}catch(e){var m=function(){var s=new Map();return{getItem:function(k){return s.has(k)?s.get(k):null},setItem:function(k,v){s.set(k,String(v))},removeItem:function(k){s.delete(k)},clear:function(){s.clear()},key:function(i){return Array.from(s.keys())[i]??null},get length(){return s.size}}};Object.defineProperty(window,'localStorage',{value:m()});Object.defineProperty(window,'sessionStorage',{value:m()})}`;

/**
 * A preview's page as it can be shown in the editor's frame, from the API's origin: the theme's
 * assets from the API (`/api/v1/preview-assets/<theme>/…`), and links opening the kitchen itself.
 */
export function framedPreviewHtml(
  html: string,
  options: { apiOrigin: string; theme: string; kitchenOrigin: string; token: string },
): string {
  const assets = `${options.apiOrigin}/api/v1/preview-assets/${options.theme}/`;
  const files = `${options.apiOrigin}/api/v1/previews/${options.token}/files/`;
  return html
    .replace(
      /(["'(])\/(_astro|sounds)\//g,
      (_match, quote: string, folder: string) => `${quote}${assets}${folder}/`,
    )
    .replace(
      /(["'(,\s])\/(fonts|_preview-img)\//g,
      (_match, before: string, folder: string) => `${before}${files}${folder}/`,
    )
    .replace(
      /<head([^>]*)>/i,
      (head) =>
        `${head}<base href="${options.kitchenOrigin}/" target="_blank"><script>${STORAGE_IN_MEMORY}</script>`,
    );
}

/**
 * The recipe page these fields would give, rendered by the kitchen's own theme and the build's
 * renderer: the fields are tried in a transaction that is rolled back (as if published now, so a
 * draft has its page), the kitchen read inside it as its build reads it, and the page rendered
 * from that. Nothing is saved.
 */
export async function renderRecipePreview(
  deps: { db: Db; sitesConfig: SitesConfig; origins: KitchenOrigins; renderer: PagePreviewRenderer },
  site: { id: string; slug: string },
  recipeId: string | null,
  input: RecipeInput,
  viewer: PreviewViewer,
): Promise<{ html: string; theme: string; files: Record<string, Uint8Array>; kitchenOrigin: string }> {
  const snapshot = await tryRecipeWrite(
    deps.db,
    site.id,
    recipeId,
    { ...input, publishedAt: new Date(Date.now() - 1000) },
    (trx) =>
      readKitchenSnapshotIn(trx, site.slug, deps.sitesConfig, deps.origins, {
        entitled: viewer === 'subscriber',
      }),
  );
  const recipe = snapshot.recipes.find((candidate) => candidate.slug === input.slug);
  if (!recipe) throw new AppError('recipe_not_found', 'The recipe could not be read back for its preview.');
  const unrenderable = snapshot.unrenderable.find((entry) => entry.id === recipe.id);
  if (unrenderable)
    throw new AppError('validation_failed', `This recipe cannot be shown yet: ${unrenderable.reason}`);
  // Only the recipe being previewed is in question: another one's stored problem is not this page's.
  snapshot.unrenderable = [];
  snapshot.previewViewer = viewer;
  const page = await deps.renderer.renderPage(snapshot, `/recipes/${recipe.slug}/`);
  return { ...page, kitchenOrigin: snapshot.deployment.origin };
}

/**
 * The kitchen's home or latest recipe page with these settings, not saved: the settings are tried
 * in a transaction that is rolled back, the kitchen read inside it as its build reads it, and the
 * page rendered from that by the kitchen's own (or newly chosen) theme.
 */
export async function renderSitePreview(
  deps: { db: Db; sitesConfig: SitesConfig; origins: KitchenOrigins; renderer: PagePreviewRenderer },
  site: { id: string },
  settings: SiteSettingsChange,
  page: SitePreviewPage,
): Promise<{ html: string; theme: string; files: Record<string, Uint8Array>; kitchenOrigin: string }> {
  const snapshot = await trySiteSettingsWrite(deps.db, site.id, settings, (trx, slug) =>
    readKitchenSnapshotIn(trx as unknown as Db, slug, deps.sitesConfig, deps.origins),
  );
  let pathname = '/';
  if (page === 'recipe') {
    const latest = snapshot.recipes
      .filter((recipe) => !snapshot.unrenderable.some((entry) => entry.id === recipe.id))
      .toSorted((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))[0];
    if (!latest) throw new AppError('not_found', 'Publish a recipe first: the preview shows the latest one.');
    pathname = `/recipes/${latest.slug}/`;
  }
  const rendered = await deps.renderer.renderPage(snapshot, pathname);
  return { ...rendered, kitchenOrigin: snapshot.deployment.origin };
}
