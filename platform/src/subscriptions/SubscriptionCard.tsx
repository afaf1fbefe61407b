import { formatShortDate } from '@larder/shared/format/date';
import type { ReaderSubscription } from '@larder/shared/schemas/subscription';
import { useId, useRef, useState } from 'react';
import { KitchenLink } from '../bookmarks/KitchenLink.tsx';
import { useSession } from '../session/use-session.tsx';
import { canCancel, periodText, planName, priceText, statusText } from './plan-text.ts';
import { actionErrorMessage, billingPortalUrl, cancelAtPeriodEnd } from './subscription-actions.ts';

type Busy = 'cancel' | 'billing' | null;

/**
 * One kitchen's subscription: plan, price, start, status and when it renews or ends. A paid plan
 * that Stripe bills can be canceled (after a confirmation; it runs to the end of the period) and
 * managed in Stripe's billing portal.
 */
export function SubscriptionCard({ subscription }: { subscription: ReaderSubscription }) {
  const session = useSession();
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = useId();
  const period = periodText(subscription);
  const cancellable = canCancel(subscription);

  const confirmCancel = async () => {
    setBusy('cancel');
    setError(null);
    try {
      await cancelAtPeriodEnd(session, subscription.id);
      dialog.current?.close();
    } catch (failure) {
      setError(actionErrorMessage(failure));
      dialog.current?.close();
    } finally {
      setBusy(null);
    }
  };

  const manageBilling = async () => {
    setBusy('billing');
    setError(null);
    try {
      window.location.assign(
        await billingPortalUrl(session, subscription.id, `${window.location.origin}/subscriptions`),
      );
    } catch (failure) {
      setError(actionErrorMessage(failure));
      setBusy(null);
    }
  };

  return (
    <li className="subscription" aria-labelledby={`${ids}-title`}>
      <div className="subscription-header">
        <h2 id={`${ids}-title`}>{subscription.siteTitle}</h2>
        <KitchenLink
          href={`${subscription.siteOrigin}/`}
          siteSlug={subscription.siteSlug}
          className="kitchen-visit"
        >
          Visit kitchen<span className="visually-hidden"> {subscription.siteTitle}</span>
        </KitchenLink>
      </div>
      <dl className="facts">
        <div>
          <dt>Plan</dt>
          <dd>{planName(subscription.planType)}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{priceText(subscription)}</dd>
        </div>
        <div>
          <dt>Since</dt>
          <dd>{formatShortDate(subscription.since)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{statusText(subscription.status)}</dd>
        </div>
      </dl>
      {period ? <p className="subscription-period">{period}</p> : null}
      {subscription.billable ? (
        <div className="subscription-actions">
          <button
            type="button"
            className="button button-secondary"
            disabled={busy !== null}
            onClick={() => void manageBilling()}
          >
            {busy === 'billing' ? 'Redirecting...' : 'Manage billing'}
          </button>
          {cancellable ? (
            <button
              type="button"
              className="button button-quiet"
              disabled={busy !== null}
              onClick={() => {
                setError(null);
                dialog.current?.showModal();
              }}
            >
              Cancel<span className="visually-hidden"> {subscription.siteTitle} subscription</span>
            </button>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {cancellable ? (
        <dialog ref={dialog} className="confirm-dialog" aria-labelledby={`${ids}-confirm`}>
          <h2 id={`${ids}-confirm`}>Cancel your subscription to {subscription.siteTitle}?</h2>
          <p>
            {subscription.currentPeriodEnd
              ? `You keep full access until ${formatShortDate(subscription.currentPeriodEnd)}, and you will not be charged again.`
              : 'You will not be charged again.'}
          </p>
          <div className="form-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={busy !== null}
              onClick={() => void confirmCancel()}
            >
              {busy === 'cancel' ? 'Canceling...' : 'Cancel subscription'}
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy !== null}
              onClick={() => dialog.current?.close()}
            >
              Keep subscription
            </button>
          </div>
        </dialog>
      ) : null}
    </li>
  );
}
