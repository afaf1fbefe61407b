import { AppError } from '@larder/shared/errors';
import { kitchenDeployment } from '@larder/shared/sites-config';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { createMailer } from '../email/mailer.ts';
import { devOutboxRoutes } from '../routes/dev-outbox.routes.ts';
import { fileRoutes } from '../routes/files.routes.ts';
import { healthRoutes } from '../routes/health.routes.ts';
import { manageAuthPathsWithoutSession, manageAuthRoutes } from '../routes/manage-auth.routes.ts';
import { manageBillingRoutes } from '../routes/manage-billing.routes.ts';
import { manageBookmarkRoutes } from '../routes/manage-bookmarks.routes.ts';
import { manageCollectionRoutes } from '../routes/manage-collections.routes.ts';
import { manageCommentRoutes } from '../routes/manage-comments.routes.ts';
import { manageCurrentUserRoutes } from '../routes/manage-current-user.routes.ts';
import { manageImageRoutes } from '../routes/manage-images.routes.ts';
import { manageOverviewRoutes } from '../routes/manage-overview.routes.ts';
import { manageRebuildJobRoutes } from '../routes/manage-rebuild-jobs.routes.ts';
import { manageRecipeParseRoutes } from '../routes/manage-recipe-parse.routes.ts';
import { manageRecipeRoutes } from '../routes/manage-recipes.routes.ts';
import { manageVideoRoutes } from '../routes/manage-videos.routes.ts';
import { manageVocabularyRoutes } from '../routes/manage-vocabulary.routes.ts';
import { manageRecipePreviewRoutes, previewPageRoutes } from '../routes/recipe-previews.routes.ts';
import { manageSiteRoutes } from '../routes/manage-sites.routes.ts';
import {
  siteAuthFormPaths,
  siteAuthPathsWithoutSession,
  siteAuthRoutes,
} from '../routes/site-auth.routes.ts';
import { manageSubscriptionRoutes } from '../routes/manage-subscriptions.routes.ts';
import { siteBookmarkRoutes } from '../routes/site-bookmarks.routes.ts';
import { siteCheckoutSessionRoutes } from '../routes/site-checkout-sessions.routes.ts';
import { siteCommentRoutes } from '../routes/site-comments.routes.ts';
import {
  siteNewsletterUnsubscriptionPaths,
  siteNewsletterUnsubscriptionRoutes,
} from '../routes/site-newsletter-unsubscriptions.routes.ts';
import { siteSubscriptionFormPaths, siteSubscriptionRoutes } from '../routes/site-subscriptions.routes.ts';
import { manageNewsletterSendRoutes } from '../routes/manage-newsletter-sends.routes.ts';
import { manageSubscriberRoutes } from '../routes/manage-subscribers.routes.ts';
import { sitePublicRoutes } from '../routes/site-public.routes.ts';
import { stripeWebhookPaths, stripeWebhookRoutes } from '../routes/stripe-webhooks.routes.ts';
import { uploadRoutes } from '../routes/uploads.routes.ts';
import type { AppDeps, AppEnv } from './app-env.ts';
import { resolveUser } from './auth-middleware.ts';
import { apiSecurityHeaders } from './api-security-headers.ts';
import { apiCors } from './api-cors.ts';
import { closeAfterEarlyResponse } from './close-after-early-response.ts';
import { byIp, byUser, rateLimit } from './rate-limit.ts';
import { earlyCachedReads, ResponseCache } from './public-cache.ts';
import { rejectNonJsonBodies } from './reject-non-json-bodies.ts';
import { handleError, handleNotFound } from './error-handler.ts';
import { isLoopbackAddress } from './trusted-proxies.ts';

/** The kitchens' own origins, the platform's and any configured extras: the only origins CORS lets in. */
export function allowedOrigins(deps: AppDeps): Set<string> {
  const kitchens = Object.keys(deps.sitesConfig.sites).map(
    (slug) => kitchenDeployment(deps.sitesConfig, slug).origin,
  );
  return new Set([...kitchens, deps.env.platformOrigin, ...deps.env.extraCorsOrigins]);
}

/** The origins a kitchen of the template may have (`http://{slug}.localhost:4321`), as a pattern made once. */
function templateOrigins(template: string): RegExp {
  const pattern = template
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('\\{slug\\}', '[a-z0-9]+(?:-[a-z0-9]+)*');
  return new RegExp(`^${pattern}$`);
}

const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

const under = (prefix: string, paths: string[]) => paths.map((path) => `/api/v1${prefix}${path}`);
/**
 * Sign-in, sign-up, confirming and signing out answer the same with a stale bearer token as
 * without one: a reader whose session expired must be able to sign in again.
 */
const PATHS_WITHOUT_SESSION = [
  ...under('/site', siteAuthPathsWithoutSession),
  ...under('/site', siteNewsletterUnsubscriptionPaths),
  ...under('/manage', manageAuthPathsWithoutSession),
];
/**
 * The kitchens' no-JS sign-in, sign-up, subscribe and unsubscribe forms post form fields (so do
 * mail providers' one-click unsubscribes); they check their own bodies.
 */
const FORM_PATHS = under('/site', [
  ...siteAuthFormPaths,
  ...siteSubscriptionFormPaths,
  ...siteNewsletterUnsubscriptionPaths,
]);
/** Stripe's deliveries are verified byte for byte against their signature, whatever they declare. */
const WEBHOOK_PATHS = under('', stripeWebhookPaths);

export function createApp(deps: AppDeps) {
  const origins = allowedOrigins(deps);
  const kitchenOrigin = templateOrigins(deps.sitesConfig.originTemplate);
  const readContext = { db: deps.db, apiOrigin: deps.env.apiOrigin };
  const publicCache = deps.publicCache ?? new ResponseCache();
  const mailer = deps.mailer ?? createMailer(deps.env.email, deps.db);
  const api = new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.set('deps', deps);
      c.set('mailer', mailer);
      c.set('readContext', readContext);
      c.set('publicCache', publicCache);
      await next();
    })
    .use('*', apiSecurityHeaders)
    .use(
      '*',
      apiCors({
        origin: (origin) => (origins.has(origin) || kitchenOrigin.test(origin) ? origin : null),
        allowHeaders: ['Authorization', 'Content-Type', 'If-None-Match'],
        allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
        exposeHeaders: ['Retry-After', 'ETag', 'Content-Disposition'],
        maxAge: 600,
      }),
    )
    // No address of ours holds U+0000, and PostgreSQL's text cannot: answered before any lookup.
    .use('*', async (c, next) => {
      const { url } = c.req;
      const nul = url.indexOf('%00');
      if (nul >= 0) {
        const query = url.indexOf('?');
        if (query < 0 || nul < query) throw new AppError('not_found');
        throw new AppError('bad_request', 'The query may not contain %00.');
      }
      await next();
    })
    .use('/site/*', earlyCachedReads)
    // Only requests that carry a body pay for the body checks; an upload URL takes a file and
    // checks it itself.
    .on(
      BODY_METHODS,
      '*',
      except(
        '/api/v1/uploads/*',
        bodyLimit({
          maxSize: deps.env.bodyLimitBytes,
          onError: () => {
            throw new AppError('payload_too_large');
          },
        }),
      ),
      except(['/api/v1/uploads/*', ...FORM_PATHS, ...WEBHOOK_PATHS], rejectNonJsonBodies),
    )
    .route('/health', healthRoutes)
    .route('/files', fileRoutes)
    .route('/uploads', uploadRoutes)
    .route('/stripe', stripeWebhookRoutes)
    .use('/site/*', except(PATHS_WITHOUT_SESSION, resolveUser))
    .use('/manage/*', except(PATHS_WITHOUT_SESSION, resolveUser))
    .on(
      ['POST', 'PUT', 'PATCH', 'DELETE'],
      '/manage/*',
      rateLimit(
        { budget: 'manage-write-per-user', key: byUser },
        { budget: 'manage-write-per-ip', key: byIp },
      ),
    )
    .route('/site', siteAuthRoutes)
    .route('/site', sitePublicRoutes)
    .route('/site', siteBookmarkRoutes)
    .route('/site', siteCheckoutSessionRoutes)
    .route('/site', siteCommentRoutes)
    .route('/site', siteSubscriptionRoutes)
    .route('/site', siteNewsletterUnsubscriptionRoutes)
    // Each kitchen-scoped sub-app checks the manager on its own paths, so no mount order matters.
    .route('/manage', manageAuthRoutes)
    .route('/manage', manageCurrentUserRoutes)
    .route('/manage', manageSiteRoutes)
    .route('/manage', manageImageRoutes)
    .route('/manage', manageVideoRoutes)
    .route('/manage', manageBookmarkRoutes)
    .route('/manage', manageSubscriptionRoutes)
    .route('/manage', manageSubscriberRoutes)
    .route('/manage', manageNewsletterSendRoutes)
    .route('/manage', manageBillingRoutes)
    .route('/manage', manageRecipeRoutes)
    .route('/manage', manageCollectionRoutes)
    .route('/manage', manageVocabularyRoutes)
    .route('/manage', manageRecipePreviewRoutes)
    .route('/', previewPageRoutes)
    .route('/manage', manageRecipeParseRoutes)
    .route('/manage', manageRebuildJobRoutes)
    .route('/manage', manageOverviewRoutes)
    .route('/manage', manageCommentRoutes);

  const app = new Hono<AppEnv>().use('*', closeAfterEarlyResponse).route('/api/v1', api);
  // A page of the demo, never of a server: it shows every reader's sign-in links and codes.
  if (deps.devOutbox && deps.env.nodeEnv !== 'production' && deps.env.email.transport === 'outbox')
    app
      .use('/dev/*', async (c, next) => {
        // Behind `app.request()` (tests) there is no peer; over the network only this machine.
        const incoming = c.env?.incoming;
        if (incoming && !isLoopbackAddress(incoming.socket.remoteAddress ?? '')) return c.notFound();
        c.set('deps', deps);
        await next();
      })
      .route('/dev', devOutboxRoutes);
  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}

export type LarderApp = ReturnType<typeof createApp>;
