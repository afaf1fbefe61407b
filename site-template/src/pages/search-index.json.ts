import { buildStaticSearchIndex } from '@larder/shared/search/build-static-search-index';
import { kitchen, loadRecipe } from '../lib/kitchen';

/**
 * The kitchen's static search index (ADR 020): what search falls back to when the API cannot
 * answer. Built from the recipes as a visitor reads them, one at a time.
 */
export function GET(): Response {
  const index = buildStaticSearchIndex(
    (function* () {
      for (const entry of kitchen.recipes) yield loadRecipe(entry.file);
    })(),
  );
  return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json' } });
}
