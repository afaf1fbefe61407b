import { recurringPriceText } from '@larder/shared/format/money';
import { ApiError } from '@larder/shared/api/api-client';
import { formatShortDate } from '@larder/shared/format/date';
import { checkoutSession } from '@larder/shared/api/subscriptions.endpoints';
import type { CheckoutSession } from '@larder/shared/schemas/subscription';
import { useEffect, useState } from 'react';
import { checkoutSessionIdFromPath } from '../lib/checkout-session-id';
import { kitchenApi } from '../lib/kitchen-api';
import type { KitchenContext } from '../lib/kitchen-context';
import { SOMETHING_WENT_WRONG } from '../lib/request-error';
import { planName } from '../lib/subscription-offer';
import { $currentUser, loadCurrentUser, type CurrentUserState } from '../stores/current-user';
import { useHydratedStore } from '../stores/use-hydrated-store';

interface Props {
  kitchen: KitchenContext;
  /** `free`: /subscribe/success/ (`?email=`); `checkout`: /subscribe/success/{CHECKOUT_SESSION_ID}. */
  mode: 'free' | 'checkout';
  /** How often and how far apart the checkout session is asked again while its subscription is unknown. */
  polls?: { attempts: number; intervalMs: number };
}

const PENDING: CurrentUserState = { status: 'pending' };
const DEFAULT_POLLS = { attempts: 5, intervalMs: 2000 };

const loginLinkMessage = (email: string) => `Check your ${email} inbox for a link to log in to your account`;

type SessionState =
  | { status: 'loading' }
  | { status: 'loaded'; session: CheckoutSession }
  | { status: 'failed'; message: string };

/**
 * The success pages (spec §2). After a free subscription: a signed-in reader is thanked and sent
 * back to the recipes; a visitor, whose account was just made, is told to find the sign-in link in
 * their inbox. Nothing shows until the page knows which. After a payment: the checkout session's
 * subscription, asked again a few times while the payment's webhook is still on its way.
 */
export default function SubscribeSuccess({ kitchen, mode, polls = DEFAULT_POLLS }: Props) {
  const reader = useHydratedStore($currentUser, PENDING);
  const [email, setEmail] = useState<string | null>(null);
  const [session, setSession] = useState<SessionState>({ status: 'loading' });

  useEffect(() => {
    setEmail(new URLSearchParams(window.location.search).get('email'));
    void loadCurrentUser(kitchen);
  }, [kitchen]);

  useEffect(() => {
    if (mode !== 'checkout') return;
    const id = checkoutSessionIdFromPath(window.location.pathname);
    if (!id) {
      setSession({ status: 'failed', message: 'This page needs the payment’s session in its address.' });
      return;
    }
    const controller = new AbortController();
    const ask = async () => {
      for (let attempt = 1; ; attempt += 1) {
        const answer = await kitchenApi(kitchen.apiOrigin).request(checkoutSession, {
          params: { siteSlug: kitchen.siteSlug, checkoutSessionId: id },
          signal: controller.signal,
        });
        if (controller.signal.aborted) return;
        setSession({ status: 'loaded', session: answer });
        if (answer.subscription || attempt >= polls.attempts) return;
        await new Promise((resolve) => setTimeout(resolve, polls.intervalMs));
        if (controller.signal.aborted) return;
      }
    };
    ask().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      console.error('Could not load the checkout session', error);
      setSession({
        status: 'failed',
        message: error instanceof ApiError && error.body ? error.body.error.message : SOMETHING_WENT_WRONG,
      });
    });
    return () => {
      controller.abort();
    };
  }, [kitchen, mode, polls.attempts, polls.intervalMs]);

  if (reader.status === 'pending') return <div className="subscribe-card" aria-busy="true" />;
  const signedIn = reader.status === 'signed-in';
  const backToRecipes = (
    <a className="button" href="/recipes/">
      Back to recipes
    </a>
  );

  if (mode === 'free') {
    return (
      <div className="subscribe-card" role="status">
        {signedIn ? (
          <>
            <h1>Subscription successful</h1>
            {backToRecipes}
          </>
        ) : (
          <>
            <h1>Account creation and subscription successful</h1>
            <p>{loginLinkMessage(email ?? 'email')}</p>
          </>
        )}
      </div>
    );
  }

  if (session.status === 'loading') return <div className="subscribe-card" aria-busy="true" />;
  if (session.status === 'failed') {
    return (
      <div className="subscribe-card">
        <h1>Subscription</h1>
        <p className="form-error" role="alert">
          {session.message}
        </p>
      </div>
    );
  }
  const { subscription } = session.session;
  return (
    <div className="subscribe-card" role="status">
      <h1>Subscription successful</h1>
      {subscription ? (
        <dl className="subscription-details">
          <div>
            <dt>Plan</dt>
            <dd>{planName(subscription.planType)}</dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd>
              {recurringPriceText(subscription.priceAmountCents, subscription.cadence, kitchen.currency)}
            </dd>
          </div>
          {subscription.currentPeriodEnd ? (
            <div>
              <dt>{subscription.cancelAtPeriodEnd ? 'Ends on' : 'Renews on'}</dt>
              <dd>{formatShortDate(subscription.currentPeriodEnd)}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p>Your payment is being confirmed. Your subscription will show in your account in a moment.</p>
      )}
      {signedIn ? backToRecipes : <p>{loginLinkMessage(session.session.email)}</p>}
    </div>
  );
}
