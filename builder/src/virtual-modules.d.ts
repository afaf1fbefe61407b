/** The manifest Astro gives a server entry (see theme-server-entry.ts). */
declare module 'virtual:astro:manifest' {
  export const manifest: import('astro').SSRManifest;
}

/** The kitchen the site template renders (see snapshot-plugin.ts). */
declare module 'virtual:larder/snapshot' {
  export function useKitchen(source: import('./snapshot-plugin.ts').KitchenSource): void;
  export function checkParsedRecipes(): number;
}
