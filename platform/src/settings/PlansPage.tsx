import { ApiError } from '@larder/shared/api/api-client';
import {
  appSubscriptionBillingPortalSession,
  createAppSubscription,
  currentAppSubscription,
} from '@larder/shared/api/subscriptions.endpoints';
import { formatShortDate } from '@larder/shared/format/date';
import { formatMoney, type Currency } from '@larder/shared/format/money';
import type { ManagedSiteSettings } from '@larder/shared/schemas/site';
import { APP_PLAN_AMOUNT_CENTS, type AppSubscriptionRequest } from '@larder/shared/schemas/subscription';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useKitchen } from '../kitchen/KitchenLayout.tsx';
import { useSession } from '../session/use-session.tsx';
import { Field } from '../ui/Field.tsx';
import { Section, Switch } from './SettingsFields.tsx';
import { SettingsFormShell, useFieldError, type SettingsScreen } from './SettingsFormShell.tsx';
import { centsOf, plansBody, plansValues, yearlySavings, type PlansValues } from './plans-form.ts';

const PLANS_SCREEN: SettingsScreen<PlansValues> = {
  title: 'Plans',
  valuesOf: plansValues,
  bodyOf: plansBody,
  fieldOf: (path) =>
    path === 'monthlyAmountCents' ? 'monthly' : path === 'yearlyAmountCents' ? 'yearly' : path,
  previewPages: [],
};

/** `/kitchen/{siteSlug}/plans`: what readers pay for Full Access, and the creator's own Larder plan. */
export function PlansPage() {
  return (
    <SettingsFormShell screen={PLANS_SCREEN}>
      {(site) => (
        <>
          <ReaderPlansSection site={site} />
          <CreatorPlanSection />
        </>
      )}
    </SettingsFormShell>
  );
}

function ReaderPlansSection({ site }: { site: ManagedSiteSettings }) {
  const { register, control } = useFormContext<PlansValues>();
  const [monthly, yearly] = useWatch({ control, name: ['monthly', 'yearly'] });
  const savings = yearlySavings(centsOf(monthly), centsOf(yearly));
  const currency = site.currency;
  return (
    <Section
      id="plans-readers"
      title="Full Access for readers"
      hint={`Readers who subscribe read your subscribers-only recipes. Prices are in ${currency}; readers already subscribed keep the price they pay.`}
    >
      <Switch
        name="paymentsEnabled"
        label="Offer paid subscriptions"
        hint="Your subscribe page offers the plans below beside the free newsletter."
      />
      <div className="settings-pair">
        <Field label={`Monthly (${currency})`} hint="Such as 5.00." error={useFieldError('monthly')}>
          {(props) => (
            <input
              {...props}
              {...register('monthly')}
              className="input"
              inputMode="decimal"
              autoComplete="off"
            />
          )}
        </Field>
        <Field
          label={`Yearly (${currency})`}
          hint={
            savings !== null && savings > 0
              ? `Readers save ${formatMoney(savings, currency)} a year over monthly.`
              : 'Such as 48.00.'
          }
          error={useFieldError('yearly')}
        >
          {(props) => (
            <input
              {...props}
              {...register('yearly')}
              className="input"
              inputMode="decimal"
              autoComplete="off"
            />
          )}
        </Field>
      </div>
      {site.newslettersEnabled ? null : (
        <p className="notice">
          Readers subscribe on your subscribe page, which opens once newsletter sign-ups are on (Settings,
          Features).
        </p>
      )}
      {savings !== null && savings < 0 ? (
        <p className="notice" role="status">
          The yearly plan costs more than twelve months of the monthly one: readers will choose monthly.
        </p>
      ) : null}
    </Section>
  );
}

const APP_PLAN_NAMES = { creator_monthly: 'Creator, monthly', creator_yearly: 'Creator, yearly' } as const;
const USD: Currency = 'USD';

/** The kitchen's own plan on Larder: started through Stripe's checkout, managed in its billing portal. */
function CreatorPlanSection() {
  const kitchen = useKitchen();
  const session = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = useQuery({
    queryKey: ['kitchen', kitchen.slug, 'app-subscription'],
    queryFn: ({ signal }) =>
      session.api.request(currentAppSubscription, { params: { siteSlug: kitchen.slug }, signal }),
  });
  const go = async (call: () => Promise<{ url: string }>) => {
    setBusy(true);
    setProblem(null);
    try {
      window.location.assign((await call()).url);
    } catch (error) {
      setBusy(false);
      setProblem(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
    }
  };
  const start = (plan: AppSubscriptionRequest['plan']) =>
    go(() =>
      session.api.request(createAppSubscription, { params: { siteSlug: kitchen.slug }, body: { plan } }),
    );
  const plan = current.data?.appSubscription ?? null;
  return (
    <Section id="plans-creator" title="Your Larder plan">
      {current.isPending ? (
        <p className="hint">Loading your plan…</p>
      ) : current.isError ? (
        <p className="form-error">Your plan could not be loaded just now.</p>
      ) : plan ? (
        <>
          <p>
            <strong>{APP_PLAN_NAMES[plan.plan]}</strong> · {plan.status === 'active' ? 'Active' : plan.status}
            {plan.currentPeriodEnd
              ? plan.cancelAtPeriodEnd
                ? ` · ends ${formatShortDate(plan.currentPeriodEnd)}`
                : ` · renews ${formatShortDate(plan.currentPeriodEnd)}`
              : ''}
          </p>
          {plan.paidByYou ? (
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() =>
                void go(() =>
                  session.api.request(appSubscriptionBillingPortalSession, {
                    params: { siteSlug: kitchen.slug },
                    body: {},
                  }),
                )
              }
            >
              Manage billing
            </button>
          ) : (
            <p className="hint">Another manager of this kitchen pays for it; they manage its billing.</p>
          )}
        </>
      ) : (
        <>
          <p className="hint">
            Your kitchen is on the free plan. A creator plan supports Larder and keeps it independent.
          </p>
          <div className="image-field-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => void start('creator_monthly')}
            >
              Start monthly · {formatMoney(APP_PLAN_AMOUNT_CENTS.creator_monthly, USD)}/month
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => void start('creator_yearly')}
            >
              Start yearly · {formatMoney(APP_PLAN_AMOUNT_CENTS.creator_yearly, USD)}/year
            </button>
          </div>
        </>
      )}
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
    </Section>
  );
}
