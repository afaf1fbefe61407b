import { AppError } from '@larder/shared/errors';
import {
  AuthNextQuerySchema,
  SignInCodeRequestSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
  type SiteSession,
} from '@larder/shared/schemas/auth';
import { kitchenDeployment } from '@larder/shared/sites-config';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { requestSignIn, requestSignUp, type Audience } from '../auth/magic-link-flow.ts';
import { accountLinkAnswer } from '../auth/account-link-answer.ts';
import { accountLinkOwner, spendLinkByCode, spendLinkToken } from '../auth/sign-in-links.ts';
import type { AppEnv } from '../http/app-env.ts';
import { authContext, confirmBudgets, signInBudgets } from '../http/auth-requests.ts';
import { jsonOrFormBody, redirectFormPosts } from '../http/no-js-form-posts.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import { confirmKitchenSignIn } from '../newsletter/kitchen-sign-in.ts';
import { requireSiteBySlug, type SiteRow } from '../site/site-read.ts';
import { readCurrentUser } from '../subscription/current-user-read.ts';

/** Paths (under `/site`) that read no session: a stale bearer token sent with them is ignored. */
export const siteAuthPathsWithoutSession = [
  '/:siteSlug/sign-in',
  '/:siteSlug/sign-in/:token',
  '/:siteSlug/sign-in/:token/account',
  '/:siteSlug/sign-in-code',
  '/:siteSlug/sign-up',
];
/** Paths (under `/site`) that also take the no-JS forms' `application/x-www-form-urlencoded`. */
export const siteAuthFormPaths = ['/:siteSlug/sign-in', '/:siteSlug/sign-up'];

type KitchenAudience = Audience & { site: SiteRow };

async function kitchenAudience(c: Context<AppEnv>): Promise<KitchenAudience> {
  const site = await requireSiteBySlug(c.var.deps.db, c.req.param('siteSlug') ?? '');
  return { site, origin: kitchenDeployment(c.var.deps.sitesConfig, site.slug).origin };
}

/** The answer to a confirmed link or code: the reader as this kitchen sees them, and the session. */
async function siteSession(
  c: Context<AppEnv>,
  audience: KitchenAudience,
  signedIn: Awaited<ReturnType<typeof confirmKitchenSignIn>>,
): Promise<SiteSession | null> {
  if (!signedIn) return null;
  const { currentUser, siteUserData } = await readCurrentUser(
    c.var.readContext,
    signedIn.user,
    audience.site.id,
  );
  return { currentUser, siteUserData, authToken: signedIn.authToken, next: signedIn.next };
}

/**
 * Magic links on a kitchen (spec §7, public): ask for a link by e-mail, then spend its token
 * (from the kitchen's `/sign-in/callback` page) or its 6-digit code for a session. Decision 011.
 */
export const siteAuthRoutes = new Hono<AppEnv>()
  .post(
    '/:siteSlug/sign-in',
    redirectFormPosts({ sent: '/sign-in/sent/', retry: '/sign-in/' }),
    validate('query', AuthNextQuerySchema),
    jsonOrFormBody(SignInRequestSchema, (form) => ({ email: form.get('email') ?? '' })),
    rateLimit(...signInBudgets),
    async (c) => {
      const audience = await kitchenAudience(c);
      await requestSignIn(authContext(c), audience, c.req.valid('json').email, c.req.valid('query').next);
      return c.json({ ok: true as const });
    },
  )
  .post(
    '/:siteSlug/sign-up',
    redirectFormPosts({ sent: '/sign-up/sent/', retry: '/sign-up/' }),
    validate('query', AuthNextQuerySchema),
    jsonOrFormBody(SignUpRequestSchema, (form) => ({
      email: form.get('email') ?? '',
      subscribe: form.get('subscribe') === 'on',
    })),
    rateLimit(...signInBudgets),
    async (c) => {
      const audience = await kitchenAudience(c);
      await requestSignUp(authContext(c), audience, c.req.valid('json'), c.req.valid('query').next);
      return c.json({ ok: true as const });
    },
  )
  .post('/:siteSlug/sign-in/:token/account', rateLimit(...confirmBudgets), async (c) => {
    const audience = await kitchenAudience(c);
    const owner = await accountLinkOwner(
      c.var.deps.db,
      c.req.param('token'),
      audience.site.id,
      authContext(c).now,
    );
    if (!owner) throw new AppError('sign_in_link_expired');
    return c.json(accountLinkAnswer(owner));
  })
  .post('/:siteSlug/sign-in/:token', rateLimit(...confirmBudgets), async (c) => {
    const audience = await kitchenAudience(c);
    const context = authContext(c);
    const signedIn = await confirmKitchenSignIn(context, audience.site, (db) =>
      spendLinkToken(db, c.req.param('token'), audience.site.id, context.now),
    );
    const session = await siteSession(c, audience, signedIn);
    if (!session) throw new AppError('sign_in_link_expired');
    return c.json(session);
  })
  .post(
    '/:siteSlug/sign-in-code',
    rateLimit(...confirmBudgets),
    validate('json', SignInCodeRequestSchema),
    async (c) => {
      const audience = await kitchenAudience(c);
      const context = authContext(c);
      const { email, code } = c.req.valid('json');
      const signedIn = await confirmKitchenSignIn(context, audience.site, (db) =>
        spendLinkByCode(db, { email, code, siteId: audience.site.id }, context.now),
      );
      const session = await siteSession(c, audience, signedIn);
      if (!session) throw new AppError('sign_in_code_invalid');
      return c.json(session);
    },
  );
