import { kitchenPageUrl } from '@larder/shared/hosting/kitchen-urls';
import type { SignUpRequestSchema } from '@larder/shared/schemas/auth';
import { safeNextPath } from '@larder/shared/safe-next';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { linkEmail, noAccountEmail } from '../email/auth-emails.ts';
import { kitchenBrand, platformBrand, type EmailBrand } from '../email/email-brand.ts';
import type { EmailMessage, Mailer } from '../email/email-message.ts';
import type { ReadContext } from '../media/image-read.ts';
import type { SiteRow } from '../site/site-read.ts';
import { createSessionToken, type UserRow } from './session-tokens.ts';
import { createSignInLink, LINK_LIFETIME_MS, linkEmailUsefulUntil, type SpentLink } from './sign-in-links.ts';
import { findOrCreateUser } from './user-accounts.ts';

/** Who a sign-in is for: one kitchen (links return to its origin) or the platform (`site: null`). */
export interface Audience {
  site: SiteRow | null;
  origin: string;
}

export interface AuthContext {
  db: Db;
  mailer: Mailer;
  readContext: ReadContext;
  sessionDays: number;
  /** Epoch milliseconds of this request. */
  now: number;
}

export type SignUpDetails = z.output<typeof SignUpRequestSchema>;

/**
 * What a sign-in records besides the session, inside its transaction: given the reader signed in,
 * the link they spent and, when a sign-up form sent that link, whether it asked to subscribe. A
 * kitchen's sign-in records its newsletter opt-ins so (`newsletter/kitchen-sign-in.ts`).
 */
export type SignInRecorder = (
  trx: Db,
  signedIn: { user: UserRow; spent: SpentLink; signUp: { subscribe: boolean } | null },
) => Promise<void>;

/**
 * Where the e-mail's link goes: the callback page of the kitchen (in its URL form, ADR 019) or
 * of the platform app (a single-page app's route) it was asked on.
 */
export function callbackUrl(origin: string, token: string, on: 'kitchen' | 'platform'): string {
  const path = `/sign-in/callback?token=${encodeURIComponent(token)}`;
  return on === 'kitchen' ? kitchenPageUrl(origin, path) : `${origin}${path}`;
}

function brandOf(context: AuthContext, audience: Audience): Promise<EmailBrand> {
  return audience.site
    ? kitchenBrand(context.readContext, audience.site, audience.origin)
    : Promise.resolve(platformBrand(audience.origin));
}

async function findUserId(db: Db, email: string): Promise<string | null> {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return user?.id ?? null;
}

/** A new link and its e-mail, ready to send. */
async function prepareLink(
  context: AuthContext,
  audience: Audience,
  link: { purpose: 'sign_in' | 'sign_up'; email: string; userId: string | null; next: string },
): Promise<{ id: string; message: EmailMessage }> {
  const brand = await brandOf(context, audience);
  const { id, token, code } = await createSignInLink(
    context.db,
    { ...link, siteId: audience.site?.id ?? null },
    context.now,
  );
  const message = await linkEmail(link.purpose === 'sign_in' ? 'sign-in' : 'sign-up', link.email, {
    brand,
    link: callbackUrl(audience.origin, token, audience.site ? 'kitchen' : 'platform'),
    code,
    minutes: LINK_LIFETIME_MS / 60_000,
  });
  // Queued behind a mail provider that is down, it is not sent once its link has expired.
  return { id, message: { ...message, usefulUntil: linkEmailUsefulUntil(context.now) } };
}

/**
 * A sign-in request: a link and code to an address with an account, a "no account yet" e-mail
 * to any other. Either way one e-mail is rendered and sent, and the caller answers the same.
 */
export async function requestSignIn(
  context: AuthContext,
  audience: Audience,
  email: string,
  next: string | undefined,
): Promise<void> {
  const userId = await findUserId(context.db, email);
  if (userId === null) {
    await context.mailer.send(await noAccountEmail(email, await brandOf(context, audience)));
    return;
  }
  const { message } = await prepareLink(context, audience, {
    purpose: 'sign_in',
    email,
    userId,
    next: safeNextPath(next, audience.origin),
  });
  await context.mailer.send(message);
}

/**
 * A sign-up request: a sign-up link and code (the account is made when it is confirmed), or a
 * sign-in link when the address already has an account. The form's other fields are kept with
 * the request, whichever link it sent.
 */
export async function requestSignUp(
  context: AuthContext,
  audience: Audience,
  details: SignUpDetails,
  next: string | undefined,
): Promise<void> {
  const userId = await findUserId(context.db, details.email);
  const { id: linkId, message } = await prepareLink(context, audience, {
    purpose: userId === null ? 'sign_up' : 'sign_in',
    email: details.email,
    userId,
    next: safeNextPath(next, audience.origin),
  });
  await context.db
    .insertInto('sign_up_requests')
    .values({
      id: randomUUID(),
      token_id: linkId,
      site_id: audience.site?.id ?? null,
      email: details.email,
      subscribe: details.subscribe ? 1 : 0,
      fbp: details.fbp ?? null,
      fbc: details.fbc ?? null,
      event_id: details.eventId ?? null,
      user_agent: details.userAgent ?? null,
      metadata: details.metadata ? JSON.stringify(details.metadata) : null,
      user_id: null,
      confirmed_at: null,
    })
    .execute();
  await context.mailer.send(message);
}

/**
 * Spends a link, code or single-use token with `spendIn` and, when it was good, signs its reader
 * in: the account of a sign-up link is made now, its sign-up request confirmed, a session started
 * and `recordAlso` run. All in one transaction: the link is spent exactly when a session exists,
 * and `recordAlso`'s writes stand or fall with both. Null when `spendIn` found nothing to spend
 * (what it recorded, such as a wrong code, is kept).
 */
export async function confirmSignIn(
  context: AuthContext,
  spendIn: (db: Db) => Promise<SpentLink | null>,
  recordAlso?: SignInRecorder,
): Promise<{ user: UserRow; authToken: string; next: string } | null> {
  return context.db.transaction().execute(async (trx) => {
    const spent = await spendIn(trx);
    if (!spent) return null;
    // A link without a user is a sign-up link, which always has its address (a table check).
    const userId = spent.userId ?? (await findOrCreateUser(trx, spent.email!));
    const request = await trx
      .selectFrom('sign_up_requests')
      .select(['id', 'subscribe'])
      .where('token_id', '=', spent.id)
      .executeTakeFirst();
    if (request)
      await trx
        .updateTable('sign_up_requests')
        .set({ user_id: userId, confirmed_at: new Date(context.now).toISOString() })
        .where('id', '=', request.id)
        .execute();
    const authToken = await createSessionToken(trx, userId, context.sessionDays, context.now);
    const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    await recordAlso?.(trx, {
      user,
      spent,
      signUp: request ? { subscribe: Boolean(request.subscribe) } : null,
    });
    return { user, authToken, next: spent.next };
  });
}
