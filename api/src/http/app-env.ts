import type { SitesConfig } from '@larder/shared/sites-config';
import type { UserRow } from '../auth/session-tokens.ts';
import type { Db } from '../db/database.ts';
import type { Env } from '../env.ts';
import type { ReadContext } from '../media/image-read.ts';
import type { SiteRow } from '../site/site-read.ts';

/** What every request handler can reach: the database, the parsed environment and the kitchens' config. */
export interface AppDeps {
  db: Db;
  env: Env;
  sitesConfig: SitesConfig;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    readContext: ReadContext;
    /** The bearer's user; null for visitors. */
    user: UserRow | null;
    /** Set by `requireSiteManager`. */
    site: SiteRow;
  };
}
