import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FREE_READER_EMAIL, DEMO_PAID_READER_EMAIL } from '@larder/demo/seed/seed';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import { openDatabase } from '../db/database.ts';
import { createApp } from './app.ts';
import { ResponseCache } from './public-cache.ts';

let world: TestWorld;
let ownerToken: string;

beforeAll(async () => {
  world = await createTestWorld();
  ownerToken = await world.tokenFor('june@family-table.example');
});
afterAll(async () => world.cleanup());

const site = (path: string, headers: Record<string, string> = {}, app = world.app) =>
  app.request(`/api/v1/site/family-table${path}`, { headers });

async function titles(response: Response): Promise<string[]> {
  return ((await response.json()) as { recipes: { title: string }[] }).recipes.map((recipe) => recipe.title);
}

async function premiumRecipe() {
  return world.db
    .selectFrom('recipes as r')
    .innerJoin('sites as s', 's.id', 'r.site_id')
    .select(['r.id', 'r.slug', 'r.title'])
    .where('s.slug', '=', 'family-table')
    .where('r.privacy_setting', '=', 'subscribers_only')
    .where('r.published_at', 'is not', null)
    .executeTakeFirstOrThrow();
}

describe('cached public reads', () => {
  it('carry an ETag, answer a matching If-None-Match with 304, and say how to cache', async () => {
    const first = await site('/recipes');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"\d+-[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const again = await site('/recipes');
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe(await first.clone().text());
    const revalidated = await site('/recipes', { 'If-None-Match': `W/${etag}` });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect((await site('/recipes', { 'If-None-Match': '"0-other"' })).status).toBe(200);
  });

  it('come compressed with brotli or gzip when the client takes it, made once and kept', async () => {
    const plain = await (await site('/recipes')).text();
    const brotli = await site('/recipes', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(plain);
    const gzip = await site('/recipes', { 'Accept-Encoding': 'gzip;q=1.0, br;q=0' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);
    const identity = await site('/recipes', { 'Accept-Encoding': 'identity' });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(identity.headers.get('vary')).toContain('Accept-Encoding');
  });

  it('answer junk query parameters from the same entry, without reading the database again', async () => {
    const queries: string[] = [];
    const logged = openDatabase(world.env.database, { log: (sql) => queries.push(sql) });
    try {
      const app = createApp({ db: logged, env: world.env, sitesConfig: world.sitesConfig });
      const first = await site('/current-site', {}, app);
      const list = await site('/recipes?limit=5', {}, app);
      queries.length = 0;
      for (let junk = 0; junk < 20; junk += 1) {
        expect((await site(`/current-site?x=${junk}`, {}, app)).headers.get('etag')).toBe(
          first.headers.get('etag'),
        );
        expect((await site(`/recipes?limit=5&junk=${junk}`, {}, app)).headers.get('etag')).toBe(
          list.headers.get('etag'),
        );
      }
      // Only the kitchen's version is read (on SQLite by a connection of its own, not logged here).
      expect(queries.filter((query) => !query.includes('"content_version"'))).toEqual([]);
      expect(queries.length).toBeLessThanOrEqual(40);
    } finally {
      await logged.destroy();
    }
  });

  it('change the moment a recipe is published or unpublished, in every API process', async () => {
    const other = createApp({ db: world.db, env: world.env, sitesConfig: world.sitesConfig });
    const before = await titles(await site('/recipes?limit=100', {}, other));
    const draft = await world.db
      .selectFrom('recipes as r')
      .innerJoin('sites as s', 's.id', 'r.site_id')
      .select(['r.id', 'r.title'])
      .where('s.slug', '=', 'family-table')
      .where('r.published_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(before).not.toContain(draft.title);
    const publish = (action: 'publish' | 'unpublish') =>
      world.app.request(`/api/v1/manage/family-table/recipes/${draft.id}/${action}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ownerToken}` },
      });
    expect((await publish('publish')).status).toBe(200);
    expect(await titles(await site('/recipes?limit=100', {}, other))).toContain(draft.title);
    expect((await publish('unpublish')).status).toBe(200);
    expect(await titles(await site('/recipes?limit=100', {}, other))).toEqual(before);
  });

  it('never give a visitor or a free reader the full recipe cached for a paid reader', async () => {
    const premium = await premiumRecipe();
    const paid = await world.tokenFor(DEMO_PAID_READER_EMAIL);
    const free = await world.tokenFor(DEMO_FREE_READER_EMAIL);
    const full = await site(`/recipes/${premium.slug}`, { Authorization: `Bearer ${paid}` });
    expect(((await full.json()) as { recipe: { isLocked: boolean } }).recipe.isLocked).toBe(false);
    expect(full.headers.get('cache-control')).toBe('private, no-cache');
    expect(full.headers.get('vary')).toContain('Authorization');
    for (const headers of [{}, { Authorization: `Bearer ${free}` }] as Record<string, string>[]) {
      const response = await site(`/recipes/${premium.slug}`, headers);
      const { recipe } = (await response.json()) as {
        recipe: { isLocked: boolean; ingredientUsageGroups: unknown[] };
      };
      expect(recipe.isLocked).toBe(true);
      expect(recipe.ingredientUsageGroups).toEqual([]);
    }
  });

  it('never keep a preview link answer', async () => {
    const premium = await premiumRecipe();
    const link = await world.app.request(`/api/v1/manage/family-table/recipes/${premium.id}/preview-links`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ownerToken}` },
    });
    const { previewLink } = (await link.json()) as { previewLink: { url: string } };
    const token = new URL(previewLink.url).searchParams.get('preview')!;
    const previewed = await site(`/recipes/${premium.slug}?preview=${token}`);
    expect(previewed.headers.get('cache-control')).toBe('private, no-store');
    expect(((await previewed.json()) as { recipe: { isLocked: boolean } }).recipe.isLocked).toBe(false);
    const visitor = await site(`/recipes/${premium.slug}`);
    expect(((await visitor.json()) as { recipe: { isLocked: boolean } }).recipe.isLocked).toBe(true);
  });
});

describe('ResponseCache', () => {
  const entry = (body: string, version = 1) => ({ version, body, etag: `"${version}"` });

  it('forgets an entry made from an older version of the kitchen', () => {
    const cache = new ResponseCache();
    cache.set('k', entry('a', 1));
    expect(cache.get('k', 1)?.body).toBe('a');
    expect(cache.get('k', 2)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps within its count, dropping the least recently used', () => {
    const cache = new ResponseCache(3, 1_000);
    for (const key of ['a', 'b', 'c']) cache.set(key, entry(key));
    cache.get('a', 1);
    cache.set('d', entry('d'));
    expect(['a', 'b', 'c', 'd'].filter((key) => cache.get(key, 1))).toEqual(['a', 'c', 'd']);
  });

  it('keeps within its size, dropping the least recently used, and never keeps a body an eighth of it', () => {
    const cache = new ResponseCache(100, 1_000);
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']) cache.set(key, entry(key.repeat(120)));
    expect(cache.size).toBe(8);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('i', 1)?.body).toBe('i'.repeat(120));
    cache.set('huge', entry('z'.repeat(126)));
    expect(cache.get('huge', 1)).toBeUndefined();
  });
});

describe('a visitor’s read answered again before the routes', () => {
  const KITCHEN_ORIGIN = 'http://family-table.localhost:4321';
  let cache: ResponseCache;
  let app: TestWorld['app'];
  let recipeSlug: string;

  beforeAll(async () => {
    cache = new ResponseCache();
    app = createApp({ db: world.db, env: world.env, sitesConfig: world.sitesConfig, publicCache: cache });
    recipeSlug = (
      await world.db
        .selectFrom('recipes as r')
        .innerJoin('sites as s', 's.id', 'r.site_id')
        .select('r.slug')
        .where('s.slug', '=', 'family-table')
        .where('r.privacy_setting', '=', 'public')
        .where('r.published_at', 'is not', null)
        .executeTakeFirstOrThrow()
    ).slug;
  });

  /** Status, every header, and the body's bytes. */
  const answerOf = async (response: Response) => ({
    status: response.status,
    headers: [...response.headers.entries()],
    body: Buffer.from(await response.arrayBuffer()).toString('base64'),
  });

  it('gives the answer the routes gave, header for header and byte for byte, for every kind of visitor request', async () => {
    const addresses = [
      '/current-site',
      '/recipes',
      '/recipes?limit=3&offset=1&orderBy=title_asc',
      `/recipes/${recipeSlug}`,
      '/collections',
      '/current-site?utm_source=newsletter',
    ];
    const headerSets: Record<string, string>[] = [
      {},
      { Origin: KITCHEN_ORIGIN, 'Accept-Encoding': 'gzip, deflate, br' },
      { Origin: 'https://elsewhere.example', 'Accept-Encoding': 'gzip' },
    ];
    for (const address of addresses)
      for (const headers of headerSets) {
        const routed = await answerOf(await site(address, headers, app));
        expect(routed.status, address).toBe(200);
        const before = cache.earlyAnswers;
        const early = await answerOf(await site(address, headers, app));
        expect(cache.earlyAnswers, address).toBe(before + 1);
        expect(early).toEqual(routed);
        const etag = new Map(routed.headers).get('etag')!;
        const revalidated = await site(address, { ...headers, 'If-None-Match': etag }, app);
        expect(revalidated.status).toBe(304);
        expect(cache.earlyAnswers).toBe(before + 2);
      }
  });

  it('lets the routes answer once the kitchen changed, then answers early again', async () => {
    const first = await site('/current-site', {}, app);
    await site('/current-site', {}, app);
    const before = cache.earlyAnswers;
    await world.db
      .updateTable('sites')
      .set((eb) => ({ content_version: eb('content_version', '+', 1) }))
      .where('slug', '=', 'family-table')
      .execute();
    const changed = await site('/current-site', {}, app);
    expect(cache.earlyAnswers).toBe(before);
    expect(changed.headers.get('etag')).not.toBe(first.headers.get('etag'));
    await site('/current-site', {}, app);
    expect(cache.earlyAnswers).toBe(before + 1);
  });

  it('never answers a bearer early, and never gives a visitor what a paid reader was answered', async () => {
    const premium = await premiumRecipe();
    const paid = await world.tokenFor(DEMO_PAID_READER_EMAIL);
    const bearer = { Authorization: `Bearer ${paid}` };
    await site(`/recipes/${premium.slug}`, bearer, app);
    const before = cache.earlyAnswers;
    const again = await site(`/recipes/${premium.slug}`, bearer, app);
    expect(((await again.json()) as { recipe: { isLocked: boolean } }).recipe.isLocked).toBe(false);
    expect(cache.earlyAnswers).toBe(before);
    for (let visit = 0; visit < 2; visit += 1) {
      const visitor = await site(`/recipes/${premium.slug}`, {}, app);
      expect(((await visitor.json()) as { recipe: { isLocked: boolean } }).recipe.isLocked).toBe(true);
    }
    expect(cache.earlyAnswers).toBe(before + 1);
    // A visitor's address, asked with a bearer: the routes answer, for that reader.
    await site(`/recipes/${premium.slug}`, bearer, app);
    expect(cache.earlyAnswers).toBe(before + 1);
  });

  it('never answers early a read charged to a rate-limit budget: every search still counts', async () => {
    const limited = new ResponseCache();
    // A window of its own for this test's searches, and a clock that stands still in it: the
    // budget gives one search back every half second, which a slow run would otherwise see.
    const frozen = Date.now() + 3_600_000 * 24 * 400;
    const searchApp = createApp({
      db: world.db,
      env: { ...world.env, rateLimits: { ...world.env.rateLimits } },
      sitesConfig: world.sitesConfig,
      publicCache: limited,
      now: () => frozen,
    });
    let refused = 0;
    for (let search = 0; search < 125; search += 1)
      if ((await site('/recipes?query=soup', {}, searchApp)).status === 429) refused += 1;
    expect(limited.earlyAnswers).toBe(0);
    expect(refused).toBe(5);
  });

  it('remembers a bounded number of addresses, however many junk parameters come', () => {
    const bounded = new ResponseCache();
    for (let junk = 0; junk < ResponseCache.KNOWN_MAX + 500; junk += 1)
      bounded.learn(`/api/v1/site/family-table/current-site?x=${junk}`, { slug: 'family-table', key: 'k' });
    expect(bounded.known('/api/v1/site/family-table/current-site?x=0')).toBeUndefined();
    expect(
      bounded.known(`/api/v1/site/family-table/current-site?x=${ResponseCache.KNOWN_MAX + 499}`),
    ).toEqual({
      slug: 'family-table',
      key: 'k',
    });
  });
});
