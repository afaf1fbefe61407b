import type { AccountLinkOwner } from '@larder/shared/schemas/auth';

/**
 * An account link (`mgk`) waiting for the signed-out visitor to say it opens their own account
 * (see `acceptMagicLink`): its owner as the API describes them, and the visitor's answer.
 */
export interface AccountLinkOffer {
  account: AccountLinkOwner['account'];
  decide: (accepted: boolean) => void;
}

let offer: AccountLinkOffer | null = null;
const listeners = new Set<() => void>();

/** The offer on screen, if any (for `useSyncExternalStore`). */
export function currentAccountLinkOffer(): AccountLinkOffer | null {
  return offer;
}

export function subscribeToAccountLinkOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the offer and resolves with the visitor's answer; the offer is gone once they give it. */
export function askAboutAccountLink(account: AccountLinkOffer['account']): Promise<boolean> {
  return new Promise((resolve) => {
    offer = {
      account,
      decide: (accepted) => {
        offer = null;
        for (const listener of listeners) listener();
        resolve(accepted);
      },
    };
    for (const listener of listeners) listener();
  });
}
