import { formatShortDate } from '@larder/shared/format/date';
import { SUBSCRIBER_GROWTH_WEEKS } from '@larder/shared/schemas/overview';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  Rectangle,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
} from 'recharts';
import { formatDateTime } from '../kitchen/BuildStatus.tsx';
import { useKitchen } from '../kitchen/KitchenLayout.tsx';
import { useSession } from '../session/use-session.tsx';
import { PageTitle } from '../ui/PageTitle.tsx';
import {
  describeChange,
  describeChanges,
  formatDay,
  formatDuration,
  groupPublishes,
  type Publish,
} from './overview-format.ts';
import { overviewQueries } from './overview-query.ts';
import './overview.css';

/** Colours of the series: each also differs by dash or by label, never by colour alone. */
const COLORS = {
  free: '#57534e',
  monthly: '#9a3412',
  yearly: '#1d4ed8',
  newsletter: '#166534',
  bookmarks: '#9a3412',
  comments: '#1d4ed8',
  failed: '#b91c1c',
  done: '#166534',
  other: '#a8a29e',
} as const;

const AXIS = { fontSize: 12, fill: '#57534e' } as const;

/** `/kitchen/{siteSlug}/overview`: how the kitchen is doing, a card per question, each loaded on its own. */
export function OverviewPage() {
  const kitchen = useKitchen();
  return (
    <>
      <PageTitle title={`Overview · ${kitchen.title}`}>Overview</PageTitle>
      <div className="overview-grid">
        <RecipesCard />
        <EngagementCard />
        <SubscribersCard />
        <NewslettersCard />
        <BuildsCard />
      </div>
    </>
  );
}

/** "1 bookmark", "2 bookmarks". */
function count(value: number, noun: string): string {
  return `${value} ${noun}${value === 1 ? '' : 's'}`;
}

/** Bars each in its own colour (the colours of `fills`, by position in the data). */
function filledBars(fills: readonly string[]) {
  return function FilledBar(props: BarShapeProps) {
    return <Rectangle {...props} fill={fills[props.index]} />;
  };
}

/** A link to a recipe's editor in this kitchen (`new`: an empty one). */
function RecipeLink({ recipeId, children }: { recipeId: string; children: ReactNode }) {
  const kitchen = useKitchen();
  return (
    <Link to="/kitchen/$siteSlug/recipes/$recipeId" params={{ siteSlug: kitchen.slug, recipeId }}>
      {children}
    </Link>
  );
}

/** A card: its heading, then what its query answered, a line while it loads, or the way to try again. */
function Card<Data>({
  title,
  query,
  wide = false,
  actions,
  children,
}: {
  title: string;
  query: UseQueryResult<Data>;
  wide?: boolean;
  actions?: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      className={wide ? 'overview-card overview-card-wide' : 'overview-card'}
      aria-labelledby={headingId}
      aria-busy={query.isPending}
    >
      <div className="overview-card-head">
        <h2 id={headingId}>{title}</h2>
        {actions}
      </div>
      {query.isPending ? (
        <p className="overview-loading">Loading…</p>
      ) : query.isError ? (
        <div className="overview-error" role="alert">
          <p>This card could not be loaded.</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              void query.refetch();
            }}
          >
            Try again
          </button>
        </div>
      ) : (
        children(query.data)
      )}
    </section>
  );
}

/**
 * A chart for sighted readers, described in words for everyone else: the SVG is one image with
 * the summary as its name, and the numbers are in the table the card shows beside it.
 */
function Chart({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <div className="overview-chart" role="img" aria-label={summary}>
      {children}
    </div>
  );
}

/** The numbers behind a chart, folded away until asked for. */
function Numbers({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details className="overview-numbers">
      <summary>Show the numbers</summary>
      <TableScroll label={label}>{children}</TableScroll>
    </details>
  );
}

/** A table that scrolls on its own when wider or taller than the card, reachable by keyboard. */
function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

function RecipesCard() {
  const kitchen = useKitchen();
  const query = useQuery(overviewQueries.recipes(useSession(), kitchen.slug));
  return (
    <Card title="Recipes" query={query}>
      {(counts) => {
        const rows = [
          { key: 'draft', label: 'Drafts', value: counts.draft, color: COLORS.other },
          { key: 'scheduled', label: 'Scheduled', value: counts.scheduled, color: COLORS.yearly },
          { key: 'published', label: 'Published', value: counts.published, color: COLORS.done },
          {
            key: 'subscribers_only',
            label: 'Subscribers only',
            value: counts.subscribersOnly,
            color: COLORS.monthly,
          },
        ] as const;
        if (counts.total === 0)
          return (
            <p className="overview-empty">
              No recipes yet. <RecipeLink recipeId="new">Write your first recipe</RecipeLink>
            </p>
          );
        return (
          <>
            <ul className="overview-figures">
              {rows.map((row) => (
                <li key={row.key}>
                  <Link
                    to="/kitchen/$siteSlug/recipes"
                    params={{ siteSlug: kitchen.slug }}
                    search={{ status: row.key }}
                  >
                    <span className="overview-figure">{row.value}</span>
                    <span className="overview-figure-label">
                      {row.key === 'draft' && row.value === 1 ? 'Draft' : row.label}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Chart
              summary={`${counts.total === 1 ? '1 recipe' : `${counts.total} recipes`}: ${rows.map((row) => `${row.label.toLowerCase()} ${row.value}`).join(', ')}.`}
            >
              <BarChart
                responsive
                style={{ width: '100%', height: 160 }}
                data={[...rows]}
                layout="vertical"
                accessibilityLayer={false}
                margin={{ top: 4, right: 16, bottom: 4, left: 8 }}
              >
                <CartesianGrid horizontal={false} stroke="#e7e5e4" />
                <XAxis type="number" allowDecimals={false} tick={AXIS} />
                <YAxis type="category" dataKey="label" width={112} tick={AXIS} />
                <Bar
                  dataKey="value"
                  name="Recipes"
                  isAnimationActive={false}
                  shape={filledBars(rows.map((row) => row.color))}
                />
              </BarChart>
            </Chart>
            {counts.unsavedEdits > 0 ? (
              <p className="overview-note">
                {counts.unsavedEdits === 1
                  ? '1 recipe has edits that are not saved yet.'
                  : `${counts.unsavedEdits} recipes have edits that are not saved yet.`}
              </p>
            ) : null}
          </>
        );
      }}
    </Card>
  );
}

const RANGES = [
  { weeks: 13, label: 'Last 3 months' },
  { weeks: SUBSCRIBER_GROWTH_WEEKS.default, label: 'Last 6 months' },
  { weeks: 52, label: 'Last year' },
  { weeks: SUBSCRIBER_GROWTH_WEEKS.max, label: 'Last 2 years' },
] as const;

const SERIES = [
  { key: 'free', label: 'Free', dash: undefined },
  { key: 'monthly', label: 'Monthly', dash: undefined },
  { key: 'yearly', label: 'Yearly', dash: '6 3' },
  { key: 'newsletter', label: 'Newsletter', dash: '2 3' },
] as const;

function SubscribersCard() {
  const kitchen = useKitchen();
  const [weeks, setWeeks] = useState<number>(SUBSCRIBER_GROWTH_WEEKS.default);
  const query = useQuery({
    ...overviewQueries.subscribers(useSession(), kitchen.slug, weeks),
    placeholderData: (previous) => previous,
  });
  const rangeId = useId();
  return (
    <Card
      title="Subscribers"
      query={query}
      wide
      actions={
        <label className="overview-range" htmlFor={rangeId}>
          <span className="visually-hidden">Period</span>
          <select
            id={rangeId}
            className="input"
            value={weeks}
            onChange={(event) => {
              setWeeks(Number(event.target.value));
            }}
          >
            {RANGES.map((range) => (
              <option key={range.weeks} value={range.weeks}>
                {range.label}
              </option>
            ))}
          </select>
        </label>
      }
    >
      {({ points }) => {
        const first = points[0]!;
        const last = points.at(-1)!;
        const everyone = SERIES.every((series) => points.every((point) => point[series.key] === 0));
        return (
          <>
            <ul className="overview-figures">
              {SERIES.map((series) => (
                <li key={series.key}>
                  <Link
                    to="/kitchen/$siteSlug/subscribers"
                    params={{ siteSlug: kitchen.slug }}
                    search={series.key === 'newsletter' ? {} : { plan: series.key }}
                  >
                    <span className="overview-figure">{last[series.key]}</span>
                    <span className="overview-figure-label">
                      <span
                        className="overview-swatch"
                        style={{ background: COLORS[series.key] }}
                        aria-hidden="true"
                      />
                      {series.label}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {everyone ? (
              <p className="overview-empty">
                No subscribers yet. Readers subscribe from your kitchen;{' '}
                <Link to="/kitchen/$siteSlug/plans" params={{ siteSlug: kitchen.slug }}>
                  set up paid plans
                </Link>{' '}
                to offer more.
              </p>
            ) : (
              <>
                <Chart
                  summary={`Subscribers from ${formatShortDate(first.date)} to ${formatShortDate(last.date)}: ${SERIES.map(
                    (series) =>
                      `${series.label.toLowerCase()} ${describeChange(first[series.key], last[series.key])}`,
                  ).join('; ')}.`}
                >
                  <LineChart
                    responsive
                    style={{ width: '100%', height: 240 }}
                    data={points}
                    accessibilityLayer={false}
                    margin={{ top: 8, right: 16, bottom: 4, left: 0 }}
                  >
                    <CartesianGrid vertical={false} stroke="#e7e5e4" />
                    <XAxis dataKey="date" tickFormatter={formatDay} tick={AXIS} minTickGap={24} />
                    <YAxis allowDecimals={false} tick={AXIS} width={40} />
                    <Tooltip
                      labelFormatter={(date) => (typeof date === 'string' ? formatShortDate(date) : date)}
                    />
                    {SERIES.map((series) => (
                      <Line
                        key={series.key}
                        dataKey={series.key}
                        name={series.label}
                        stroke={COLORS[series.key]}
                        strokeWidth={2}
                        strokeDasharray={series.dash}
                        dot={false}
                        isAnimationActive={false}
                      />
                    ))}
                  </LineChart>
                </Chart>
                <Numbers label="Subscribers at the end of each week">
                  <table className="overview-table">
                    <thead>
                      <tr>
                        <th scope="col">Week ending</th>
                        {SERIES.map((series) => (
                          <th scope="col" key={series.key} className="number">
                            {series.label}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {[...points].reverse().map((point) => (
                        <tr key={point.date}>
                          <th scope="row">{formatShortDate(point.date)}</th>
                          {SERIES.map((series) => (
                            <td key={series.key} className="number">
                              {point[series.key]}
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </Numbers>
              </>
            )}
          </>
        );
      }}
    </Card>
  );
}

function EngagementCard() {
  const kitchen = useKitchen();
  const query = useQuery(overviewQueries.engagement(useSession(), kitchen.slug));
  return (
    <Card title="Most saved and discussed" query={query}>
      {({ recipes, totals }) => (
        <>
          <p className="overview-totals">
            <strong>{totals.bookmarks}</strong> {totals.bookmarks === 1 ? 'bookmark' : 'bookmarks'} ·{' '}
            <strong>{totals.comments}</strong> {totals.comments === 1 ? 'comment' : 'comments'}
            {totals.hiddenComments > 0 ? ` · ${totals.hiddenComments} hidden` : ''}
          </p>
          {recipes.length === 0 ? (
            <p className="overview-empty">No reader has bookmarked or commented on a recipe yet.</p>
          ) : (
            <>
              <Chart
                summary={`Recipes readers saved and discussed most: ${recipes
                  .map(
                    (recipe) =>
                      `${recipe.title}, ${count(recipe.bookmarks, 'bookmark')} and ${count(recipe.comments, 'comment')}`,
                  )
                  .join('; ')}.`}
              >
                <BarChart
                  responsive
                  style={{ width: '100%', height: Math.max(120, recipes.length * 34 + 40) }}
                  data={recipes}
                  layout="vertical"
                  accessibilityLayer={false}
                  margin={{ top: 4, right: 16, bottom: 4, left: 8 }}
                >
                  <CartesianGrid horizontal={false} stroke="#e7e5e4" />
                  <XAxis type="number" allowDecimals={false} tick={AXIS} />
                  <YAxis
                    type="category"
                    dataKey="title"
                    width={140}
                    tick={AXIS}
                    tickFormatter={(title: string) => (title.length > 20 ? `${title.slice(0, 19)}…` : title)}
                  />
                  <Tooltip />
                  <Bar
                    dataKey="bookmarks"
                    name="Bookmarks"
                    stackId="a"
                    fill={COLORS.bookmarks}
                    isAnimationActive={false}
                  />
                  <Bar
                    dataKey="comments"
                    name="Comments"
                    stackId="a"
                    fill={COLORS.comments}
                    isAnimationActive={false}
                  />
                </BarChart>
              </Chart>
              <p className="overview-legend" aria-hidden="true">
                <span className="overview-swatch" style={{ background: COLORS.bookmarks }} /> Bookmarks
                <span className="overview-swatch" style={{ background: COLORS.comments }} /> Comments
              </p>
              <Numbers label="Bookmarks and comments per recipe">
                <table className="overview-table">
                  <thead>
                    <tr>
                      <th scope="col">Recipe</th>
                      <th scope="col" className="number">
                        Bookmarks
                      </th>
                      <th scope="col" className="number">
                        Comments
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {recipes.map((recipe) => (
                      <tr key={recipe.id}>
                        <th scope="row">
                          <RecipeLink recipeId={recipe.id}>{recipe.title}</RecipeLink>
                        </th>
                        <td className="number">{recipe.bookmarks}</td>
                        <td className="number">{recipe.comments}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Numbers>
            </>
          )}
        </>
      )}
    </Card>
  );
}

const SEND_STATUS = { queued: 'Queued', sending: 'Sending', sent: 'Sent', failed: 'Failed' } as const;

function NewslettersCard() {
  const kitchen = useKitchen();
  const query = useQuery(overviewQueries.newsletters(useSession(), kitchen.slug));
  return (
    <Card title="Newsletter sends" query={query}>
      {({ newsletterSends: sends }) => {
        if (sends.length === 0)
          return (
            <p className="overview-empty">
              No newsletter sent yet. Send one from a published recipe’s editor.
            </p>
          );
        const chronological = [...sends].reverse().map((send) => ({
          ...send,
          day: formatDay(send.sentAt ?? send.createdAt),
          delivered: send.sentCount,
          notDelivered: send.failedCount,
        }));
        return (
          <>
            <Chart
              summary={`The last ${sends.length} newsletters: ${chronological
                .map((send) => `${send.recipeTitle}, ${send.delivered} of ${send.recipientCount} delivered`)
                .join('; ')}.`}
            >
              <BarChart
                responsive
                style={{ width: '100%', height: 180 }}
                data={chronological}
                accessibilityLayer={false}
                margin={{ top: 8, right: 16, bottom: 4, left: 0 }}
              >
                <CartesianGrid vertical={false} stroke="#e7e5e4" />
                <XAxis dataKey="day" tick={AXIS} />
                <YAxis allowDecimals={false} tick={AXIS} width={40} />
                <Tooltip
                  labelFormatter={(_, payload) =>
                    (payload[0]?.payload as { recipeTitle?: string } | undefined)?.recipeTitle ?? ''
                  }
                />
                <Bar
                  dataKey="delivered"
                  name="Delivered"
                  stackId="a"
                  fill={COLORS.done}
                  isAnimationActive={false}
                />
                <Bar
                  dataKey="notDelivered"
                  name="Not delivered"
                  stackId="a"
                  fill={COLORS.failed}
                  isAnimationActive={false}
                />
              </BarChart>
            </Chart>
            <TableScroll label="The latest newsletter sends">
              <table className="overview-table">
                <thead>
                  <tr>
                    <th scope="col">Recipe</th>
                    <th scope="col">Sent</th>
                    <th scope="col" className="number">
                      Delivered
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {sends.map((send) => (
                    <tr key={send.id}>
                      <th scope="row">
                        <RecipeLink recipeId={send.recipeId}>{send.recipeTitle}</RecipeLink>
                      </th>
                      <td>{send.sentAt ? formatShortDate(send.sentAt) : SEND_STATUS[send.status]}</td>
                      <td className="number">
                        {send.sentCount} of {send.recipientCount}
                        {send.failedCount > 0 ? (
                          <span className="overview-failed"> ({send.failedCount} failed)</span>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </>
        );
      }}
    </Card>
  );
}

const BUILD_STATUS = { queued: 'Waiting', running: 'Publishing', done: 'Live', failed: 'Failed' } as const;

/** Publishes listed (the chart shows up to twice as many). */
const PUBLISHES_LISTED = 8;

function BuildsCard() {
  const kitchen = useKitchen();
  const query = useQuery(overviewQueries.builds(useSession(), kitchen.slug));
  return (
    <Card title="Publishing" query={query}>
      {({ rebuildJobs: jobs, building, renderFailures }) => {
        const publishes = groupPublishes(jobs);
        const finished = publishes
          .filter((publish): publish is Publish & { ms: number } => publish.ms !== null)
          .slice(0, 2 * PUBLISHES_LISTED)
          .reverse();
        const seconds = finished.map((publish) => publish.ms / 1000).sort((a, b) => a - b);
        const median = seconds.length ? seconds[Math.floor(seconds.length / 2)]! : null;
        return (
          <>
            <p className="overview-totals" role="status">
              {building
                ? `Publishing now, since ${formatDateTime(building.since)}.`
                : 'Nothing is publishing now.'}
              {median !== null ? ` A publish takes about ${formatDuration(median * 1000)}.` : ''}
            </p>
            {renderFailures.length > 0 ? (
              <div className="notice overview-failures">
                <p>
                  {renderFailures.length === 1
                    ? '1 recipe could not be rendered; the kitchen shows its last good version:'
                    : `${renderFailures.length} recipes could not be rendered; the kitchen shows their last good versions:`}
                </p>
                <ul>
                  {renderFailures.map((failure) => (
                    <li key={failure.recipeId}>
                      <RecipeLink recipeId={failure.recipeId}>{failure.title}</RecipeLink>: {failure.error}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {publishes.length === 0 ? (
              <p className="overview-empty">No publish yet.</p>
            ) : (
              <>
                {finished.length > 1 ? (
                  <Chart
                    summary={`How long the last ${finished.length} publishes took: from ${formatDuration(seconds[0]! * 1000)} to ${formatDuration(seconds.at(-1)! * 1000)}${
                      finished.some((publish) => publish.status === 'failed') ? ', some failed' : ''
                    }.`}
                  >
                    <BarChart
                      responsive
                      style={{ width: '100%', height: 140 }}
                      data={finished.map((publish) => ({
                        seconds: Math.round(publish.ms / 100) / 10,
                        when: formatDateTime(publish.createdAt),
                      }))}
                      accessibilityLayer={false}
                      margin={{ top: 8, right: 16, bottom: 4, left: 0 }}
                    >
                      <CartesianGrid vertical={false} stroke="#e7e5e4" />
                      <XAxis dataKey="when" tick={false} height={8} />
                      <YAxis tick={AXIS} width={44} unit=" s" />
                      <Tooltip />
                      <Bar
                        dataKey="seconds"
                        name="Seconds"
                        isAnimationActive={false}
                        shape={filledBars(
                          finished.map((publish) =>
                            publish.status === 'failed' ? COLORS.failed : COLORS.done,
                          ),
                        )}
                      />
                    </BarChart>
                  </Chart>
                ) : null}
                <TableScroll label="The latest publishes">
                  <table className="overview-table">
                    <thead>
                      <tr>
                        <th scope="col">Started by</th>
                        <th scope="col">State</th>
                        <th scope="col" className="number">
                          Took
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {publishes.slice(0, PUBLISHES_LISTED).map((publish) => (
                        <tr key={publish.id}>
                          <th scope="row">
                            {describeChanges(publish.changes)}
                            <span className="overview-when">{formatDateTime(publish.createdAt)}</span>
                          </th>
                          <td>
                            <span className={`overview-state overview-state-${publish.status}`}>
                              {BUILD_STATUS[publish.status]}
                            </span>
                            {publish.status === 'failed' && publish.error ? (
                              <span className="overview-error-text"> {publish.error}</span>
                            ) : null}
                          </td>
                          <td className="number">{publish.ms === null ? '—' : formatDuration(publish.ms)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
              </>
            )}
          </>
        );
      }}
    </Card>
  );
}
