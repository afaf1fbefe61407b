import { createSingleUseToken } from '@larder/shared/api/auth.endpoints';
import { kitchenApi } from './kitchen-api';
import type { KitchenContext } from './kitchen-context';
import { MAGIC_LINK_PARAM } from './magic-link';

/** The platform's account pages the kitchen links to (spec §2 "Platform and account routes"). */
export type AccountPage = '/bookmarks' | '/profile' | '/subscriptions' | '/create';

/** An account page on the platform origin, carrying a single-use sign-in token when there is one. */
export function accountAreaUrl(platformOrigin: string, page: AccountPage, token?: string): string {
  const url = new URL(page, `${platformOrigin}/`);
  if (token) url.searchParams.set(MAGIC_LINK_PARAM, token);
  return url.href;
}

/**
 * Opens an account page in a new tab, signed in as the reader of this kitchen: the tab opens at
 * once, inside the click (so popup blockers let it through), and is sent on when the API has
 * given a fresh single-use token; without one it opens the page as is, which asks the reader to
 * sign in. Returns false when no tab could be opened, so the caller can let the plain link work.
 */
export function openAccountArea(kitchen: KitchenContext, page: AccountPage): boolean {
  const tab = window.open('', '_blank');
  if (!tab) return false;
  // The account area must not be able to navigate this page.
  tab.opener = null;
  kitchenApi(kitchen.apiOrigin)
    .request(createSingleUseToken, { query: {} })
    .then(
      ({ singleUseToken }) => accountAreaUrl(kitchen.platformOrigin, page, singleUseToken),
      (error: unknown) => {
        console.warn('Could not sign the account link in', error);
        return accountAreaUrl(kitchen.platformOrigin, page);
      },
    )
    .then((url) => {
      tab.location.href = url;
    })
    .catch((error: unknown) => {
      console.warn('Could not open the account area', error);
    });
  return true;
}
