import { buildStaticSearchIndex } from '@larder/shared/search/build-static-search-index';
import { publicRecipeFixture } from '@larder/shared/test-support/recipe-fixture';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchRecipes } from './search-recipes';

const kitchen = {
  apiOrigin: 'https://api.example',
  siteSlug: 'family-table',
  platformOrigin: 'https://larder.example',
  currency: 'USD' as const,
};
const index = buildStaticSearchIndex([
  publicRecipeFixture({ id: crypto.randomUUID(), slug: 'tomato-soup', title: 'Tomato soup' }),
  publicRecipeFixture({ id: crypto.randomUUID(), slug: 'plum-tart', title: 'Plum tart' }),
]);
const fetched: string[] = [];

function serve(api: () => Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      fetched.push(url);
      if (url === '/search-index.json') return Promise.resolve(Response.json(index));
      return new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => {
          reject(new DOMException('Aborted', 'AbortError'));
        });
        api().then(resolve, reject);
      });
    }),
  );
}

beforeEach(() => {
  fetched.length = 0;
  vi.stubGlobal('window', { localStorage: { getItem: () => null } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const soup = { term: 'soup', filters: {} };
const page = { limit: 24, offset: 0 };

describe('searching recipes', () => {
  it('answers from the API when it can', async () => {
    serve(() => Promise.resolve(Response.json({ recipes: [], total: 7, limit: 24, offset: 0 })));
    const result = await searchRecipes(kitchen, soup, page);
    expect(result).toMatchObject({ source: 'api', total: 7 });
    expect(fetched[0]).toContain('/site/family-table/recipes?query=soup');
  });

  it('answers from the static index when the API is unreachable or fails', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    const unreachable = await searchRecipes(kitchen, soup, page);
    expect(unreachable.source).toBe('static');
    expect(unreachable.recipes.map((recipe) => recipe.slug)).toEqual(['tomato-soup']);

    serve(() => Promise.resolve(Response.json({ error: { code: 'x', message: 'x' } }, { status: 503 })));
    const failing = await searchRecipes(kitchen, { term: '', filters: {} }, page);
    expect(failing).toMatchObject({ source: 'static', total: 2 });
  });

  it('rejects with the abort, without falling back, when the caller aborts', async () => {
    serve(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = searchRecipes(kitchen, soup, page, controller.signal);
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(fetched).not.toContain('/search-index.json');
  });
});
