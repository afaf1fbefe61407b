import { ingredientLine, isEmptyUsage } from '@larder/shared/recipe/ingredient-line';
import type { RecipeView } from '@larder/shared/recipe/recipe-view';
import { stepTextResolver } from '@larder/shared/recipe/step-text';
import { richTextToPlainText } from '@larder/shared/rich-text/plain-text';
import type { PublicRecipe } from '@larder/shared/schemas/recipe-public';
import type { PublicUnit } from '@larder/shared/schemas/unit';
import type { NewsletterRecipe } from '../email/templates/newsletter-email.tsx';

/**
 * A recipe as one reader's newsletter shows it. `recipe` is already the reader's form (a locked
 * teaser holds no ingredients or steps), so nothing of a subscribers-only recipe can reach a
 * reader who may not see it; amounts and step measurements read in `view`'s units, as on the page.
 */
export function newsletterRecipe(
  recipe: PublicRecipe,
  units: PublicUnit[],
  view: Omit<RecipeView, 'multiplier'>,
  url: string,
): NewsletterRecipe {
  const fullView: RecipeView = { multiplier: 1, ...view };
  const resolver = stepTextResolver(recipe, units, fullView);
  const image = recipe.images[0];
  return {
    title: recipe.title,
    url,
    description: richTextToPlainText(recipe.description),
    image: image ? { url: image.url, alt: image.alt || recipe.title } : null,
    full: !recipe.isLocked,
    ingredients: recipe.isLocked
      ? []
      : recipe.ingredientUsageGroups.map((group) => ({
          title: group.title,
          lines: group.ingredientUsages
            .filter((usage) => !isEmptyUsage(usage))
            .map((usage) => ingredientLine(usage, fullView)),
        })),
    steps: recipe.isLocked
      ? []
      : recipe.instructionGroups.map((group) => ({
          title: group.title,
          lines: group.instructions
            .map((step) => richTextToPlainText(step.content, resolver).trim())
            .filter(Boolean),
        })),
  };
}
