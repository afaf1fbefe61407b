import snapshot, { loadRecipe } from 'virtual:larder/snapshot';

/** The kitchen being built: its data, read once per build; each recipe page reads its own recipe. */
export const kitchen = snapshot;
export { loadRecipe };
export const site = snapshot.site;
export const deployment = snapshot.deployment;

export function absoluteUrl(path: string): string {
  return new URL(path, `${deployment.origin}/`).href;
}
