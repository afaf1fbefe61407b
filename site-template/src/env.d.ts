/// <reference types="astro/client" />

declare module 'virtual:larder/snapshot' {
  const kitchen: import('@larder/shared/schemas/kitchen-snapshot').KitchenPageData;
  export default kitchen;
  /** The recipe of one page, read from the build's data. */
  export function loadRecipe(file: string): import('@larder/shared/schemas/recipe-public').PublicRecipe;
  /** Records the page being rendered (see the builder's snapshot plugin). */
  export function markRendering(pathname: string): void;
}

declare namespace App {
  interface Locals {
    /** Social icons already drawn on the page being rendered (components/icons/SocialIcon.astro). */
    drawnSocialIcons?: Set<string>;
  }
}
