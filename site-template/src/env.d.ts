/// <reference types="astro/client" />

declare module 'virtual:larder/snapshot' {
  const kitchen: import('@larder/shared/schemas/kitchen-snapshot').KitchenPageData;
  export default kitchen;
  /** Calls `listener` now and whenever the renderer moves on to another kitchen. */
  export function onKitchen(listener: () => void): void;
  /** The recipe of one page, read from the build's data. */
  export function loadRecipe(file: string): import('@larder/shared/schemas/recipe-public').PublicRecipe;
  /** Records the page being rendered (see the builder's snapshot plugin). */
  export function markRendering(pathname: string): void;
  /** `compute()` once per render, for every page that asks (see the builder's kitchen-reads.ts). */
  export function remember<T>(name: string, compute: () => T): T;
  /** The year the pages are built in. */
  export function buildYear(): number;
  /** The start (UTC) of the day the pages are built on. */
  export function buildDay(): Date;
}

declare namespace App {
  interface Locals {
    /** Social icons already drawn on the page being rendered (components/icons/SocialIcon.astro). */
    drawnSocialIcons?: Set<string>;
  }
}
