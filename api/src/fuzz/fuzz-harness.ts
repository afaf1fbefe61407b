import { errorCatalogue } from '@larder/shared/errors';
import {
  arbitraryFor,
  hostileValue,
  nearMissFor,
  type Override,
} from '@larder/shared/test-support/zod-arbitrary';
import { PROPERTY_SEED, propertyRuns } from '@larder/shared/test-support/property-runs';
import fc from 'fast-check';
import { sql } from 'kysely';
import type { z } from 'zod';
import { databaseEngine, withSqlite, type Db } from '../db/database.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';

/**
 * Fuzzing the API through `app.request()`: generated requests (valid ones from the shared
 * schemas, near misses and hostile values) must never get a 5xx, every 4xx must carry the error
 * shape with a catalogue code, and a 4xx must store nothing.
 */
export { PROPERTY_SEED as FUZZ_SEED } from '@larder/shared/test-support/property-runs';

/** Requests per endpoint at full strength (`./run fuzz`); the counts below were set for it. */
const FULL_RUNS = 10_000;

/** Requests per endpoint in this run: `FUZZ_RUNS`, or the full or everyday share of 10,000. */
export const FUZZ_RUNS = process.env.FUZZ_RUNS
  ? Number(process.env.FUZZ_RUNS)
  : propertyRuns(FULL_RUNS).numRuns;

/**
 * A count of responses written for a 10,000-request run, in proportion to this run's count, so a
 * test still asks that each status comes back often enough whatever the run's strength. The counts
 * were set with about two standard deviations to spare at full strength; a run of a tenth has
 * relatively three times the spread, so a shorter run's share gives up three of its own deviations
 * (√share, as for a count of hits) rather than fail on an unlucky seed. A share so small that
 * three deviations reach below zero asks for nothing (-1: any count, none included, is more).
 */
export function ofFullRuns(count: number): number {
  if (FUZZ_RUNS >= FULL_RUNS) return count;
  const share = (count * FUZZ_RUNS) / FULL_RUNS;
  const floor = share - 3 * Math.sqrt(share);
  // Too few requests to expect even one (a short run, as on PostgreSQL): nothing is asked.
  return floor > 0 ? Math.floor(floor) : -1;
}

export interface FuzzRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** A JSON value, or raw text or bytes sent as the body. */
  body?: unknown;
  rawBody?: string | Uint8Array<ArrayBuffer>;
}

export interface FuzzWorld extends TestWorld {
  ownerToken: string;
  readerToken: string;
  ids: {
    units: string[];
    ingredients: string[];
    terms: Record<string, string[]>;
    equipment: string[];
    images: string[];
    videos: string[];
    recipes: string[];
    recipeSlugs: string[];
    collectionSlugs: string[];
    users: string[];
  };
}

export async function createFuzzWorld(): Promise<FuzzWorld> {
  // Counting writes needs a quiet database: the rate limits have tests of their own.
  const world = await createTestWorld(undefined, { LARDER_RATE_LIMITS: 'off' });
  const site = await world.db
    .selectFrom('sites')
    .select('id')
    .where('slug', '=', 'family-table')
    .executeTakeFirstOrThrow();
  const column = async (query: Promise<{ id: string }[]>) => (await query).map((row) => row.id);
  const terms: Record<string, string[]> = {};
  for (const row of await world.db
    .selectFrom('taxonomy_terms')
    .select(['id', 'kind'])
    .where('site_id', '=', site.id)
    .execute())
    (terms[row.kind] ??= []).push(row.id);
  const recipes = await world.db
    .selectFrom('recipes')
    .select(['id', 'slug'])
    .where('site_id', '=', site.id)
    .execute();
  return {
    ...world,
    ownerToken: await world.tokenFor('june@family-table.example'),
    readerToken: await world.tokenFor('reader@family-table.example'),
    ids: {
      units: await column(world.db.selectFrom('units').select('id').execute()),
      ingredients: await column(world.db.selectFrom('ingredients').select('id').execute()),
      terms,
      equipment: await column(
        world.db.selectFrom('equipment').select('id').where('site_id', '=', site.id).execute(),
      ),
      images: await column(
        world.db.selectFrom('images').select('id').where('site_id', '=', site.id).execute(),
      ),
      videos: await column(
        world.db.selectFrom('videos').select('id').where('site_id', '=', site.id).execute(),
      ),
      recipes: recipes.map((row) => row.id),
      recipeSlugs: recipes.map((row) => row.slug),
      collectionSlugs: (
        await world.db.selectFrom('collections').select('slug').where('site_id', '=', site.id).execute()
      ).map((row) => row.slug),
      users: await column(world.db.selectFrom('users').select('id').execute()),
    },
  };
}

/**
 * Ids drawn from the kitchen's own rows (so valid requests get through to the writes), now and
 * then a random one (so do unknown references).
 */
export function idOverride(world: FuzzWorld): Override {
  const one = (ids: string[]) =>
    ids.length ? fc.oneof({ weight: 19, arbitrary: fc.constantFrom(...ids) }, fc.uuid()) : fc.uuid();
  const some = (ids: string[]) =>
    ids.length
      ? fc.oneof(
          { weight: 9, arbitrary: fc.uniqueArray(fc.constantFrom(...ids), { maxLength: 3 }) },
          fc.array(fc.uuid(), { maxLength: 2 }),
        )
      : fc.oneof({ weight: 9, arbitrary: fc.constant([]) }, fc.array(fc.uuid(), { maxLength: 2 }));
  const lists: Record<string, string[]> = {
    tagIds: world.ids.terms.tags ?? [],
    methodIds: world.ids.terms.methods ?? [],
    foodCategoryIds: world.ids.terms.categories ?? [],
    mealIds: world.ids.terms.meals ?? [],
    cuisineIds: world.ids.terms.cuisines ?? [],
    dietIds: world.ids.terms.diets ?? [],
    contributorIds: world.ids.users,
    imageIds: world.ids.images,
    recipeIds: world.ids.recipes,
  };
  const singles: Record<string, string[]> = {
    unitId: world.ids.units,
    ingredientId: world.ids.ingredients,
    equipmentId: world.ids.equipment,
    videoId: world.ids.videos,
    imageId: world.ids.images,
    imageOverrideId: world.ids.images,
  };
  return (path, schema) => {
    const last = path[path.length - 1];
    if (typeof last !== 'string') return undefined;
    const list = lists[last];
    if (list) return fc.option(some(list), { nil: undefined });
    // A crop of random numbers lies outside its photo (refused, rightly): most are none or one
    // inside any photo, so the writes get past it as often as before crops were checked.
    if (last === 'crop' && path.includes('images'))
      return fc.oneof(
        { weight: 3, arbitrary: fc.constant(undefined) },
        { weight: 2, arbitrary: fc.constant({ x: 0, y: 0, width: 1, height: 1 }) },
        { weight: 1, arbitrary: arbitraryFor(schema, { maxArray: 3, maxDepth: 5 }) },
      );
    let ids = singles[last];
    if (!ids && last === 'id' && path.includes('images') && !path.includes('ingredientUsageGroups'))
      ids = world.ids.images;
    if (!ids) return undefined;
    // Keep to what the field takes: null only where the schema allows it.
    const nullable = schema.safeParse(null).success;
    const optional = schema.safeParse(undefined).success;
    const value = one(ids);
    if (nullable && optional) return fc.oneof(value, fc.constant(null), fc.constant(undefined));
    if (nullable) return fc.oneof({ weight: 3, arbitrary: value }, fc.constant(null));
    return optional ? fc.option(value, { nil: undefined }) : value;
  };
}

/** A body for a schema: valid (most often), a near miss, or a hostile value. */
export function bodyFor(schema: z.ZodType, override?: Override): fc.Arbitrary<unknown> {
  const options = { ...(override ? { override } : {}), maxArray: 3, maxDepth: 5 };
  return fc.oneof(
    { weight: 4, arbitrary: arbitraryFor(schema, options) },
    { weight: 4, arbitrary: nearMissFor(schema, options) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** Path segments: real slugs and ids, near misses, percent-encoded and malformed text. */
export function segment(real: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: real.length ? fc.constantFrom(...real) : fc.constant('x') },
    fc.uuid(),
    fc.string({ maxLength: 30 }).map(encodeURIComponent),
    fc.constantFrom('%E0%A4%A', '%', '%%', '%00', '..', '%2e%2e', '%2F', 'a%2Fb', '%C0%AE', '%FF', ' ', '~'),
    fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
  );
}

/** Kitchen slugs: mostly the one the ids belong to, else other kitchens, unknown ones and junk. */
export function kitchenSegment(others: string[]): fc.Arbitrary<string> {
  return fc.oneof({ weight: 6, arbitrary: fc.constant('family-table') }, segment(others));
}

/** Authorization headers: the owner's token mostly, a reader's, none, and forged ones. */
export function authHeaders(world: FuzzWorld): fc.Arbitrary<Record<string, string>> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant({ Authorization: `Bearer ${world.ownerToken}` }) },
    fc.constant({ Authorization: `Bearer ${world.readerToken}` }),
    fc.constant({}),
    fc
      .string({ maxLength: 60 })
      .map((token) => ({ Authorization: `Bearer ${token.replace(/[\r\n]/g, '')}` })),
    fc.constantFrom({ Authorization: 'Basic abc' }, { Authorization: 'Bearer' }, { Authorization: '' }),
  );
}

/**
 * A manage API request: the method, a path under /api/v1/manage, headers from `auth` and, when
 * `body` is given, that body as JSON (usually), under another content type, cut short or empty.
 */
export function manageRequest(
  auth: fc.Arbitrary<Record<string, string>>,
  method: string,
  path: fc.Arbitrary<string>,
  body?: fc.Arbitrary<unknown>,
): fc.Arbitrary<FuzzRequest> {
  return apiRequest('/api/v1/manage', auth, method, path, body);
}

/** A public API request (a path under /api/v1/site), made as `manageRequest` makes one. */
export function siteRequest(
  auth: fc.Arbitrary<Record<string, string>>,
  method: string,
  path: fc.Arbitrary<string>,
  body?: fc.Arbitrary<unknown>,
): fc.Arbitrary<FuzzRequest> {
  return apiRequest('/api/v1/site', auth, method, path, body);
}

function apiRequest(
  prefix: string,
  auth: fc.Arbitrary<Record<string, string>>,
  method: string,
  path: fc.Arbitrary<string>,
  body?: fc.Arbitrary<unknown>,
): fc.Arbitrary<FuzzRequest> {
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    fc.constantFrom('text/plain', 'application/json; charset=utf-8', 'multipart/form-data', ''),
  );
  return fc
    .tuple(path, auth, body ?? fc.constant(undefined), contentType, fc.nat(19))
    .map(([url, headers, value, type, roll]): FuzzRequest => {
      const base = { method, path: `${prefix}${url}`, headers: { ...headers } };
      if (value === undefined) return base;
      const typed = type ? { ...base.headers, 'Content-Type': type } : base.headers;
      if (roll === 0) return { ...base, rawBody: '{"title": "unfinished', headers: typed };
      if (roll === 1) return { ...base, rawBody: '', headers: typed };
      return { ...base, body: value, headers: typed };
    });
}

/** Query strings: the given parameters with valid-looking values, near misses and junk. */
export function queryFor(parameters: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const entries = Object.entries(parameters).map(([name, value]) =>
    fc
      .option(
        fc.oneof(
          { weight: 3, arbitrary: value },
          fc.string({ maxLength: 20 }),
          fc.constantFrom('', '%E0%A4%A', '-1', '1e999', 'x'.repeat(500)),
        ),
        { nil: undefined },
      )
      .map((text) =>
        text === undefined ? null : `${name}=${encodeURIComponent(text).replace(/%25(?=E0%25A4)/, '%')}`,
      ),
  );
  return fc
    .tuple(
      fc.tuple(...entries),
      fc.option(fc.constantFrom('&&', '&=x', '&a[b]=1', '&query=%', '&limit'), { nil: '' }),
    )
    .map(([parts, junk]) => {
      const text = parts.filter((part): part is string => part !== null).join('&') + (junk ?? '');
      return text ? `?${text}` : '';
    });
}

const CODES = new Set(Object.keys(errorCatalogue));

const countedDatabases = new WeakSet<Db>();

/**
 * PostgreSQL has no \`total_changes()\`: a trigger on every table counts each row written into a
 * table of the test's own (committed writes only; a refusal that rolled back stored nothing).
 */
async function countChanges(db: Db): Promise<void> {
  await sql`create table larder_test_changes (n bigint not null)`.execute(db);
  await sql`insert into larder_test_changes values (0)`.execute(db);
  await sql`create function larder_count_change() returns trigger language plpgsql as $$
    begin update larder_test_changes set n = n + 1; return null; end $$`.execute(db);
  const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables
    where schemaname = 'public' and tablename not in ('larder_test_changes', 'kysely_migration', 'kysely_migration_lock')`.execute(
    db,
  );
  for (const { name } of rows)
    await sql`create trigger larder_count_change after insert or update or delete on ${sql.table(name)}
      for each row execute function larder_count_change()`.execute(db);
}

async function totalChanges(world: TestWorld): Promise<number> {
  if (databaseEngine(world.db) === 'sqlite')
    return withSqlite(world.db, (sqlite) => sqlite.prepare('select total_changes()').pluck().get() as number);
  if (!countedDatabases.has(world.db)) {
    await countChanges(world.db);
    countedDatabases.add(world.db);
  }
  const { rows } = await sql<{ n: number }>`select n from larder_test_changes`.execute(world.db);
  return rows[0]?.n ?? 0;
}

export interface CheckOptions {
  /**
   * Refusals that record something by design, by error code: a wrong sign-in code is counted
   * against its link (`sign_in_code_invalid`). Every other 4xx must store nothing.
   */
  refusalsThatWrite?: string[];
}

/** Sends one request and checks the contract every answer must keep. */
export async function checkRequest(
  world: FuzzWorld,
  request: FuzzRequest,
  options: CheckOptions = {},
): Promise<number> {
  const before = await totalChanges(world);
  const headers: Record<string, string> = { ...request.headers };
  let body: string | Uint8Array<ArrayBuffer> | undefined = request.rawBody;
  if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const response = await world.app.request(request.path, {
    method: request.method,
    headers,
    ...(body !== undefined ? { body } : {}),
  });
  const text = await response.text();
  const context = `${request.method} ${request.path} → ${response.status} ${text.slice(0, 300)}`;
  if (response.status >= 500) throw new Error(`Server error: ${context}`);
  if (response.status >= 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(`A ${response.status} without a JSON error body: ${context}`);
    }
    const error = (parsed as { error?: { code?: unknown; message?: unknown } }).error;
    if (typeof error?.code !== 'string' || !CODES.has(error.code) || typeof error.message !== 'string')
      throw new Error(`A ${response.status} without the error shape: ${context}`);
    if (text.length > 20_000) throw new Error(`An error body of ${text.length} characters: ${context}`);
    const after = await totalChanges(world);
    if (after !== before && !options.refusalsThatWrite?.includes(error.code))
      throw new Error(`A ${response.status} changed ${after - before} row(s): ${context}`);
  } else if (response.headers.get('content-type')?.includes('json')) {
    JSON.parse(text);
  }
  return response.status;
}

/**
 * Runs `runs` generated requests against one endpoint (seeded and reproducible) and returns how
 * often each status came back, so a test can also check the generator reaches the success path.
 */
/** How many answers came back with each status; a status that never came counts 0. */
export class StatusCounts extends Map<number, number> {
  override get(status: number): number {
    return super.get(status) ?? 0;
  }
}

export async function fuzzEndpoint(
  world: FuzzWorld,
  requests: fc.Arbitrary<FuzzRequest>,
  options: { runs?: number; examples?: FuzzRequest[] } & CheckOptions = {},
): Promise<StatusCounts> {
  const statuses = new StatusCounts();
  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      const status = await checkRequest(world, request, options);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }),
    {
      seed: PROPERTY_SEED,
      numRuns: options.runs ?? FUZZ_RUNS,
      examples: (options.examples ?? []).map((example) => [example]),
      endOnFailure: true,
    },
  );
  return statuses;
}
