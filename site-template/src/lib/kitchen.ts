import snapshot from 'virtual:larder/snapshot';

/** The kitchen being built: its snapshot, read once per build by the builder. */
export const kitchen = snapshot;
export const site = snapshot.site;
export const deployment = snapshot.deployment;

export function absoluteUrl(path: string): string {
  return new URL(path, `${deployment.origin}/`).href;
}
