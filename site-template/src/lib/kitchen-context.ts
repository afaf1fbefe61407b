import type { Currency } from '@larder/shared/format/money';

/**
 * What every reader island needs to know about the kitchen it runs on, passed to it as a prop
 * (islands cannot read the build's snapshot without shipping it): where the API is, which
 * kitchen this is, where the platform's account area lives, and its currency.
 */
export interface KitchenContext {
  apiOrigin: string;
  siteSlug: string;
  platformOrigin: string;
  /** What the kitchen's plans are priced in. */
  currency: Currency;
}
