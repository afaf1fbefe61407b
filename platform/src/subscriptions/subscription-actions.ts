import { ApiError } from '@larder/shared/api/api-client';
import { billingPortalSession, cancelSubscription } from '@larder/shared/api/subscriptions.endpoints';
import type { ReaderSubscription, ReaderSubscriptionsResponse } from '@larder/shared/schemas/subscription';
import type { Session } from '../session/session.ts';
import { SUBSCRIPTIONS_KEY } from './subscriptions-query.ts';

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** What the reader is told when an action fails: the API's own text, or the spec's fallback. */
export function actionErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.body ? error.body.error.message : SOMETHING_WENT_WRONG;
}

/**
 * Cancels a paid subscription at the end of its period (`POST /manage/cancellations`) and puts
 * the answer in the list, so the card says when it ends without a reload.
 */
export async function cancelAtPeriodEnd(
  session: Session,
  subscriptionId: string,
): Promise<ReaderSubscription> {
  const { subscription } = await session.api.request(cancelSubscription, { body: { subscriptionId } });
  session.queryClient.setQueryData<ReaderSubscriptionsResponse>([SUBSCRIPTIONS_KEY], (current) =>
    current
      ? {
          subscriptions: current.subscriptions.map((entry) =>
            entry.id === subscription.id ? subscription : entry,
          ),
        }
      : current,
  );
  return subscription;
}

/** The Stripe billing portal for one subscription, returning to this page. */
export async function billingPortalUrl(
  session: Session,
  subscriptionId: string,
  returnUrl: string,
): Promise<string> {
  const { url } = await session.api.request(billingPortalSession, { body: { subscriptionId, returnUrl } });
  return url;
}
