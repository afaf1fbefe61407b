import { CustomCssSchema } from '@larder/shared/css/custom-css-schema';
import { kitchenCustomCss } from '@larder/shared/css/scope-custom-css';
import type { KitchenPageData } from '@larder/shared/schemas/kitchen-snapshot';
import snapshot, { buildDay, buildYear, loadRecipe, onKitchen, remember } from 'virtual:larder/snapshot';
import type { KitchenContext } from './kitchen-context';

/**
 * The kitchen being rendered: its data, read once per render; each recipe page reads its own
 * recipe. A kept renderer renders one kitchen after another, so these are live bindings, worked
 * out again for each kitchen (`onKitchen`), never constants.
 */
export { default as kitchen } from 'virtual:larder/snapshot';
/**
 * `loadRecipe` reads one recipe; `remember` works a value out once for every page that asks; the
 * build's year and day stand for "now" (pages built on one day are the same page whatever the hour).
 */
export { buildDay, buildYear, loadRecipe, remember };
/** For a value worked out of the kitchen once per render rather than per page. */
export { onKitchen };
export let site: KitchenPageData['site'];
export let deployment: KitchenPageData['deployment'];
/** What the reader islands are given about this kitchen. */
export let kitchenContext: KitchenContext;
/**
 * The creator's custom CSS made safe for a `<style>` element and kept off the protected texts,
 * once per render (empty when it cannot be).
 */
export let customCss: string;

onKitchen(() => {
  site = snapshot.site;
  deployment = snapshot.deployment;
  kitchenContext = {
    apiOrigin: snapshot.apiOrigin,
    siteSlug: snapshot.site.slug,
    platformOrigin: snapshot.platformOrigin,
    currency: snapshot.deployment.currency,
  };
  const storedCss = CustomCssSchema.safeParse(site.cssOverrides);
  customCss = storedCss.success && storedCss.data ? kitchenCustomCss(storedCss.data) : '';
});

export function absoluteUrl(path: string): string {
  return new URL(path, `${deployment.origin}/`).href;
}
