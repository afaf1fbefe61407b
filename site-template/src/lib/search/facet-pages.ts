import type { PublicRecipe, RecipeSummary } from '@larder/shared/schemas/recipe-public';
import { TAXONOMY_KINDS, TAXONOMY_LABELS, type TaxonomyKind } from '@larder/shared/schemas/taxonomy-kinds';

/** One taxonomy value's landing page: `/recipes/{kind}/{slug}/` and its recipes, newest first. */
export interface FacetPage {
  kind: TaxonomyKind;
  slug: string;
  title: string;
  recipes: RecipeSummary[];
}

/**
 * A page for every taxonomy value a published recipe carries. Recipes are read one at a time
 * (`load`), keeping only which values each has; the cards come from the kitchen's summaries.
 */
export function facetPages(
  entries: readonly { id: string; file: string }[],
  load: (file: string) => PublicRecipe,
  summaries: readonly RecipeSummary[],
): FacetPage[] {
  const pages = new Map<string, { kind: TaxonomyKind; slug: string; title: string; ids: Set<string> }>();
  for (const entry of entries) {
    const recipe = load(entry.file);
    for (const kind of TAXONOMY_KINDS) {
      for (const term of recipe[kind]) {
        const key = `${kind}/${term.slug}`;
        const page = pages.get(key) ?? { kind, slug: term.slug, title: term.title, ids: new Set<string>() };
        page.ids.add(recipe.id);
        pages.set(key, page);
      }
    }
  }
  return [...pages.values()].map(({ ids, ...page }) => ({
    ...page,
    recipes: summaries.filter((summary) => ids.has(summary.id)),
  }));
}

/** A facet page's meta description: what it lists and from where, ~155 characters at most. */
export function facetDescription(page: FacetPage, siteTitle: string): string {
  const count = page.recipes.length;
  const text = `${count} ${count === 1 ? 'recipe' : 'recipes'} from ${siteTitle} under ${TAXONOMY_LABELS[page.kind].toLowerCase()} “${page.title}”, newest first, each with its ingredients, times and steps.`;
  return text.length <= 155 ? text : `${text.slice(0, 154).trimEnd()}…`;
}
