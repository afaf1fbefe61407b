import { kitchenSubscribers } from '@larder/shared/api/subscriptions.endpoints';
import { formatShortDate } from '@larder/shared/format/date';
import type { Subscriber } from '@larder/shared/schemas/subscription';
import type { PlanType } from '@larder/shared/schemas/user';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { useKitchen } from '../kitchen/KitchenLayout.tsx';
import { useSession } from '../session/use-session.tsx';
import { saveDownload } from '../ui/save-download.ts';
import { PageTitle } from '../ui/PageTitle.tsx';
import { subscribersQuery } from './subscribers-query.ts';
import './subscribers.css';

const PLAN_LABELS: Record<PlanType, string> = { free: 'Free', monthly: 'Monthly', yearly: 'Yearly' };
const STATUS_LABELS: Record<Subscriber['status'], string> = {
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
};
const NEWSLETTER_LABELS = { confirmed: 'Confirmed', pending: 'Waiting for confirmation' } as const;
const UNIT_LABELS = { metric: 'Metric', imperial: 'US' } as const;

/** `/kitchen/{siteSlug}/subscribers`: who subscribes, on which plan, since when; searched, filtered and exported. */
export function SubscribersPage() {
  const kitchen = useKitchen();
  const session = useSession();
  const search = useSearch({ from: '/signed-in/kitchen/$siteSlug/subscribers' });
  const navigate = useNavigate({ from: '/kitchen/$siteSlug/subscribers' });
  const [typed, setTyped] = useState(search.q ?? '');
  // The address (and so the query) follows the search box once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() !== (search.q ?? ''))
        void navigate({ search: (current) => ({ ...current, q: typed.trim() || undefined }), replace: true });
    }, 300);
    return () => {
      clearTimeout(timer);
    };
  }, [typed, search.q, navigate]);
  const list = useInfiniteQuery(subscribersQuery(session, kitchen.slug, search));
  const subscribers = list.data?.pages.flatMap((page) => page.subscribers) ?? [];
  const filtered = Boolean(search.q || search.plan);
  const searchId = useId();
  const countId = useId();
  return (
    <>
      <div className="page-heading-row">
        <PageTitle title={`Subscribers · ${kitchen.title}`}>Subscribers</PageTitle>
        <div className="heading-actions">
          <ExportButton siteSlug={kitchen.slug} q={search.q} plan={search.plan} filtered={filtered} />
        </div>
      </div>
      <form
        className="recipe-toolbar"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <div className="toolbar-field toolbar-search">
          <label htmlFor={searchId} className="visually-hidden">
            Search subscribers by e-mail
          </label>
          <input
            id={searchId}
            type="search"
            className="input"
            placeholder="Search by e-mail"
            value={typed}
            aria-describedby={countId}
            onChange={(event) => {
              setTyped(event.target.value);
            }}
          />
        </div>
        <label className="toolbar-field">
          <span className="toolbar-label">Plan</span>
          <select
            className="input"
            value={search.plan ?? 'all'}
            onChange={(event) => {
              const plan = event.target.value;
              void navigate({
                search: (current) => ({ ...current, plan: plan === 'all' ? undefined : (plan as PlanType) }),
                replace: true,
              });
            }}
          >
            <option value="all">All plans</option>
            {(Object.keys(PLAN_LABELS) as PlanType[]).map((plan) => (
              <option key={plan} value={plan}>
                {PLAN_LABELS[plan]}
              </option>
            ))}
          </select>
        </label>
      </form>
      <p id={countId} className="list-message" role="status">
        {list.isPending
          ? 'Loading subscribers…'
          : list.isError
            ? 'The subscribers did not load. Reload the page to try again.'
            : subscribers.length === 0
              ? ''
              : `Showing ${subscribers.length}${list.hasNextPage ? ' (newest first; more below)' : ''}`}
      </p>
      {!list.isPending && !list.isError && subscribers.length === 0 ? (
        filtered ? (
          <p className="empty-state">No subscribers match. Clear the search or show all plans.</p>
        ) : (
          <div className="empty-state">
            <h2>No subscribers yet</h2>
            <p>
              Readers who subscribe on your kitchen — free or paid — show here, with their plan and whether
              they get your newsletter.
            </p>
          </div>
        )
      ) : null}
      {subscribers.length ? (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Subscribers table">
          <table className="subscriber-table">
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Plan</th>
                <th scope="col">Status</th>
                <th scope="col">Newsletter</th>
                <th scope="col">Units</th>
                <th scope="col">Since</th>
              </tr>
            </thead>
            <tbody>
              {subscribers.map((subscriber, index) => (
                <tr key={`${subscriber.email}-${subscriber.since}-${index}`}>
                  <td className="subscriber-email">{subscriber.email}</td>
                  <td>{PLAN_LABELS[subscriber.planType]}</td>
                  <td>
                    <span className={`status-badge subscriber-status-${subscriber.status}`}>
                      {STATUS_LABELS[subscriber.status]}
                    </span>
                  </td>
                  <td>{subscriber.newsletter ? NEWSLETTER_LABELS[subscriber.newsletter] : '—'}</td>
                  <td>{subscriber.units ? UNIT_LABELS[subscriber.units] : '—'}</td>
                  <td>
                    <time dateTime={subscriber.since}>{formatShortDate(subscriber.since)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {list.hasNextPage ? (
        <p className="load-more">
          <button
            type="button"
            className="button button-secondary"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? 'Loading…' : 'Show more subscribers'}
          </button>
        </p>
      ) : null}
    </>
  );
}

/** "Export CSV": every subscriber the search and filter keep, as the API streams them. */
function ExportButton({
  siteSlug,
  q,
  plan,
  filtered,
}: {
  siteSlug: string;
  q: string | undefined;
  plan: PlanType | undefined;
  filtered: boolean;
}) {
  const session = useSession();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      const { blob, fileName } = await session.api.download(kitchenSubscribers, {
        params: { siteSlug },
        query: { format: 'csv', ...(q ? { q } : {}), ...(plan ? { plan } : {}) },
      });
      saveDownload(blob, fileName ?? `${siteSlug}-subscribers.csv`);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        disabled={state === 'busy'}
        onClick={() => void download()}
      >
        {state === 'busy' ? 'Exporting…' : filtered ? 'Export these as CSV' : 'Export CSV'}
      </button>
      {state === 'failed' ? (
        <span className="form-error" role="alert">
          The export did not download. Try again.
        </span>
      ) : null}
    </>
  );
}
