import type { ManagedKitchen } from '@larder/shared/schemas/kitchen-create';

/**
 * After Publish or Update: the kitchen's build as it goes — waiting, building, then live with a
 * link to the recipe's page — or the builder's failure in its own words.
 */
export function PublishProgress({
  kitchen,
  since,
  href,
}: {
  kitchen: ManagedKitchen;
  since: number;
  /** The recipe's page, or null once it was unpublished. */
  href: string | null;
}) {
  const { build } = kitchen;
  const wentLive =
    build.state === 'live' && build.liveAt !== null && Date.parse(build.liveAt) >= since - 1000;
  let text: React.ReactNode;
  if (wentLive && href === null) text = 'Taken off your kitchen';
  else if (wentLive && href !== null)
    text = (
      <>
        Live — <a href={href}>view it</a>
      </>
    );
  else if (build.state === 'failed')
    text = `Not published: ${build.error ?? 'the build failed'}. Your recipe is saved; the kitchen builds again with your next change.`;
  else if (build.state === 'building') text = 'Publishing… building your kitchen';
  else text = 'Publishing… waiting for the builder';
  return (
    <p className={`publish-progress${wentLive ? ' is-live' : ''}`} role="status">
      {text}
    </p>
  );
}
