import { formatShortDate } from '@larder/shared/format/date';
import { useSuspenseQuery } from '@tanstack/react-query';
import { KitchenLink } from '../bookmarks/KitchenLink.tsx';
import { useSession } from '../session/use-session.tsx';
import { PageTitle } from '../ui/PageTitle.tsx';
import { planName, priceText, statusText } from './plan-text.ts';
import { subscriptionsQuery } from './subscriptions-query.ts';

/** The reader's subscriptions, one per kitchen. Payment actions come with paid subscriptions. */
export function SubscriptionsPage() {
  const { data } = useSuspenseQuery(subscriptionsQuery(useSession()));
  return (
    <>
      <PageTitle title="Subscriptions">Subscriptions</PageTitle>
      <p className="page-intro">Your plan with each kitchen you subscribe to.</p>
      {data.subscriptions.length === 0 ? (
        <div className="empty-state">
          <h2>No subscriptions yet</h2>
          <p>
            Subscribe on a kitchen’s Subscribe page to get its newsletter or full access to its recipes. Your
            subscriptions to every kitchen are listed here.
          </p>
        </div>
      ) : (
        <ul className="subscription-list">
          {data.subscriptions.map((subscription) => (
            <li key={subscription.id} className="subscription">
              <div className="subscription-header">
                <h2>{subscription.siteTitle}</h2>
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
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
