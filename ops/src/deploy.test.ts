import {
  collectStore,
  COLLECT_GRACE_MS,
  deployRelease,
  readPointer,
  RELEASES_KEPT,
  serveFromStore,
} from '@larder/builder/deploy/deploy-release';
import { directoryStore, s3Store, type ReleaseStore } from '@larder/builder/deploy/release-store';
import { propertyRuns } from '@larder/shared/test-support/property-runs';
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let dir: string;
let server: S3rver;
let bucketUrl: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'larder-deploy-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(dir, 's3'),
    configureBuckets: [{ name: 'kitchens' }],
  });
  const { port } = await server.run();
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  bucketUrl = `s3://kitchens/sites?endpoint=http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A release folder: a page per theme asset it loads, and the asset. */
function writeRelease(name: string, files: Record<string, string>): string {
  const root = join(dir, 'releases', name);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

const text = (served: { bytes: Uint8Array } | null) => (served ? Buffer.from(served.bytes).toString() : null);

describe('deploying a kitchen to an S3-compatible bucket', () => {
  it('sends only what the bucket lacks, switches the kitchen in one write, and keeps the old assets reachable', async () => {
    const calls = { list: 0, exists: 0 };
    const bucket = s3Store(bucketUrl);
    const store: ReleaseStore = {
      ...bucket,
      list: (prefix) => ((calls.list += 1), bucket.list(prefix)),
      exists: (key) => ((calls.exists += 1), bucket.exists(key)),
    };
    const first = writeRelease('a', {
      'index.html': '<script src="/_astro/app.1.js"></script>Home',
      'recipes/soup/index.html': 'Soup',
      '_astro/app.1.js': 'one()',
      _headers: '/*\n  X-Frame-Options: DENY\n',
    });
    expect(await deployRelease(store, 'family-table', 'a', first)).toMatchObject({
      files: 4,
      sent: 4,
      reused: 0,
      changed: null,
    });
    expect(text(await serveFromStore(store, 'family-table', '/'))).toContain('Home');
    expect(await serveFromStore(store, 'family-table', '/recipes/soup/')).toMatchObject({
      release: 'a',
      type: 'text/html; charset=utf-8',
    });

    // A new theme: a new script, one page changed, the soup page as it was.
    const second = writeRelease('b', {
      'index.html': '<script src="/_astro/app.2.js"></script>Home again',
      'recipes/soup/index.html': 'Soup',
      '_astro/app.2.js': 'two()',
      _headers: '/*\n  X-Frame-Options: DENY\n',
    });
    calls.exists = 0;
    expect(await deployRelease(store, 'family-table', 'b', second)).toMatchObject({
      files: 4,
      sent: 2,
      reused: 2,
      // What a CDN caching by path purges: the old script is gone, the new one and the home new.
      changed: ['_astro/app.1.js', '_astro/app.2.js', 'index.html'],
    });
    // Only the files the live release does not have are looked for, one by one: no listing.
    expect(calls).toEqual({ list: 0, exists: 2 });
    expect(text(await serveFromStore(store, 'family-table', '/'))).toContain('Home again');
    // A reader who fetched the old home a moment before still gets its script.
    expect(text(await serveFromStore(store, 'family-table', '/_astro/app.1.js'))).toBe('one()');
    expect(await serveFromStore(store, 'family-table', '/recipes/nothing/')).toBeNull();
    expect(text(await serveFromStore(store, 'family-table', '/recipes/%73oup/?utm_source=x'))).toBe('Soup');
    expect(await serveFromStore(store, 'family-table', '/recipes/%E0%A4%A/')).toBeNull();
    expect(await readPointer(store, 'family-table')).toEqual({ release: 'b', previous: ['a'] });
    // Another kitchen in the same bucket is another pointer.
    expect(await serveFromStore(store, 'crumb-and-crust', '/')).toBeNull();

    // A blob no release names, left a day ago: collected; what the kept releases name stays.
    await store.put('blobs/orphan', Buffer.from('x'), {
      contentType: 'text/plain',
      cacheControl: 'no-cache',
    });
    const collected = await collectStore(store, { now: Date.now() + 2 * COLLECT_GRACE_MS });
    expect(collected).toMatchObject({ deletedBlobs: 1, deletedManifests: 0 });
    expect(await store.get('blobs/orphan')).toBeNull();
    expect(text(await serveFromStore(store, 'family-table', '/_astro/app.1.js'))).toBe('one()');
  });
});

/** A store that checks, after every write, what a reader of the live release would find. */
function watchedStore(inner: ReleaseStore, slug: string, writes: string[]): ReleaseStore {
  return {
    ...inner,
    async put(key, bytes, meta) {
      await inner.put(key, bytes, meta);
      writes.push(
        `${key.startsWith('blobs/') ? (meta.contentType.startsWith('text/html') ? 'page' : 'asset') : key.split('/').pop()}`,
      );
      const pointer = await readPointer(inner, slug);
      if (!pointer) return;
      // Every file of the live release is there, and every asset a page of the previous one loads.
      const served = await serveFromStore(inner, slug, '/');
      if (!served) throw new Error(`the live release ${pointer.release} has no home page`);
      for (const script of Buffer.from(served.bytes)
        .toString()
        .matchAll(/src="([^"]+)"/g))
        if (!(await serveFromStore(inner, slug, script[1]!)))
          throw new Error(`${pointer.release}'s home loads ${script[1]}, which is not there`);
    },
  };
}

describe('collecting a store', () => {
  it('deletes what no live or kept release of any kitchen names, and keeps a deploy under way', async () => {
    const root = join(dir, 'collect');
    const store = directoryStore(root);
    const release = (index: number) =>
      writeRelease(`collect-${index}`, {
        'index.html': `<script src="/_astro/app.${index}.js"></script>v${index}`,
        [`_astro/app.${index}.js`]: `theme${index}()`,
        'about/index.html': 'About',
      });
    for (let index = 0; index <= RELEASES_KEPT + 2; index += 1)
      await deployRelease(store, 'k', `r${index}`, release(index));
    // Another kitchen shares the first release's script.
    await deployRelease(
      store,
      'other',
      'o1',
      writeRelease('collect-other', { '_astro/app.0.js': 'theme0()', 'index.html': 'Other' }),
    );
    // Everything so far was written two days ago; then a deploy sends a blob and stops before its manifest.
    const past = new Date(Date.now() - 2 * COLLECT_GRACE_MS);
    for (const key of [...(await store.list('blobs/')), ...(await store.list('kitchens/'))])
      utimesSync(join(root, key), past, past);
    await store.put('blobs/in-flight', Buffer.from('y'), {
      contentType: 'text/plain',
      cacheControl: 'no-cache',
    });

    const collected = await collectStore(store);
    // r0 and r1 fell out of k's kept releases: their home pages, r1's script and both manifests go;
    // r0's script stays: the other kitchen's live release has it too.
    expect(collected).toMatchObject({ deletedBlobs: 3, deletedManifests: 2 });
    expect(await serveFromStore(store, 'k', '/_astro/app.1.js')).toBeNull();
    expect(text(await serveFromStore(store, 'other', '/_astro/app.0.js'))).toBe('theme0()');
    expect(await store.get('blobs/in-flight')).not.toBeNull();
    for (let index = 2; index <= RELEASES_KEPT + 2; index += 1)
      expect(text(await serveFromStore(store, 'k', `/_astro/app.${index}.js`))).toBe(`theme${index}()`);
    expect(text(await serveFromStore(store, 'k', '/about/'))).toBe('About');
  });
});

describe('deploying releases one after another', () => {
  it('never lets a reader find a page without what it loads, and sends assets before pages, the pointer last', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            theme: fc.integer({ min: 1, max: 3 }),
            pages: fc.uniqueArray(fc.constantFrom('soup', 'stew', 'bread', 'pie'), { maxLength: 4 }),
            edit: fc.nat(3),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        async (releases) => {
          run += 1;
          const writes: string[] = [];
          const store = watchedStore(directoryStore(join(dir, `store-${run}`)), 'k', writes);
          for (const [index, release] of releases.entries()) {
            const files: Record<string, string> = {
              'index.html': `<script src="/_astro/app.${release.theme}.js"></script>v${release.edit}`,
              [`_astro/app.${release.theme}.js`]: `theme${release.theme}()`,
            };
            for (const page of release.pages) files[`recipes/${page}/index.html`] = `${page} ${release.edit}`;
            writes.length = 0;
            const deployed = await deployRelease(
              store,
              'k',
              `r${index}`,
              writeRelease(`p${run}-${index}`, files),
            );
            expect(deployed.files).toBe(Object.keys(files).length);
            // Assets, then pages, then the manifest, then the pointer.
            const order = writes.map((kind) => ({ asset: 0, page: 1 })[kind] ?? (kind === 'current' ? 3 : 2));
            expect(order).toEqual([...order].sort());
            expect(writes.at(-1)).toBe('current');
          }
          const pointer = await readPointer(store, 'k');
          expect(pointer!.release).toBe(`r${releases.length - 1}`);
          expect(pointer!.previous.length).toBe(Math.min(releases.length - 1, RELEASES_KEPT));
        },
      ),
      propertyRuns(100, 15),
    );
  });
});
