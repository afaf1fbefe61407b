/**
 * What Larder writes into a Checkout Session's and its subscription's `metadata`, so that every
 * later event, and `larder stripe reconcile`, knows whose subscription to which kitchen it is
 * without trusting anything else in the event.
 */
export type LarderMetadata =
  | {
      kind: 'reader';
      siteId: string;
      plan: 'monthly' | 'yearly';
      /** The signed-in reader who paid; absent for a visitor (their account is made on payment). */
      userId: string | null;
      /** The address the reader subscribed with. */
      email: string | null;
    }
  | { kind: 'app'; siteId: string; plan: 'creator_monthly' | 'creator_yearly'; userId: string | null };

export function metadataOf(value: LarderMetadata): Record<string, string> {
  const entries = Object.entries(value).filter((entry): entry is [string, string] => entry[1] !== null);
  return Object.fromEntries(entries);
}

/** Larder's metadata on a Stripe object; null when the object was not made by Larder. */
export function parseMetadata(metadata: Record<string, string> | null | undefined): LarderMetadata | null {
  if (!metadata?.siteId) return null;
  const userId = metadata.userId || null;
  if (metadata.kind === 'app' && (metadata.plan === 'creator_monthly' || metadata.plan === 'creator_yearly'))
    return { kind: 'app', siteId: metadata.siteId, plan: metadata.plan, userId };
  if ((metadata.kind ?? 'reader') === 'reader' && (metadata.plan === 'monthly' || metadata.plan === 'yearly'))
    return {
      kind: 'reader',
      siteId: metadata.siteId,
      plan: metadata.plan,
      userId,
      email: metadata.email || null,
    };
  return null;
}
