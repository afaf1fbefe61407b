import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';

/**
 * Where releases are published for a host to serve: keys and bytes, written whole (a reader sees
 * an object entirely or not at all), never modified once written except the pointer.
 */
export interface ReleaseStore {
  /** Where it is, for messages (`s3://bucket/prefix`, a folder). */
  readonly location: string;
  /** The keys under `prefix`. */
  list(prefix: string): Promise<Set<string>>;
  /** The keys under `prefix` with when each was written (ms since the epoch). */
  listDated(prefix: string): Promise<Map<string, number>>;
  delete(keys: string[]): Promise<void>;
  put(key: string, bytes: Uint8Array, meta: { contentType: string; cacheControl: string }): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Whether there is an object at `key`. */
  exists(key: string): Promise<boolean>;
}

/** A folder as a store, on this disk or another mount: each object is written aside and renamed into place. */
export function directoryStore(root: string): ReleaseStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(`${base}${sep}`)) throw new Error(`The key "${key}" is outside the store.`);
    return path;
  };
  // Prefixes here are folders ("blobs/"): what is under one is what the folder holds.
  const filesUnder = async (prefix: string): Promise<string[]> => {
    const dir = resolve(base, prefix);
    if (dir !== base && !dir.startsWith(`${base}${sep}`))
      throw new Error(`"${prefix}" is outside the store.`);
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
      .map((entry) => relative(base, join(entry.parentPath, entry.name)).split(sep).join('/'));
  };
  return {
    location: base,
    async list(prefix) {
      return new Set(await filesUnder(prefix));
    },
    async listDated(prefix) {
      const dated = new Map<string, number>();
      for (const key of await filesUnder(prefix)) {
        const info = await stat(pathOf(key)).catch(() => null);
        if (info) dated.set(key, info.mtimeMs);
      }
      return dated;
    },
    async delete(keys) {
      for (const key of keys) await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      return (await stat(pathOf(key)).catch(() => null))?.isFile() ?? false;
    },
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomUUID()}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, path);
    },
    async get(key) {
      return readFile(pathOf(key)).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      });
    },
  };
}

/**
 * An S3-compatible bucket as a store: `s3://bucket/prefix?endpoint=http://host:port&region=…`.
 * With an endpoint (MinIO, R2, a local test server) addresses are path-style. Credentials come
 * from the environment as the AWS SDK finds them (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`).
 */
export function s3Store(address: string): ReleaseStore {
  const url = new URL(address);
  if (url.protocol !== 's3:' || !url.hostname)
    throw new Error(`Not a bucket address: "${address}" (say s3://bucket/prefix?endpoint=…).`);
  const bucket = url.hostname;
  const prefix = url.pathname.replace(/^\/+|\/+$/g, '');
  const endpoint = url.searchParams.get('endpoint');
  const client = new S3Client({
    region: url.searchParams.get('region') ?? process.env.AWS_REGION ?? 'us-east-1',
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
  });
  const keyOf = (key: string) => (prefix ? `${prefix}/${key}` : key);
  const listDated = async (under: string): Promise<Map<string, number>> => {
    const keys = new Map<string, number>();
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: keyOf(under), ContinuationToken: token }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key)
          keys.set(
            prefix ? object.Key.slice(prefix.length + 1) : object.Key,
            object.LastModified?.getTime() ?? 0,
          );
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  };
  return {
    location: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
    async list(under) {
      return new Set((await listDated(under)).keys());
    },
    listDated,
    async delete(keys) {
      // At most 1,000 keys a request (the S3 API's limit).
      for (let start = 0; start < keys.length; start += 1_000)
        await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: {
              Objects: keys.slice(start, start + 1_000).map((key) => ({ Key: keyOf(key) })),
              Quiet: true,
            },
          }),
        );
    },
    async put(key, bytes, meta) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(key),
          Body: bytes,
          ContentType: meta.contentType,
          CacheControl: meta.cacheControl,
        }),
      );
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return true;
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404 || (error as { name?: string }).name === 'NotFound') return false;
        throw error;
      }
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
  };
}

/** The store an address names: `s3://…` a bucket, anything else a folder. */
export function releaseStoreAt(address: string): ReleaseStore {
  return address.startsWith('s3://') ? s3Store(address) : directoryStore(address);
}
