import { AppError } from '@larder/shared/errors';
import BetterSqlite from 'better-sqlite3';
import type Database from 'better-sqlite3';
import type { Context, MiddlewareHandler } from 'hono';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { databaseEngine, withSqlite, type Db } from '../db/database.ts';
import type { AppEnv } from './app-env.ts';

/** A kitchen as the cache knows it: its content version moves with every change visitors see. */
export interface KitchenVersion {
  id: string;
  slug: string;
  version: number;
}

const VERSION_SQL = 'select id, slug, content_version as version from sites where slug = ?';
const versionReaders = new WeakMap<Db, Database.Statement<[string], KitchenVersion>>();

/**
 * The kitchen's id and content version: the only query of a cache hit. It runs on a read-only
 * connection of its own, which sees committed changes only (never a transaction the API's main
 * connection has open and may yet roll back), with one prepared statement.
 */
export async function kitchenVersion(db: Db, dbPath: string, slug: string): Promise<KitchenVersion | null> {
  // On PostgreSQL every query outside a transaction runs on a pooled connection of its own.
  if (databaseEngine(db) === 'postgres')
    return (
      (await db
        .selectFrom('sites')
        .select(['id', 'slug', 'content_version as version'])
        .where('slug', '=', slug)
        .executeTakeFirst()) ?? null
    );
  if (dbPath === ':memory:')
    return withSqlite(
      db,
      (sqlite) => sqlite.prepare<[string], KitchenVersion>(VERSION_SQL).get(slug) ?? null,
    );
  let statement = versionReaders.get(db);
  if (!statement) {
    const reader = new BetterSqlite(dbPath, { readonly: true, fileMustExist: true });
    reader.pragma('busy_timeout = 5000');
    statement = reader.prepare<[string], KitchenVersion>(VERSION_SQL);
    versionReaders.set(db, statement);
  }
  return statement.get(slug) ?? null;
}

interface Entry {
  version: number;
  body: string;
  etag: string;
  /** Compressed copies, made the first time a client asks for them. */
  gzip?: Buffer;
  br?: Buffer;
}

/** Which entry a request address was answered from, and the kitchen whose version it follows. */
interface KnownRead {
  slug: string;
  key: string;
}

/**
 * Public responses in memory, least recently used out first, bounded by count and by size. An
 * entry is valid only for the kitchen content version it was made from, and the version is read
 * from the database on every request, so a change made through any API process shows at once.
 */
export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  /** Request addresses (path and query as sent) that a visitor's read answered from an entry. */
  readonly #known = new Map<string, KnownRead>();
  /** Addresses remembered at most: junk query parameters make new addresses, not new entries. */
  static readonly KNOWN_MAX = 4_096;
  /** Reads answered by `earlyCachedReads` so far. */
  earlyAnswers = 0;

  readonly maxEntries: number;
  readonly maxBytes: number;

  constructor(maxEntries = 2_000, maxBytes = 64 * 1024 * 1024) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  get(key: string, version: number): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.version !== version) {
      this.#bytes -= entry.body.length;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: Entry): void {
    const previous = this.#entries.get(key);
    if (previous) {
      this.#bytes -= previous.body.length;
      this.#entries.delete(key);
    }
    if (entry.body.length > this.maxBytes / 8) return;
    this.#entries.set(key, entry);
    this.#bytes += entry.body.length;
    for (const [oldest, value] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= value.body.length;
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Notes that a visitor's request for `address` was answered from the entry `read.key`. */
  learn(address: string, read: KnownRead): void {
    this.#known.delete(address);
    this.#known.set(address, read);
    if (this.#known.size > ResponseCache.KNOWN_MAX)
      for (const oldest of this.#known.keys()) {
        this.#known.delete(oldest);
        break;
      }
  }

  /** The entry a visitor's request for `address` was answered from before, if it is known. */
  known(address: string): KnownRead | undefined {
    return this.#known.get(address);
  }
}

/** The path and query of a request's URL, as the client sent them. */
function addressOf(url: string): string {
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

export interface CachedReadOptions {
  siteSlug: string;
  /**
   * The validated query the answer depends on, if any. The raw query string is never part of
   * the key: junk parameters must not make new entries (each would cost a full read).
   */
  query?: unknown;
  /**
   * Which readers share this answer: "public" for everyone, or a name for a group the answer
   * depends on (e.g. "entitled"), which is then marked private to shared caches.
   */
  audience?: string;
  compute: (site: KitchenVersion) => Promise<unknown>;
}

/**
 * Answers a public read from the cache when the kitchen has not changed since, else computes and
 * keeps it. Answers carry an ETag (a matching If-None-Match gets 304) and Cache-Control, so
 * browsers and CDNs revalidate instead of downloading again.
 */
export async function cachedRead(c: Context<AppEnv>, options: CachedReadOptions): Promise<Response> {
  const site = await kitchenVersion(c.get('deps').db, c.get('deps').env.dbPath, options.siteSlug);
  if (!site) throw new AppError('site_not_found');
  const audience = options.audience ?? 'public';
  const key = `${audience}\n${c.req.path}\n${options.query === undefined ? '' : JSON.stringify(options.query)}`;
  let entry = c.get('publicCache').get(key, site.version);
  if (!entry) {
    const body = JSON.stringify(await options.compute(site));
    const hash = createHash('sha1').update(body).digest('base64url').slice(0, 16);
    entry = { version: site.version, body, etag: `"${site.version}-${hash}"` };
    c.get('publicCache').set(key, entry);
  }
  const personal = audience !== 'public' || c.req.header('authorization') !== undefined;
  // A visitor's answer that charged no rate-limit budget may be given again before the routes run.
  if (!personal && c.req.method === 'GET' && !c.get('budgetCharged'))
    c.get('publicCache').learn(addressOf(c.req.url), { slug: site.slug, key });
  return answerFrom(c, entry, personal);
}

/** The answer an entry makes: its ETag and caching headers, a 304, or its body, compressed if taken. */
function answerFrom(c: Context<AppEnv>, entry: Entry, personal: boolean): Response {
  c.header('ETag', entry.etag);
  c.header('Cache-Control', personal ? 'private, no-cache' : 'public, no-cache');
  c.header('Vary', 'Authorization, Accept-Encoding', { append: true });
  if (matches(c.req.header('if-none-match'), entry.etag)) return c.body(null, 304);
  const encoding = preferredEncoding(c.req.header('accept-encoding'), entry.body.length);
  if (!encoding) return c.body(entry.body, 200, { 'Content-Type': 'application/json' });
  const compressed = (entry[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(entry.body));
  return c.body(compressed as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/json',
    'Content-Encoding': encoding,
  });
}

/**
 * Answers a visitor's read that `cachedRead` answered before, from the same entry, when its
 * kitchen has not changed since: ahead of the routes, the session check and the validation,
 * which would only find the same entry again. Mounted after the headers every answer carries
 * (security, CORS), so its answers are byte for byte those of `cachedRead`. Anything else (a
 * bearer, an address not seen, a changed kitchen, a read that charges a rate-limit budget) goes
 * on to the routes.
 */
export const earlyCachedReads: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' || c.req.header('authorization') !== undefined) return next();
  const cache = c.get('publicCache');
  const known = cache.known(addressOf(c.req.url));
  if (!known) return next();
  const site = await kitchenVersion(c.get('deps').db, c.get('deps').env.dbPath, known.slug);
  const entry = site ? cache.get(known.key, site.version) : undefined;
  if (!entry) return next();
  cache.earlyAnswers += 1;
  return answerFrom(c, entry, false);
};

/** Brotli or gzip when the client takes it and the body is worth compressing (done once per entry). */
function preferredEncoding(accept: string | undefined, length: number): 'br' | 'gzip' | null {
  if (!accept || length < 1024) return null;
  let preferred = encodingsTaken.get(accept);
  if (preferred === undefined) {
    preferred = encodingTaken(accept);
    // Browsers send a handful of distinct headers: the memo starts again when others fill it.
    if (encodingsTaken.size >= 64) encodingsTaken.clear();
    encodingsTaken.set(accept, preferred);
  }
  return preferred;
}

/** `preferredEncoding`'s answer for each `Accept-Encoding` header seen first. */
const encodingsTaken = new Map<string, 'br' | 'gzip' | null>();

function encodingTaken(accept: string): 'br' | 'gzip' | null {
  const offered = accept.split(',').map((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return { name, refused: quality !== undefined && Number(quality.slice(2)) === 0 };
  });
  const takes = (name: string) => offered.some((option) => option.name === name && !option.refused);
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}
