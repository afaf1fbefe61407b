import type { Generated } from 'kysely';

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
}
