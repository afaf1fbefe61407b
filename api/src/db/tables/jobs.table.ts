import type { Generated } from 'kysely';

/** Outbox of kitchen rebuilds: a row is written in the same transaction as the change it builds. */
export interface RebuildJobsTable {
  id: string;
  site_slug: string;
  reason: string;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  attempts: Generated<number>;
  error: string | null;
  created_at: Generated<string>;
  started_at: string | null;
  finished_at: string | null;
  /** The lease of the build running this job. */
  lease_token: string | null;
  /** Earliest time of the next attempt after a failure (backoff). */
  not_before: string | null;
  /** JSON list of the recipes the build left at an earlier version or out: { id, slug, title, error, kept }. */
  failed_recipes: string | null;
  /** The recipe whose page was being rendered when a build of this job crashed. */
  suspect_recipe_id: string | null;
}

/** Who is building a kitchen right now; the primary key allows one build per kitchen. */
export interface KitchenBuildLeasesTable {
  site_slug: string;
  token: string;
  owner: string;
  acquired_at: Generated<string>;
  expires_at: string;
}

/** A version of a recipe whose page could not be rendered. */
export interface RecipeRenderFailuresTable {
  recipe_id: string;
  recipe_updated_at: string;
  error: string;
  created_at: Generated<string>;
}
