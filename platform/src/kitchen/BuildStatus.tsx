import type { KitchenBuildState } from '@larder/shared/schemas/kitchen-create';

const LABELS: Record<KitchenBuildState['state'], string> = {
  queued: 'Publishing soon',
  building: 'Publishing…',
  live: 'Live',
  failed: 'Not published',
  'never-built': 'Not built yet',
};

export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** A kitchen's build in a word, with when it last went live; polite live region for changes. */
export function BuildStatus({ build }: { build: KitchenBuildState }) {
  return (
    <span className={`build-status build-${build.state}`} role="status">
      <span className="build-dot" aria-hidden="true" />
      {LABELS[build.state]}
      {build.state === 'live' && build.liveAt ? (
        <span className="build-time"> since {formatDateTime(build.liveAt)}</span>
      ) : null}
    </span>
  );
}
