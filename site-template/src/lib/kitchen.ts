import { CustomCssSchema } from '@larder/shared/css/custom-css-schema';
import { kitchenCustomCss } from '@larder/shared/css/scope-custom-css';
import snapshot, { buildDay, buildYear, loadRecipe, remember } from 'virtual:larder/snapshot';
import type { KitchenContext } from './kitchen-context';

/** The kitchen being built: its data, read once per build; each recipe page reads its own recipe. */
export const kitchen = snapshot;
/**
 * `loadRecipe` reads one recipe; `remember` works a value out once for every page that asks; the
 * build's year and day stand for "now" (pages built on one day are the same page whatever the hour).
 */
export { buildDay, buildYear, loadRecipe, remember };
export const site = snapshot.site;
export const deployment = snapshot.deployment;
/** What the reader islands are given about this kitchen. */
export const kitchenContext: KitchenContext = {
  apiOrigin: snapshot.apiOrigin,
  siteSlug: snapshot.site.slug,
  platformOrigin: snapshot.platformOrigin,
  currency: snapshot.deployment.currency,
};

/**
 * The creator's custom CSS made safe for a `<style>` element and kept off the protected texts,
 * once per build (empty when it cannot be).
 */
const storedCss = CustomCssSchema.safeParse(site.cssOverrides);
export const customCss = storedCss.success && storedCss.data ? kitchenCustomCss(storedCss.data) : '';

export function absoluteUrl(path: string): string {
  return new URL(path, `${deployment.origin}/`).href;
}
