import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';

/** One file of a release: its content's hash (the blob it is stored as), size and type. */
export interface ManifestEntry {
  hash: string;
  size: number;
  type: string;
}

/**
 * A release as a remote store keeps it: every path of the kitchen's site and the blob it is.
 * Blobs are content-addressed, so a file unchanged since the last release is not sent again, and
 * a release is whole once its manifest is written: a reader who found it finds all of its files.
 */
export interface ReleaseManifest {
  kitchen: string;
  release: string;
  createdAt: string;
  /** By path relative to the site's root (`recipes/soup/index.html`), sorted. */
  files: Record<string, ManifestEntry>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
};

/** The type a static host serves a file with, by its name (`_headers` and the like are text). */
export function contentTypeOf(path: string): string {
  return (
    TYPES[extname(path).toLowerCase()] ??
    (extname(path) === '' ? 'text/plain; charset=utf-8' : 'application/octet-stream')
  );
}

export function blobHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Every file of a release folder, hashed: its manifest, and where each blob's bytes are. */
export async function manifestOfRelease(
  releaseDir: string,
  kitchen: string,
  release: string,
): Promise<{ manifest: ReleaseManifest; sources: Map<string, string> }> {
  // Synchronously: a folder per recipe, each a round trip to the thread pool in the promise form.
  const entries = readdirSync(releaseDir, { recursive: true, withFileTypes: true });
  const files: Record<string, ManifestEntry> = {};
  const sources = new Map<string, string>();
  const paths = entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of paths) {
    const path = relative(releaseDir, file).split(sep).join('/');
    const bytes = await readFile(file);
    const hash = blobHash(bytes);
    files[path] = { hash, size: bytes.length, type: contentTypeOf(path) };
    sources.set(hash, file);
  }
  return { manifest: { kitchen, release, createdAt: new Date().toISOString(), files }, sources };
}
