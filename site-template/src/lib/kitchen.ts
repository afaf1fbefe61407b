import { CustomCssSchema } from '@larder/shared/css/custom-css-schema';
import { kitchenCustomCss } from '@larder/shared/css/scope-custom-css';
import snapshot, { loadRecipe } from 'virtual:larder/snapshot';
import type { KitchenContext } from './kitchen-context';

/** The kitchen being built: its data, read once per build; each recipe page reads its own recipe. */
export const kitchen = snapshot;
export { loadRecipe };
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
