import { AppError } from '@larder/shared/errors';
import {
  AuthNextQuerySchema,
  EarlySignupRequestSchema,
  SignInCodeRequestSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
  type PlatformSession,
} from '@larder/shared/schemas/auth';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { recordEarlySignup } from '../auth/early-signups.ts';
import { confirmSignIn, requestSignIn, requestSignUp, type Audience } from '../auth/magic-link-flow.ts';
import { revokeSessionToken } from '../auth/session-tokens.ts';
import { accountLinkAnswer } from '../auth/account-link-answer.ts';
import {
  accountLinkOwner,
  createSingleUseToken,
  spendLinkByCode,
  spendLinkToken,
} from '../auth/sign-in-links.ts';
import type { AppEnv } from '../http/app-env.ts';
import { bearerToken } from '../http/auth-middleware.ts';
import { authContext, confirmBudgets, signInBudgets } from '../http/auth-requests.ts';
import { byIp, rateLimit } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import { requireSiteBySlug } from '../site/site-read.ts';
import { readUserProfile } from '../user/user-profile.ts';

/** Paths (under `/manage`) that read no session: a stale bearer token sent with them is ignored. */
export const manageAuthPathsWithoutSession = [
  '/sign-in',
  '/sign-in/:token',
  '/sign-in/:token/account',
  '/sign-in-code',
  '/sign-up',
  '/sign-out',
  '/early-signups',
];

const SingleUseTokenQuerySchema = z.object({ siteSlug: z.string().min(1).max(200).optional() });

function platformAudience(c: Context<AppEnv>): Audience {
  return { site: null, origin: c.var.deps.env.platformOrigin };
}

/** The answer to a confirmed link or code on the platform: the reader's own profile and the session. */
async function platformSession(
  c: Context<AppEnv>,
  signedIn: Awaited<ReturnType<typeof confirmSignIn>>,
): Promise<PlatformSession | null> {
  if (!signedIn) return null;
  return {
    currentUser: await readUserProfile(c.var.readContext, signedIn.user.id),
    authToken: signedIn.authToken,
    next: signedIn.next,
  };
}

/**
 * The platform's accounts (spec §7, manage): magic links that return to the platform origin,
 * sign-out, single-use tokens for account links, and the early-access list. Decision 011.
 */
export const manageAuthRoutes = new Hono<AppEnv>()
  .post(
    '/sign-in',
    validate('query', AuthNextQuerySchema),
    validate('json', SignInRequestSchema),
    rateLimit(...signInBudgets),
    async (c) => {
      await requestSignIn(
        authContext(c),
        platformAudience(c),
        c.req.valid('json').email,
        c.req.valid('query').next,
      );
      return c.json({ ok: true as const });
    },
  )
  .post(
    '/sign-up',
    validate('query', AuthNextQuerySchema),
    validate('json', SignUpRequestSchema),
    rateLimit(...signInBudgets),
    async (c) => {
      await requestSignUp(
        authContext(c),
        platformAudience(c),
        c.req.valid('json'),
        c.req.valid('query').next,
      );
      return c.json({ ok: true as const });
    },
  )
  .post('/sign-in/:token/account', rateLimit(...confirmBudgets), async (c) => {
    const owner = await accountLinkOwner(c.var.deps.db, c.req.param('token'), null, authContext(c).now);
    if (!owner) throw new AppError('sign_in_link_expired');
    return c.json(accountLinkAnswer(owner));
  })
  .post('/sign-in/:token', rateLimit(...confirmBudgets), async (c) => {
    const context = authContext(c);
    const signedIn = await confirmSignIn(context, (db) =>
      spendLinkToken(db, c.req.param('token'), null, context.now),
    );
    const session = await platformSession(c, signedIn);
    if (!session) throw new AppError('sign_in_link_expired');
    return c.json(session);
  })
  .post(
    '/sign-in-code',
    rateLimit(...confirmBudgets),
    validate('json', SignInCodeRequestSchema),
    async (c) => {
      const context = authContext(c);
      const { email, code } = c.req.valid('json');
      const signedIn = await confirmSignIn(context, (db) =>
        spendLinkByCode(db, { email, code, siteId: null }, context.now),
      );
      const session = await platformSession(c, signedIn);
      if (!session) throw new AppError('sign_in_code_invalid');
      return c.json(session);
    },
  )
  .post('/sign-out', async (c) => {
    const token = bearerToken(c.req.header('authorization'));
    if (token) await revokeSessionToken(c.var.deps.db, token);
    return c.json({ ok: true as const });
  })
  .post('/single-use-tokens', validate('query', SingleUseTokenQuerySchema), async (c) => {
    const user = c.var.user;
    if (!user) throw new AppError('unauthorized');
    const { siteSlug } = c.req.valid('query');
    const site = siteSlug === undefined ? null : await requireSiteBySlug(c.var.deps.db, siteSlug);
    const singleUseToken = await createSingleUseToken(
      c.var.deps.db,
      { userId: user.id, siteId: site?.id ?? null },
      authContext(c).now,
    );
    return c.json({ singleUseToken });
  })
  .post(
    '/early-signups',
    rateLimit({ budget: 'early-signups-per-ip', key: byIp }),
    validate('json', EarlySignupRequestSchema),
    async (c) => {
      await recordEarlySignup(c.var.deps.db, c.req.valid('json').email);
      return c.json({ ok: true as const });
    },
  );
