import { createSingleUseToken } from '@larder/shared/api/auth.endpoints';
import { MAGIC_LINK_PARAM } from '../session/magic-link.ts';
import type { Session } from '../session/session.ts';

/** A kitchen address that signs the reader in on arrival: the kitchen spends `mgk` and removes it. */
export function withSignInToken(url: string, token: string): string {
  const address = new URL(url);
  address.searchParams.set(MAGIC_LINK_PARAM, token);
  return address.toString();
}

/**
 * Where to send a signed-in reader who opens a kitchen page: the page with a fresh single-use
 * token bound to that kitchen, so they arrive signed in there too. If no token can be had, the
 * plain page (they may still be signed in there, and can sign in there if not).
 */
export async function signedInKitchenUrl(session: Session, url: string, siteSlug: string): Promise<string> {
  if (!session.tokens.read()) return url;
  try {
    const { singleUseToken } = await session.api.request(createSingleUseToken, { query: { siteSlug } });
    return withSignInToken(url, singleUseToken);
  } catch (error) {
    console.error('[account link] no single-use token; opening the page signed out', error);
    return url;
  }
}

/** A plain left click, which the page may take over; other clicks open tabs and windows as usual. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented
  );
}
