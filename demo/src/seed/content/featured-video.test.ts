import { expect, it } from 'vitest';
import { kitchen as crumbAndCrust } from './crumb-and-crust.ts';

it('features a recipe with its own video on the sliders home, so the cards’ hover play has one to play', () => {
  const featured = crumbAndCrust.recipes.filter((recipe) =>
    crumbAndCrust.featuredRecipeSlugs.slice(0, 5).includes(recipe.slug),
  );
  expect(featured.find((recipe) => recipe.slug === 'victoria-sponge')?.video).toBeDefined();
});
