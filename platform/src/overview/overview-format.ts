import type { RebuildJob } from '@larder/shared/schemas/rebuild-job';

/** "42 s", "3 min 5 s", "1 h 2 min": how long a build took. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}

/** How long a finished build ran, in ms; null while it waits or runs, or when a date is missing. */
export function buildDuration(job: Pick<RebuildJob, 'startedAt' | 'finishedAt'>): number | null {
  if (!job.startedAt || !job.finishedAt) return null;
  const ms = Date.parse(job.finishedAt) - Date.parse(job.startedAt);
  return Number.isFinite(ms) && ms >= 0 ? ms : null;
}

const REASONS: [RegExp, string][] = [
  [/^recipe \S+ created published/, 'Recipe published'],
  [/^recipe \S+ updated \(due\)$/, 'Scheduled recipe went live'],
  [/^recipe \S+ updated/, 'Recipe saved'],
  [/^recipe \S+ deleted/, 'Recipe deleted'],
  [/^collection \S+ created/, 'Collection created'],
  [/^collection \S+ updated/, 'Collection saved'],
  [/^collection \S+ deleted/, 'Collection deleted'],
  [/^settings changed/, 'Settings changed'],
  [/^owner profile updated/, 'Profile changed'],
  [/^photo \S+ alt text/, 'Photo description changed'],
  [/^video \S+ poster/, 'Video poster changed'],
  [/^demo content/, 'Demo content'],
];

/**
 * What caused a build, in the creator's words. Reasons are recorded for operators (with ids); the
 * known ones read as a phrase, any other as recorded without its ids.
 */
export function describeBuildReason(reason: string): string {
  for (const [pattern, label] of REASONS) if (pattern.test(reason)) return label;
  const plain = reason
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain ? plain.charAt(0).toUpperCase() + plain.slice(1) : 'Change';
}

/** "Jun 15" for chart axes (UTC, as the API's days are). */
export function formatDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date.slice(0, 10)}T00:00:00Z`),
  );
}

/** From how many to how many, in words, for a chart's summary: "rose from 3 to 12". */
export function describeChange(first: number, last: number): string {
  if (first === last) return `stayed at ${last}`;
  return `${last > first ? 'rose' : 'fell'} from ${first} to ${last}`;
}

/** One run of the builder: the changes it published together (jobs queued while one ran merge into the next). */
export interface Publish {
  id: string;
  status: RebuildJob['status'];
  /** When its first change was made. */
  createdAt: string;
  /** Its changes in the creator's words, most recent first, each once. */
  changes: string[];
  /** How long it ran, in ms; null until it has finished. */
  ms: number | null;
  error: string | null;
}

/**
 * The kitchen's publishes from its rebuild jobs (newest first, as the API answers): jobs that one
 * build ran together (the same start and finish) are one publish; a waiting or running job is a
 * publish of its own.
 */
export function groupPublishes(jobs: readonly RebuildJob[]): Publish[] {
  const publishes: Publish[] = [];
  const byRun = new Map<string, Publish>();
  for (const job of jobs) {
    const change = describeBuildReason(job.reason);
    const run = job.startedAt && job.finishedAt ? `${job.status} ${job.startedAt} ${job.finishedAt}` : null;
    const same = run ? byRun.get(run) : undefined;
    if (same) {
      if (!same.changes.includes(change)) same.changes.push(change);
      if (job.createdAt < same.createdAt) same.createdAt = job.createdAt;
      continue;
    }
    const publish: Publish = {
      id: job.id,
      status: job.status,
      createdAt: job.createdAt,
      changes: [change],
      ms: buildDuration(job),
      error: job.error,
    };
    publishes.push(publish);
    if (run) byRun.set(run, publish);
  }
  return publishes;
}

/** "Recipe saved", "Recipe saved and Settings changed", "Recipe saved and 3 more". */
export function describeChanges(changes: readonly string[]): string {
  if (changes.length <= 2) return changes.join(' and ');
  return `${changes[0]} and ${changes.length - 1} more`;
}
