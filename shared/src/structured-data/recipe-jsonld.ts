import type { HowToSection, HowToStep, Recipe, RestrictedDiet, WithContext } from 'schema-dts';
import {
  STRUCTURED_DATA_CROPS,
  imageCropPath,
  imageSrc,
  type StructuredDataCrop,
} from '../image-variants.ts';
import { isoDuration, totalMinutes } from '../format/duration.ts';
import { ingredientLine, isEmptyUsage } from '../recipe/ingredient-line.ts';
import { stepTextResolver } from '../recipe/step-text.ts';
import { yieldText } from '../recipe/scale.ts';
import { richTextToPlainText } from '../rich-text/plain-text.ts';
import type { PublicRecipe } from '../schemas/recipe-public.ts';
import type { PublicSite } from '../schemas/site.ts';
import type { PublicUnit } from '../schemas/unit.ts';
import type { RecipeView } from '../recipe/recipe-view.ts';

export interface RecipeJsonLdInput {
  recipe: PublicRecipe;
  site: Pick<PublicSite, 'title'> & { owner: Pick<PublicSite['owner'], 'displayName'> };
  units: PublicUnit[];
  /** Absolute URL of the recipe page. */
  pageUrl: string;
  origin: string;
  /** Units and temperatures as the page shows them by default (the kitchen's systems at 1×). */
  view?: Partial<RecipeView>;
}

/** Kitchen diet slugs that match a schema.org RestrictedDiet. */
const RESTRICTED_DIETS: Record<string, RestrictedDiet> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
  'dairy-free': 'https://schema.org/LowLactoseDiet',
  'low-fat': 'https://schema.org/LowFatDiet',
  'low-calorie': 'https://schema.org/LowCalorieDiet',
  'low-salt': 'https://schema.org/LowSaltDiet',
  'low-sodium': 'https://schema.org/LowSaltDiet',
  halal: 'https://schema.org/HalalDiet',
  kosher: 'https://schema.org/KosherDiet',
  diabetic: 'https://schema.org/DiabeticDiet',
};

/** Instruction sections are named by title, else "Main" for the second, else "Section N" (spec §9). */
function sectionName(title: string, index: number): string {
  if (title.trim()) return title.trim();
  return index === 1 ? 'Main' : `Section ${index + 1}`;
}

/** Recipe structured data for search engines (schema.org Recipe). */
export function recipeJsonLd({
  recipe,
  site,
  units,
  pageUrl,
  origin,
  view = {},
}: RecipeJsonLdInput): WithContext<Recipe> {
  const resolve = stepTextResolver(recipe, units, view);
  const mainImage = recipe.images[0];
  const images = mainImage
    ? (Object.keys(STRUCTURED_DATA_CROPS) as StructuredDataCrop[]).map(
        (crop) => `${origin}${imageCropPath(mainImage, crop)}`,
      )
    : [];
  const keywords = recipe.keywords.filter((keyword) => {
    const lower = keyword.toLowerCase();
    return ![...recipe.categories, ...recipe.cuisines].some((term) => term.title.toLowerCase() === lower);
  });
  let stepNumber = 0;
  const sections = recipe.instructionGroups.map((group, index) => {
    const steps: HowToStep[] = group.instructions.flatMap((instruction) => {
      const text = richTextToPlainText(instruction.content, resolve).trim();
      if (!text) return [];
      stepNumber += 1;
      return [
        {
          '@type': 'HowToStep',
          text,
          url: `${pageUrl}#step-${stepNumber}`,
          name: text.split(/(?<=\.)\s/)[0] ?? text,
          ...(instruction.images[0] ? { image: `${origin}${imageSrc(instruction.images[0], 1280)}` } : {}),
        },
      ];
    });
    return { name: sectionName(group.title, index), steps };
  });
  const instructions: HowToSection[] | HowToStep[] =
    sections.length > 1
      ? sections
          .filter((section) => section.steps.length)
          .map((section) => ({ '@type': 'HowToSection', name: section.name, itemListElement: section.steps }))
      : (sections[0]?.steps ?? []);

  const prep = recipe.prepTimeMinutes;
  const cook = recipe.cookTimeMinutes;
  const total = totalMinutes(recipe);
  const description = richTextToPlainText(recipe.description).trim();
  const diets = recipe.diets.flatMap((diet) => {
    const restricted = RESTRICTED_DIETS[diet.slug];
    return restricted ? [restricted] : [];
  });

  const data: WithContext<Recipe> = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    url: pageUrl,
    image: images,
    author: { '@type': 'Person', name: site.owner.displayName, url: `${origin}/about/` },
    publisher: { '@type': 'Organization', name: site.title },
    ...(recipe.publishedAt ? { datePublished: recipe.publishedAt.slice(0, 10) } : {}),
    ...(description ? { description } : {}),
    ...(keywords.length ? { keywords: keywords.join(', ') } : {}),
    ...(recipe.categories.length
      ? { recipeCategory: recipe.categories.map((term) => term.title).join(', ') }
      : {}),
    ...(recipe.cuisines.length
      ? { recipeCuisine: recipe.cuisines.map((term) => term.title).join(', ') }
      : {}),
    ...(recipe.yieldServings
      ? {
          recipeYield: [
            String(recipe.yieldServings),
            yieldText(recipe.yieldServings, recipe.servingDescription),
          ],
        }
      : {}),
    ...(prep ? { prepTime: isoDuration(prep) } : {}),
    ...(cook ? { cookTime: isoDuration(cook) } : {}),
    ...(prep && cook ? { totalTime: isoDuration(total) } : {}),
    ...(diets.length ? { suitableForDiet: diets } : {}),
    ...(recipe.youtubeVideoId && recipe.publishedAt
      ? {
          video: {
            '@type': 'VideoObject',
            name: recipe.title,
            description: description || recipe.title,
            thumbnailUrl: `https://i.ytimg.com/vi/${recipe.youtubeVideoId}/hqdefault.jpg`,
            embedUrl: `https://www.youtube-nocookie.com/embed/${recipe.youtubeVideoId}`,
            contentUrl: `https://www.youtube.com/watch?v=${recipe.youtubeVideoId}`,
            uploadDate: recipe.publishedAt,
          },
        }
      : {}),
  };
  if (recipe.isLocked) {
    return {
      ...data,
      isAccessibleForFree: false,
      hasPart: {
        '@type': 'WebPageElement',
        isAccessibleForFree: false,
        cssSelector: '.recipe-locked-content',
      },
    };
  }
  return {
    ...data,
    recipeIngredient: recipe.ingredientUsageGroups
      .flatMap((group) => group.ingredientUsages)
      .filter((usage) => !isEmptyUsage(usage))
      .map((usage) => ingredientLine(usage, view)),
    recipeInstructions: instructions,
  };
}
