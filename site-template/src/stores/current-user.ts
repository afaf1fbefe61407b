import { ApiError } from '@larder/shared/api/api-client';
import {
  signOut as signOutCall,
  siteAccountLinkOwner,
  siteConfirmSignIn,
} from '@larder/shared/api/auth.endpoints';
import { siteCurrentUser } from '@larder/shared/api/reader.endpoints';
import type { AccountLinkOwner, SiteSession } from '@larder/shared/schemas/auth';
import type { CurrentUser, SiteUserData } from '@larder/shared/schemas/user';
import { atom } from 'nanostores';
import { clearAuthToken, readAuthToken, saveAuthToken } from '../lib/auth-token';
import { kitchenApi } from '../lib/kitchen-api';
import type { KitchenContext } from '../lib/kitchen-context';
import { takeMagicLinkToken } from '../lib/magic-link';

/**
 * The reader as this kitchen sees them (spec §4): pending while loading, then a user or none.
 * `linkFailed` says the page was opened with a magic link that could not be spent (expired,
 * used, or for another kitchen), which the sign-in page shows as an expired link.
 */
export type CurrentUserState =
  | { status: 'pending' }
  | { status: 'signed-in'; user: CurrentUser; siteUserData: SiteUserData }
  | { status: 'none'; linkFailed: boolean };

export const $currentUser = atom<CurrentUserState>({ status: 'pending' });

/**
 * An account link (`mgk`) a signed-out visitor arrived with, and whose account it opens. It is
 * spent only once they confirm (`acceptAccountLink`): a link anyone can make with their own
 * account must not sign a visitor into it unawares, so that what they save, write or buy next
 * lands on someone else's account.
 */
export interface AccountLinkOffer {
  token: string;
  account: AccountLinkOwner['account'];
}
export const $accountLinkOffer = atom<AccountLinkOffer | null>(null);

let loading: Promise<CurrentUserState> | null = null;

const signedOut = (linkFailed = false): CurrentUserState => ({ status: 'none', linkFailed });

/** 401 and 404 mean the API does not know the token (spec §4); anything else is a passing failure. */
const isSignedOutAnswer = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 404);

/** Starts the session a confirmed link or code returned: keeps its token and shows the reader. */
export function startSession(session: Pick<SiteSession, 'authToken' | 'currentUser' | 'siteUserData'>) {
  saveAuthToken(session.authToken);
  const state: CurrentUserState = {
    status: 'signed-in',
    user: session.currentUser,
    siteUserData: session.siteUserData,
  };
  loading = Promise.resolve(state);
  $currentUser.set(state);
  return state;
}

async function exchangeMagicLink(kitchen: KitchenContext, token: string): Promise<CurrentUserState> {
  try {
    const session = await kitchenApi(kitchen.apiOrigin).request(siteConfirmSignIn, {
      params: { siteSlug: kitchen.siteSlug, token },
      token: null,
    });
    return startSession(session);
  } catch (error) {
    console.warn('Could not confirm the sign-in link', error);
    clearAuthToken();
    return signedOut(true);
  }
}

/**
 * Whether the visitor came here from a page of the platform origin: its account links (a saved
 * recipe, a subscription) are made there for the reader signed in there, and no one else can put
 * a link on its pages, so such a link needs no confirming. Every other way in (a message, another
 * site, a kitchen) does.
 */
function cameFromPlatform(kitchen: KitchenContext): boolean {
  const referrer = globalThis.document?.referrer;
  return !!referrer && URL.parse(referrer)?.origin === URL.parse(kitchen.platformOrigin)?.origin;
}

/** Asks whose account the link opens and offers it to the visitor; the page stays signed out meanwhile. */
async function offerAccountLink(kitchen: KitchenContext, token: string): Promise<CurrentUserState> {
  if (cameFromPlatform(kitchen)) return exchangeMagicLink(kitchen, token);
  try {
    const { account } = await kitchenApi(kitchen.apiOrigin).request(siteAccountLinkOwner, {
      params: { siteSlug: kitchen.siteSlug, token },
      token: null,
    });
    $accountLinkOffer.set({ token, account });
    return signedOut();
  } catch (error) {
    console.warn('The account link cannot be used', error);
    return signedOut(true);
  }
}

/** The visitor confirmed the account link: spends it for a session. True when they are signed in. */
export async function acceptAccountLink(kitchen: KitchenContext): Promise<boolean> {
  const offer = $accountLinkOffer.get();
  if (!offer) return false;
  const state = await exchangeMagicLink(kitchen, offer.token);
  $accountLinkOffer.set(null);
  if (state.status !== 'signed-in') $currentUser.set(state);
  return state.status === 'signed-in';
}

/** The visitor said the account link is not theirs: it is forgotten, unspent, and they stay signed out. */
export function declineAccountLink(): void {
  $accountLinkOffer.set(null);
}

async function fetchCurrentUser(kitchen: KitchenContext): Promise<CurrentUserState> {
  try {
    const { currentUser, siteUserData } = await kitchenApi(kitchen.apiOrigin).request(siteCurrentUser, {
      params: { siteSlug: kitchen.siteSlug },
    });
    return { status: 'signed-in', user: currentUser, siteUserData };
  } catch (error) {
    if (isSignedOutAnswer(error)) clearAuthToken();
    else console.warn('Could not load the current user', error);
    return signedOut();
  }
}

/**
 * Finds out who is reading, once per page, for every island of the page. The stored token is
 * checked first; an `mgk` in the address is taken off it and, unless that token is good,
 * offered to the visitor to confirm (see `$accountLinkOffer`). Offline
 * or a server error leaves the token alone and counts as signed out for this page. Without a link
 * or a token the reader is signed out at once, before this returns, so nothing flickers.
 */
export function loadCurrentUser(kitchen: KitchenContext): Promise<CurrentUserState> {
  if (loading) return loading;
  const magicLink = takeMagicLinkToken(window.location, window.history);
  if (!magicLink && !readAuthToken()) {
    $currentUser.set(signedOut());
    loading = Promise.resolve(signedOut());
    return loading;
  }
  loading = (async () => {
    // A reader already signed in here keeps their session: an `mgk` is offered only to a
    // signed-out visitor, who confirms whose account it opens before it is spent.
    const stored = readAuthToken() ? await fetchCurrentUser(kitchen) : signedOut();
    const state =
      magicLink && stored.status !== 'signed-in' ? await offerAccountLink(kitchen, magicLink) : stored;
    // A sign-in on this page meanwhile (a code, the callback) wins over the slower answer.
    if ($currentUser.get().status === 'pending') $currentUser.set(state);
    return $currentUser.get();
  })();
  return loading;
}

/** The reader gave a name (with their first comment): the page shows it from now on. */
export function renameReader(displayName: string | null): void {
  const state = $currentUser.get();
  if (state.status === 'signed-in') $currentUser.set({ ...state, user: { ...state.user, displayName } });
}

/** Replaces the reader's data on this kitchen (saved recipes) with what the API answered. */
export function replaceSiteUserData(siteUserData: SiteUserData): void {
  const state = $currentUser.get();
  if (state.status === 'signed-in') $currentUser.set({ ...state, siteUserData });
}

/**
 * Ends the session on the API, then forgets it here. The token is forgotten even when the API
 * cannot be reached: the reader asked to be signed out of this device.
 */
export async function signOut(kitchen: KitchenContext): Promise<void> {
  try {
    await kitchenApi(kitchen.apiOrigin).request(signOutCall, {});
  } catch (error) {
    if (!isSignedOutAnswer(error)) console.warn('Could not end the session on the server', error);
  }
  clearAuthToken();
  loading = Promise.resolve(signedOut());
  $currentUser.set(signedOut());
}
