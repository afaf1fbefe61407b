import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { currentRelease } from '../release-switch.ts';
import { manifestOfRelease, type ReleaseManifest } from './release-manifest.ts';
import type { ReleaseStore } from './release-store.ts';

/*
 * A kitchen's release published to a store a host serves from (ADR 036):
 *
 *   blobs/<sha256>                            every file's bytes, by content: written once, never changed
 *   kitchens/<slug>/releases/<release>.json   the release: each path and its blob
 *   kitchens/<slug>/current                   the pointer: the live release and the ones before it
 *
 * Blobs go first (assets before pages, so no page is stored before what it loads), then the
 * manifest, then the pointer: until the pointer moves, readers get the old release whole; once it
 * has, the new one whole. A page of the new release never meets an asset of the old or the
 * reverse: an asset path the live release lacks is served from the releases before it, which a
 * page fetched a moment before the switch may still refer to.
 */

/** What `kitchens/<slug>/current` says: the live release, then the ones before it (newest first). */
export interface ReleasePointer {
  release: string;
  previous: string[];
}

/** Releases before the live one whose assets stay reachable (and whose blobs stay stored). */
export const RELEASES_KEPT = 3;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const UPLOADS_AT_ONCE = 8;

const pointerKey = (slug: string) => `kitchens/${slug}/current`;
const manifestKey = (slug: string, release: string) => `kitchens/${slug}/releases/${release}.json`;
const blobKey = (hash: string) => `blobs/${hash}`;

function parseJson(bytes: Uint8Array | null): unknown {
  return bytes ? JSON.parse(Buffer.from(bytes).toString('utf8')) : null;
}

export async function readPointer(store: ReleaseStore, slug: string): Promise<ReleasePointer | null> {
  return parseJson(await store.get(pointerKey(slug))) as ReleasePointer | null;
}

export async function readManifest(
  store: ReleaseStore,
  slug: string,
  release: string,
): Promise<ReleaseManifest | null> {
  return parseJson(await store.get(manifestKey(slug, release))) as ReleaseManifest | null;
}

export interface Deployed {
  release: string;
  files: number;
  /** Blobs sent now, and their bytes. */
  sent: number;
  bytes: number;
  /** Files whose blob the store already had (unchanged since an earlier release, or shared). */
  reused: number;
  /**
   * The site's paths (`recipes/soup/index.html`) whose bytes differ from the release live before
   * (added, changed or gone), sorted; null when there was none to compare with. What a CDN that
   * caches pages by path must purge (docs/hosting.md).
   */
  changed: string[] | null;
}

/** The paths whose entry differs between two releases' manifests (either side's), sorted. */
export function changedPaths(before: ReleaseManifest, after: ReleaseManifest): string[] {
  const paths = new Set([...Object.keys(before.files), ...Object.keys(after.files)]);
  return [...paths].filter((path) => before.files[path]?.hash !== after.files[path]?.hash).sort();
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next]!;
        next += 1;
        await run(item);
      }
    }),
  );
}

/** Above this many blobs to look for, one listing of the store beats asking for each. */
const LIST_ABOVE = 1_000;

/**
 * The blobs of `hashes` the store lacks. The kitchen's live and kept releases name blobs the
 * store has (collection keeps them), so only the others are looked for: a publish that changed
 * a few pages asks about those few, however many kitchens share the bucket.
 */
async function missingBlobs(
  store: ReleaseStore,
  slug: string,
  pointer: ReleasePointer | null,
  hashes: string[],
): Promise<string[]> {
  const known = new Set<string>();
  for (const release of pointer ? [pointer.release, ...pointer.previous] : []) {
    const manifest = await readManifest(store, slug, release);
    for (const entry of Object.values(manifest?.files ?? {})) known.add(entry.hash);
  }
  const unknown = hashes.filter((hash) => !known.has(hash));
  if (unknown.length > LIST_ABOVE) {
    const stored = await store.list('blobs/');
    return unknown.filter((hash) => !stored.has(blobKey(hash)));
  }
  const missing: string[] = [];
  await inBatches(unknown, UPLOADS_AT_ONCE, async (hash) => {
    if (!(await store.exists(blobKey(hash)))) missing.push(hash);
  });
  return missing;
}

/** Publishes the release in `releaseDir` as kitchen `slug`'s live release in `store`. */
export async function deployRelease(
  store: ReleaseStore,
  slug: string,
  release: string,
  releaseDir: string,
): Promise<Deployed> {
  const { manifest, sources } = await manifestOfRelease(releaseDir, slug, release);
  const typeOf = new Map(Object.values(manifest.files).map((entry) => [entry.hash, entry.type]));
  const before = await readPointer(store, slug);
  const previous = before ? await readManifest(store, slug, before.release) : null;
  const missing = await missingBlobs(store, slug, before, [...sources.keys()]);
  const isPage = (hash: string) => typeOf.get(hash)!.startsWith('text/html');
  let bytes = 0;
  const send = async (hash: string) => {
    const body = await readFile(sources.get(hash)!);
    bytes += body.length;
    await store.put(blobKey(hash), body, { contentType: typeOf.get(hash)!, cacheControl: IMMUTABLE });
  };
  // Everything a page loads first, then the pages.
  await inBatches(
    missing.filter((hash) => !isPage(hash)),
    UPLOADS_AT_ONCE,
    send,
  );
  await inBatches(missing.filter(isPage), UPLOADS_AT_ONCE, send);
  await store.put(manifestKey(slug, release), Buffer.from(JSON.stringify(manifest)), {
    contentType: 'application/json',
    cacheControl: IMMUTABLE,
  });
  const pointer: ReleasePointer = {
    release,
    previous: before
      ? [before.release, ...before.previous].filter((id) => id !== release).slice(0, RELEASES_KEPT)
      : [],
  };
  await store.put(pointerKey(slug), Buffer.from(JSON.stringify(pointer)), {
    contentType: 'application/json',
    cacheControl: REVALIDATE,
  });
  const files = Object.keys(manifest.files).length;
  return {
    release,
    files,
    sent: missing.length,
    bytes,
    reused: files - missing.length,
    changed: previous ? changedPaths(previous, manifest) : null,
  };
}

/** Publishes kitchen `slug`'s live release under `outputDir` to `store`; null when it has none. */
export async function deployLiveRelease(
  store: ReleaseStore,
  outputDir: string,
  slug: string,
): Promise<Deployed | null> {
  const releaseDir = await currentRelease(outputDir, slug);
  return releaseDir ? deployRelease(store, slug, basename(releaseDir), releaseDir) : null;
}

/** The page or asset a reader asked for, as the host's edge reads the store. */
export interface Served {
  release: string;
  type: string;
  bytes: Uint8Array;
}

/**
 * What a host serves for `path` of kitchen `slug` (the logic of the edge function or server in
 * front of the store, docs/hosting.md): the live release's file, `index.html` for a folder, and
 * an asset the live release lacks from the releases before it. Null when there is none (404).
 */
export async function serveFromStore(
  store: ReleaseStore,
  slug: string,
  path: string,
): Promise<Served | null> {
  const pointer = await readPointer(store, slug);
  if (!pointer) return null;
  // As the browser asks for it: without its query, percent-encoded.
  let wanted: string;
  try {
    wanted = decodeURIComponent(path.split(/[?#]/)[0]!).replace(/^\/+/, '');
  } catch {
    return null;
  }
  const names =
    wanted === '' || wanted.endsWith('/') ? [`${wanted}index.html`] : [wanted, `${wanted}/index.html`];
  const isAsset = /^_(astro|img)\//.test(wanted);
  for (const release of isAsset ? [pointer.release, ...pointer.previous] : [pointer.release]) {
    const manifest = await readManifest(store, slug, release);
    for (const name of names) {
      const entry = manifest?.files[name];
      if (!entry) continue;
      const bytes = await store.get(blobKey(entry.hash));
      if (bytes) return { release, type: entry.type, bytes };
    }
  }
  return null;
}

export interface Collected {
  /** Blobs a live or kept release names (or one deployed within the grace period). */
  kept: number;
  /** Blobs and manifests deleted. */
  deletedBlobs: number;
  deletedManifests: number;
}

/** How long a blob or manifest no release names is kept: a deploy that has sent it but not yet switched. */
export const COLLECT_GRACE_MS = 24 * 3_600_000;

/**
 * Deletes what no kitchen's live or kept releases name (`larder deploy --collect`): blobs are
 * shared between releases and kitchens, so it reads every kitchen's pointer and those releases'
 * manifests first. Anything written within `graceMs` stays, whoever names it: a deploy running
 * now has sent its blobs and manifest before it moves its pointer.
 */
export async function collectStore(
  store: ReleaseStore,
  options: { graceMs?: number; now?: number } = {},
): Promise<Collected> {
  const cutoff = (options.now ?? Date.now()) - (options.graceMs ?? COLLECT_GRACE_MS);
  const kitchens = await store.listDated('kitchens/');
  const named = new Set<string>();
  const keptManifests = new Set<string>();
  for (const key of kitchens.keys()) {
    const slug = /^kitchens\/([^/]+)\/current$/.exec(key)?.[1];
    if (!slug) continue;
    const pointer = await readPointer(store, slug);
    for (const release of pointer ? [pointer.release, ...pointer.previous] : []) {
      keptManifests.add(manifestKey(slug, release));
      const manifest = await readManifest(store, slug, release);
      for (const entry of Object.values(manifest?.files ?? {})) named.add(blobKey(entry.hash));
    }
  }
  // Manifests of a deploy under way (written, not yet pointed to) name blobs to keep too.
  for (const [key, written] of kitchens) {
    if (!key.endsWith('.json') || keptManifests.has(key) || written < cutoff) continue;
    const manifest = parseJson(await store.get(key)) as ReleaseManifest | null;
    for (const entry of Object.values(manifest?.files ?? {})) named.add(blobKey(entry.hash));
    keptManifests.add(key);
  }
  const blobs = await store.listDated('blobs/');
  const oldBlobs = [...blobs]
    .filter(([key, written]) => !named.has(key) && written < cutoff)
    .map(([key]) => key);
  const oldManifests = [...kitchens.keys()].filter((key) => key.endsWith('.json') && !keptManifests.has(key));
  // Manifests first: a manifest never names a blob that is gone.
  await store.delete(oldManifests);
  await store.delete(oldBlobs);
  return {
    kept: blobs.size - oldBlobs.length,
    deletedBlobs: oldBlobs.length,
    deletedManifests: oldManifests.length,
  };
}
