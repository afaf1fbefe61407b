import { formatMoney } from '@larder/shared/format/money';
import type { PlanType } from '@larder/shared/schemas/user';
import { isValidEmail } from '@larder/shared/email-address';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { emailError, normalizeEmail } from '../lib/auth-form-rules';
import type { KitchenContext } from '../lib/kitchen-context';
import {
  freeSuccessUrl,
  requestSubscription,
  subscribeFailureForCode,
  subscriptionUrls,
  type SubscribeFailure,
} from '../lib/subscribe-request';
import {
  defaultPlan,
  offeredPlans,
  planFeatures,
  planName,
  planPriceText,
  yearlySavingsCents,
  type SubscriptionOffer,
} from '../lib/subscription-offer';
import { $currentUser, loadCurrentUser, type CurrentUserState } from '../stores/current-user';
import { useHydratedStore } from '../stores/use-hydrated-store';
import SubscribeFailureMessage from './SubscribeFailureMessage';

interface Props {
  kitchen: KitchenContext;
  /** The kitchen's origin, which every URL of the request must be on. */
  origin: string;
  siteTitle: string;
  offer: SubscriptionOffer;
  /** Where the form posts without JavaScript (the API redirects back to a page of the kitchen). */
  formAction: string;
}

const PENDING: CurrentUserState = { status: 'pending' };

/**
 * The subscribe page (spec §2, §4): the plan chooser when the kitchen has subscriptions, the
 * e-mail-only newsletter form when it has only newsletters, a plain confirmation when there is
 * nothing left to subscribe to. Paid subscribers are sent to the kitchen's root. Until the
 * island wakes (and without JavaScript) the form offers the free plan only, and posts to the API,
 * which answers with a redirect: a paid plan's redirect to Stripe's page would be blocked by the
 * kitchen's CSP `form-action`, so the paid plans appear once the island can follow the checkout
 * URL itself.
 */
export default function SubscribeForm({ kitchen, origin, siteTitle, offer, formAction }: Props) {
  const reader = useHydratedStore($currentUser, PENDING);
  const [enhanced, setEnhanced] = useState(false);
  const [email, setEmail] = useState('');
  const [plan, setPlan] = useState<PlanType>(defaultPlan(offer));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<SubscribeFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const ids = useId();

  const user = reader.status === 'signed-in' ? reader.user : null;
  const currentPlan = user?.currentSubscription?.planType ?? null;
  const plans: PlanType[] = enhanced ? offeredPlans(offer) : ['free'];
  const selectable = plans.filter((candidate) => candidate !== currentPlan);
  // A kitchen without newsletters has nothing here: the page says so and goes home. A paid
  // subscriber stays, and is told they already have everything.
  const leaving = !offer.newslettersEnabled;
  const fullAccess = Boolean(user?.isSubscribedToPaid);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const fromQuery = query.get('email')?.trim() ?? '';
    // What was typed before the island woke up wins over the address's e-mail.
    setEmail(emailInput.current?.value || (isValidEmail(fromQuery) ? fromQuery : ''));
    const code = query.get('subscribeError');
    if (code) setFailure(subscribeFailureForCode(code));
    setEnhanced(true);
    void loadCurrentUser(kitchen);
  }, [kitchen]);

  useEffect(() => {
    if (user) setEmail(user.email);
  }, [user]);

  useEffect(() => {
    if (currentPlan && plan === currentPlan && selectable[0]) setPlan(selectable[0]);
  }, [currentPlan, plan, selectable]);

  useEffect(() => {
    if (leaving && enhanced) window.location.replace('/');
  }, [leaving, enhanced]);

  if (enhanced && leaving) {
    return (
      <div className="subscribe-card" role="status">
        <h1>Subscribe to {siteTitle}</h1>
        <p>{siteTitle} has no newsletter. Redirecting...</p>
      </div>
    );
  }

  if (enhanced && fullAccess) {
    return (
      <div className="subscribe-card" role="status">
        <h1>You have Full Access</h1>
        <p>You have full access to {siteTitle}: every recipe and note is yours to read.</p>
        <a className="button" href="/recipes/">
          Back to recipes
        </a>
      </div>
    );
  }

  if (enhanced && user && selectable.length === 0) {
    return (
      <div className="subscribe-card" role="status">
        <h1>Subscribe to {siteTitle}</h1>
        <p>You’re subscribed to {siteTitle}. New recipes will arrive in your inbox.</p>
        <a className="button" href="/recipes/">
          Back to recipes
        </a>
      </div>
    );
  }

  const chooser = offer.subscriptionsEnabled && plans.length > 1;
  const chosen: PlanType = chooser ? plan : 'free';
  const paid = chosen !== 'free';
  const signedIn = user !== null;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailError(email);
    setFieldError(problem);
    setFailure(null);
    if (problem) emailInput.current?.focus();
    if (problem || busy || reader.status === 'pending') return;
    const address = normalizeEmail(email);
    setBusy(true);
    const outcome = await requestSubscription(kitchen, origin, { email: address, plan: chosen });
    if (outcome.kind === 'checkout') window.location.assign(outcome.url);
    else if (outcome.kind === 'subscribed') window.location.assign(freeSuccessUrl(origin, address, signedIn));
    else {
      setFailure(outcome);
      setBusy(false);
    }
  };

  const buttonText = busy
    ? paid
      ? 'Redirecting...'
      : 'Subscribing...'
    : chooser
      ? paid
        ? 'Continue to payment'
        : 'Subscribe'
      : signedIn
        ? 'Subscribe'
        : 'Create Account & Subscribe';
  const savings = yearlySavingsCents(offer);
  const urls = subscriptionUrls(origin);

  return (
    <div className="subscribe-card" aria-busy={enhanced && reader.status === 'pending' ? true : undefined}>
      <h1>Subscribe to {siteTitle}</h1>
      <form
        className="subscribe-form"
        method="post"
        action={formAction}
        noValidate={enhanced}
        onSubmit={(event) => void onSubmit(event)}
      >
        <input type="hidden" name="siteSlug" value={kitchen.siteSlug} />
        <input type="hidden" name="return" value={urls.return} />
        <input type="hidden" name="nextFree" value={urls.nextFree} />
        <input type="hidden" name="nextPaid" value={urls.nextPaid} />
        <input type="hidden" name="nextLogin" value={urls.nextLogin} />
        {chooser ? (
          <fieldset className="plan-chooser">
            <legend>Choose your subscription</legend>
            {plans.map((candidate) => {
              const current = candidate === currentPlan;
              return (
                <label key={candidate} className="plan-option" data-current={current ? '' : undefined}>
                  <input
                    type="radio"
                    name="plan"
                    value={candidate}
                    checked={plan === candidate}
                    disabled={current}
                    onChange={() => {
                      setPlan(candidate);
                      setFailure(null);
                    }}
                  />
                  <span className="plan-text">
                    <span className="plan-name">{planName(candidate)}</span>
                    <span className="plan-price">{planPriceText(candidate, offer, kitchen.currency)}</span>
                    {candidate === 'yearly' && savings !== null ? (
                      <span className="plan-savings">
                        Save {formatMoney(savings, kitchen.currency)} compared with twelve months
                      </span>
                    ) : null}
                    {current ? <span className="plan-current">Current plan</span> : null}
                    <span className="plan-features">
                      {planFeatures(candidate).map((feature) => (
                        <span key={feature.label} className="plan-feature" data-included={feature.included}>
                          <span aria-hidden="true">{feature.included ? '✓' : '✕'}</span> {feature.label}
                          <span className="visually-hidden">: {feature.included ? 'yes' : 'no'}</span>
                        </span>
                      ))}
                    </span>
                  </span>
                </label>
              );
            })}
          </fieldset>
        ) : (
          <input type="hidden" name="plan" value="free" />
        )}
        {paid ? (
          <div className="plan-summary">
            <p className="plan-summary-title">Full access account</p>
            <p className="plan-summary-price">{planPriceText(chosen, offer, kitchen.currency)}</p>
          </div>
        ) : null}
        <label htmlFor={`${ids}-email`}>Email</label>
        <input
          ref={emailInput}
          id={`${ids}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          readOnly={signedIn}
          value={email}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${ids}-email-error` : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setFieldError(null);
            setFailure(null);
          }}
        />
        {fieldError ? (
          <p id={`${ids}-email-error`} className="field-error">
            {fieldError}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={enhanced && (!email.trim() || busy)}>
          {buttonText}
        </button>
        {failure ? <SubscribeFailureMessage failure={failure} /> : null}
      </form>
    </div>
  );
}
