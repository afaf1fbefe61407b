import type Database from 'better-sqlite3';
import { Kysely, PostgresAdapter, type TransactionBuilder, type Transaction } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import * as initial from './migrations/0001-initial.ts';
import * as recipePreviewLinks from './migrations/0002-recipe-preview-links.ts';
import * as userProfilePreferences from './migrations/0003-user-profile-preferences.ts';
import * as indexesAndMediaOwners from './migrations/0004-indexes-and-media-owners.ts';
import * as ingredientPluralTitles from './migrations/0005-ingredient-plural-titles.ts';
import * as rateLimits from './migrations/0006-rate-limits.ts';
import * as buildLeases from './migrations/0007-build-leases.ts';
import * as magicLinksAndEmail from './migrations/0008-magic-links-and-email.ts';
import * as imageUploads from './migrations/0009-image-uploads.ts';
import * as payments from './migrations/0010-payments.ts';
import * as newsletterOptInAndSends from './migrations/0011-newsletter-opt-in-and-sends.ts';
import * as themeCatalogue from './migrations/0012-theme-catalogue.ts';
import * as recipeDraftsAndRevisions from './migrations/0013-recipe-drafts-and-revisions.ts';
import * as kitchenIngredients from './migrations/0014-kitchen-ingredients.ts';
import * as videoUploads from './migrations/0015-video-uploads.ts';
import * as collectionVersions from './migrations/0016-collection-versions.ts';
import * as siteSettingsVersions from './migrations/0017-site-settings-versions.ts';
import * as recipeSlugRedirects from './migrations/0018-recipe-slug-redirects.ts';
import * as emailQueue from './migrations/0019-email-queue.ts';
import * as postgresJsonOrNull from './migrations/0020-postgres-json-or-null.ts';
import { POSTGRES_BASELINE, postgresMigrations } from './migrations-postgres/postgres-migrations.ts';
import { LarderPostgresDialect, openPostgresPool, retryingTransactions } from './postgres-dialect.ts';
import { LarderSqliteDialect, openSqlite } from './sqlite-dialect.ts';
import type { CollectionRecipesTable, CollectionsTable } from './tables/collections.table.ts';
import type { EmailOutboxTable, EmailQueueTable } from './tables/email.table.ts';
import type { BookmarksTable, CommentUpvotesTable, CommentsTable } from './tables/community.table.ts';
import type {
  KitchenBuildLeasesTable,
  RebuildJobsTable,
  RecipeRenderFailuresTable,
} from './tables/jobs.table.ts';
import type {
  AppSubscriptionsTable,
  CheckoutSessionsTable,
  StripeCustomersTable,
  StripeEventsTable,
} from './tables/payments.table.ts';
import type { RateLimitsTable } from './tables/rate-limits.table.ts';
import type { ImageUploadsTable, ImagesTable, VideoUploadsTable, VideosTable } from './tables/media.table.ts';
import type {
  EquipmentTable,
  EquipmentUsagesTable,
  IngredientUsageGroupsTable,
  IngredientUsagesTable,
  IngredientsTable,
  InstructionGroupsTable,
  InstructionImagesTable,
  InstructionsTable,
  RecipeContributorsTable,
  RecipeImagesTable,
  RecipePreviewLinksTable,
  RecipeTaxonomyTermsTable,
  RecipeRevisionsTable,
  RecipesTable,
  RecipeSlugRedirectsTable,
  TaxonomyTermsTable,
  UnitsTable,
} from './tables/recipes.table.ts';
import type {
  ColorThemesTable,
  EventsTable,
  LinksTable,
  PressItemsTable,
  ProductLinksTable,
  SitesTable,
  SiteSlugRedirectsTable,
  SocialMediaLinksTable,
  TypeThemesTable,
} from './tables/sites.table.ts';
import type {
  NewsletterSendRecipientsTable,
  NewsletterSendsTable,
  NewsletterSubscribersTable,
  SubscriptionsTable,
} from './tables/subscriptions.table.ts';
import type {
  AuthTokensTable,
  EarlySignupsTable,
  SignUpRequestsTable,
  SiteMembershipsTable,
  UsersTable,
} from './tables/users.table.ts';

export interface DatabaseSchema {
  users: UsersTable;
  site_memberships: SiteMembershipsTable;
  auth_tokens: AuthTokensTable;
  sign_up_requests: SignUpRequestsTable;
  early_signups: EarlySignupsTable;
  recipe_preview_links: RecipePreviewLinksTable;
  images: ImagesTable;
  image_uploads: ImageUploadsTable;
  videos: VideosTable;
  video_uploads: VideoUploadsTable;
  color_themes: ColorThemesTable;
  type_themes: TypeThemesTable;
  sites: SitesTable;
  site_slug_redirects: SiteSlugRedirectsTable;
  recipe_slug_redirects: RecipeSlugRedirectsTable;
  social_media_links: SocialMediaLinksTable;
  links: LinksTable;
  product_links: ProductLinksTable;
  events: EventsTable;
  press_items: PressItemsTable;
  taxonomy_terms: TaxonomyTermsTable;
  units: UnitsTable;
  ingredients: IngredientsTable;
  equipment: EquipmentTable;
  recipes: RecipesTable;
  recipe_revisions: RecipeRevisionsTable;
  recipe_images: RecipeImagesTable;
  recipe_taxonomy_terms: RecipeTaxonomyTermsTable;
  recipe_contributors: RecipeContributorsTable;
  ingredient_usage_groups: IngredientUsageGroupsTable;
  ingredient_usages: IngredientUsagesTable;
  instruction_groups: InstructionGroupsTable;
  instructions: InstructionsTable;
  instruction_images: InstructionImagesTable;
  equipment_usages: EquipmentUsagesTable;
  collections: CollectionsTable;
  collection_recipes: CollectionRecipesTable;
  comments: CommentsTable;
  comment_upvotes: CommentUpvotesTable;
  bookmarks: BookmarksTable;
  subscriptions: SubscriptionsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_sends: NewsletterSendsTable;
  newsletter_send_recipients: NewsletterSendRecipientsTable;
  rebuild_jobs: RebuildJobsTable;
  kitchen_build_leases: KitchenBuildLeasesTable;
  recipe_render_failures: RecipeRenderFailuresTable;
  rate_limits: RateLimitsTable;
  email_outbox: EmailOutboxTable;
  email_queue: EmailQueueTable;
  stripe_events: StripeEventsTable;
  checkout_sessions: CheckoutSessionsTable;
  stripe_customers: StripeCustomersTable;
  app_subscriptions: AppSubscriptionsTable;
}

export type Db = Kysely<DatabaseSchema>;
/** A database or a transaction on it: what writes that may run inside a caller's transaction take. */
export type Executor = Db | Transaction<DatabaseSchema>;

/** Migrations are listed here in order, so they ship with the code and need no directory scan. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-recipe-preview-links': recipePreviewLinks,
  '0003-user-profile-preferences': userProfilePreferences,
  '0004-indexes-and-media-owners': indexesAndMediaOwners,
  '0005-ingredient-plural-titles': ingredientPluralTitles,
  '0006-rate-limits': rateLimits,
  '0007-build-leases': buildLeases,
  '0008-magic-links-and-email': magicLinksAndEmail,
  '0009-image-uploads': imageUploads,
  '0010-payments': payments,
  '0011-newsletter-opt-in-and-sends': newsletterOptInAndSends,
  '0012-theme-catalogue': themeCatalogue,
  '0013-recipe-drafts-and-revisions': recipeDraftsAndRevisions,
  '0014-kitchen-ingredients': kitchenIngredients,
  '0015-video-uploads': videoUploads,
  '0016-collection-versions': collectionVersions,
  '0017-site-settings-versions': siteSettingsVersions,
  '0018-recipe-slug-redirects': recipeSlugRedirects,
  '0019-email-queue': emailQueue,
  '0020-postgres-json-or-null': postgresJsonOrNull,
};

/** The engines Larder runs on: one SQLite file (the default), or a PostgreSQL server. */
export type DatabaseEngine = 'sqlite' | 'postgres';

/** Which engine a database or a transaction on it runs on. */
export function databaseEngine(db: Executor): DatabaseEngine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Whether `location` names a PostgreSQL server (`postgres://…`) rather than a SQLite file. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

/**
 * On PostgreSQL, SQLite's history up to 0019 is one baseline made from it (ADR 047); the
 * migrations after it are shared and written for both engines.
 */
function migrationsFor(engine: DatabaseEngine): Record<string, Migration> {
  if (engine === 'sqlite') return migrations;
  const shared = Object.entries(migrations).filter(([name]) => name > POSTGRES_BASELINE);
  return { ...postgresMigrations, ...Object.fromEntries(shared) };
}

/** The migrator over the migrations above (tests use it to stop at an older schema). */
export function migrator(db: Db): Migrator {
  const provider: MigrationProvider = {
    getMigrations: () => Promise.resolve(migrationsFor(databaseEngine(db))),
  };
  return new Migrator({ db, provider });
}

const sqliteBehind = new WeakMap<Db, Database.Database>();

/** Kysely whose transactions, on PostgreSQL, run again when the server could not serialize them. */
class PostgresKysely extends Kysely<DatabaseSchema> {
  override transaction(): TransactionBuilder<DatabaseSchema> {
    return retryingTransactions(super.transaction());
  }
}

export interface OpenOptions {
  /** Receives every SQL statement (tests count queries with it). */
  log?: (sql: string) => void;
  /** PostgreSQL connections this process keeps at most. */
  poolSize?: number;
}

/**
 * Opens the database at `location`: a SQLite file's path (created when missing), or a
 * PostgreSQL server's `postgres://` address.
 */
export function openDatabase(location: string, options: OpenOptions = {}): Db {
  const { log } = options;
  const logging = log
    ? {
        log: (event: { query: { sql: string } }) => {
          log(event.query.sql);
        },
      }
    : {};
  if (isPostgresUrl(location))
    return new PostgresKysely({
      dialect: new LarderPostgresDialect(openPostgresPool(location, options.poolSize)),
      ...logging,
    });
  if (location !== ':memory:') mkdirSync(dirname(location), { recursive: true });
  const sqlite = openSqlite(location);
  const db = new Kysely<DatabaseSchema>({ dialect: new LarderSqliteDialect(sqlite), ...logging });
  sqliteBehind.set(db, sqlite);
  return db;
}

/**
 * Runs `work` with the better-sqlite3 handle behind `db`, for hot paths that reuse prepared
 * statements. Kysely's one connection is held meanwhile, so no other request's transaction is
 * open on the handle (a statement would silently join it) and nothing else runs until `work`
 * returns. `work` must be synchronous, and the caller must not be inside a Kysely transaction,
 * which holds that connection until it ends.
 */
export async function withSqlite<T>(db: Db, work: (sqlite: Database.Database) => T): Promise<T> {
  const sqlite = sqliteBehind.get(db);
  if (!sqlite) throw new Error('withSqlite needs a database opened by openDatabase().');
  return db.connection().execute(() => Promise.resolve(work(sqlite)));
}

/** Brings the database to the latest schema; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const { error, results } = await migrator(db).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
