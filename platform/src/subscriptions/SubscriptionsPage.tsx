import { useSuspenseQuery } from '@tanstack/react-query';
import { useSession } from '../session/use-session.tsx';
import { PageTitle } from '../ui/PageTitle.tsx';
import { SubscriptionCard } from './SubscriptionCard.tsx';
import { subscriptionsQuery } from './subscriptions-query.ts';

/** The reader's subscriptions, one per kitchen, with cancel and billing for paid ones. */
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
            <SubscriptionCard key={subscription.id} subscription={subscription} />
          ))}
        </ul>
      )}
    </>
  );
}
