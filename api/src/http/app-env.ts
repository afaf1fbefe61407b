import type { HttpBindings } from '@hono/node-server';
import type { PagePreviewRenderer } from '@larder/shared/schemas/page-preview';
import type { SitesConfig } from '@larder/shared/sites-config';
import type { UserRow } from '../auth/session-tokens.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../email/email-message.ts';
import type { Env } from '../env.ts';
import type { ReadContext } from '../media/image-read.ts';
import type { StripeClient } from '../payments/stripe-client.ts';
import type { SiteRow } from '../site/site-read.ts';
import type { ResponseCache } from './public-cache.ts';

/** What every request handler can reach: the database, the parsed environment and the kitchens' config. */
export interface AppDeps {
  db: Db;
  env: Env;
  sitesConfig: SitesConfig;
  /** Epoch milliseconds; tests move it to cross rate-limit windows and expire links. */
  now?: () => number;
  /**
   * The largest video file an upload URL takes; by default `VIDEO_UPLOAD_MAX_BYTES` (200 MB).
   * Tests lower it to check the limit without sending 200 MB.
   */
  videoUploadMaxBytes?: number;
  /** Sends e-mail; by default the transport `env.email` names. */
  mailer?: Mailer;
  /** Talks to Stripe; by default a client for `env.stripe` (see `stripeOf`). */
  stripe?: StripeClient;
  /**
   * Serve the dev outbox at `/dev`: every sign-in link and code the API "sent". Only `larder demo`
   * asks for it, and only while it listens on loopback; it answers loopback peers only, and never
   * in production or with a real e-mail transport.
   */
  devOutbox?: boolean;
  /** The public reads' cache; a new one per app by default (tests pass theirs to look into it). */
  publicCache?: ResponseCache;
  /** Renders the studio's real-page previews with the kitchens' theme; without it, none are offered. */
  previewRenderer?: PagePreviewRenderer;
}

export interface AppEnv {
  /** The node server's request and response; absent under `app.request()` unless a test passes them. */
  Bindings: Partial<HttpBindings>;
  Variables: {
    deps: AppDeps;
    mailer: Mailer;
    readContext: ReadContext;
    /** The bearer's user; null for visitors. */
    user: UserRow | null;
    /** Set by `requireSiteManager`. */
    site: SiteRow;
    /** Public reads, kept per app instance (see `cachedRead`). */
    publicCache: ResponseCache;
    /** Set when the request was charged to a rate-limit budget (such a read is never answered early). */
    budgetCharged: boolean;
  };
}
