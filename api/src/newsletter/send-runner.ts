import { kitchenPageUrl, kitchenRecipeUrl } from '@larder/shared/hosting/kitchen-urls';
import type { PublicRecipe } from '@larder/shared/schemas/recipe-public';
import type { PublicUnit } from '@larder/shared/schemas/unit';
import { kitchenDeployment, type SitesConfig } from '@larder/shared/sites-config';
import { createElement } from 'react';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { hashToken, newToken } from '../auth/session-tokens.ts';
import type { Db } from '../db/database.ts';
import { kitchenBrand, type EmailBrand } from '../email/email-brand.ts';
import { MAX_BATCH, type BatchOutcome, type EmailMessage, type Mailer } from '../email/email-message.ts';
import { readGlobals } from '../globals/globals-read.ts';
import type { ReadContext } from '../media/image-read.ts';
import { readPublicRecipe } from '../recipe/recipe-read.ts';
import type { SiteRow } from '../site/site-read.ts';
import { isEntitledToPremium } from '../subscription/premium-access.ts';
import { newsletterRecipe } from './newsletter-content.ts';
import { UNSUBSCRIBE_LINK_LIFETIME_MS } from './newsletter-subscribers.ts';
import type { NewsletterSendRow } from './newsletter-sends.ts';

export interface NewsletterRunContext {
  db: Db;
  mailer: Mailer;
  sitesConfig: SitesConfig;
  /** The API's origin: the one-click unsubscribe URL of the `List-Unsubscribe` header. */
  apiOrigin: string;
  now?: () => number;
}

export interface NewsletterRunOptions {
  /** Who holds the lease; unique per runner. */
  owner?: string;
  /** How long a claim on a send holds without renewal; renewed before every batch. */
  leaseMs?: number;
  /** E-mails per provider call (at most Postmark's 500). */
  batchSize?: number;
  log?: (line: string) => void;
}

/** A refused hand-over is tried this many times before its recipients count as failed. */
const MAX_ATTEMPTS = 3;
const TOKEN_PLACEHOLDER = 'LARDER-UNSUBSCRIBE-TOKEN-PLACEHOLDER';
/** Said of an e-mail whose hand-over was under way when its runner stopped: never sent again. */
const UNKNOWN_OUTCOME = 'The runner stopped while handing this e-mail over; it is not sent again.';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Claims the oldest send that is waiting and not held by a live runner. E-mails a crashed runner
 * was handing over are marked failed, not sent again: whether the provider took them is unknown,
 * and nobody may get a newsletter twice.
 */
async function claimSend(
  db: Db,
  owner: string,
  leaseMs: number,
  now: number,
  skip: string[],
): Promise<NewsletterSendRow | null> {
  return db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('newsletter_sends').selectAll();
    if (skip.length) query = query.where('id', 'not in', skip);
    const send = await query
      .where('status', 'in', ['queued', 'sending'])
      .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<', iso(now))]))
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
    if (!send) return null;
    const abandoned = await trx
      .updateTable('newsletter_send_recipients')
      .set({ status: 'failed', error: UNKNOWN_OUTCOME, finished_at: iso(now) })
      .where('send_id', '=', send.id)
      .where('status', '=', 'sending')
      .executeTakeFirst();
    await trx
      .updateTable('newsletter_sends')
      .set((eb) => ({
        status: 'sending',
        lease_owner: owner,
        lease_expires_at: iso(now + leaseMs),
        started_at: send.started_at ?? iso(now),
        failed_count: eb('failed_count', '+', Number(abandoned.numUpdatedRows)),
      }))
      .where('id', '=', send.id)
      .execute();
    return trx.selectFrom('newsletter_sends').selectAll().where('id', '=', send.id).executeTakeFirstOrThrow();
  });
}

async function renewLease(
  db: Db,
  sendId: string,
  owner: string,
  leaseMs: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_sends')
    .set({ lease_expires_at: iso(now + leaseMs) })
    .where('id', '=', sendId)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

interface Recipient {
  id: string;
  email: string;
  userId: string | null;
  measurement: 'metric' | 'imperial' | null;
  temperature: 'celsius' | 'fahrenheit' | null;
  token: string;
}

/**
 * Takes the next batch of a send's pending recipients and marks them `sending`, each with the
 * unsubscribe token of its own e-mail (a batch the provider refused gets new ones when it is
 * taken again). Recipients who unsubscribed since the send was made are dropped from it.
 */
async function claimBatch(db: Db, sendId: string, size: number, now: number): Promise<Recipient[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('newsletter_send_recipients as r')
      .innerJoin('newsletter_subscribers as s', 's.id', 'r.subscriber_id')
      .leftJoin('users as u', 'u.id', 's.user_id')
      .select([
        'r.id',
        's.email',
        's.user_id',
        's.unsubscribed_at',
        'u.measurement_system',
        'u.temperature_system',
      ])
      .where('r.send_id', '=', sendId)
      .where('r.status', '=', 'pending')
      .orderBy('r.id')
      .limit(size)
      .execute();
    const gone = rows.filter((row) => row.unsubscribed_at !== null).map((row) => row.id);
    if (gone.length) {
      await trx.deleteFrom('newsletter_send_recipients').where('id', 'in', gone).execute();
      await trx
        .updateTable('newsletter_sends')
        .set((eb) => ({ recipient_count: eb('recipient_count', '-', gone.length) }))
        .where('id', '=', sendId)
        .execute();
    }
    const recipients: Recipient[] = [];
    for (const row of rows.filter((candidate) => candidate.unsubscribed_at === null)) {
      const token = newToken();
      await trx
        .updateTable('newsletter_send_recipients')
        .set({
          status: 'sending',
          attempted_at: iso(now),
          unsubscribe_token_hash: hashToken(token),
          unsubscribe_token_expires_at: iso(now + UNSUBSCRIBE_LINK_LIFETIME_MS),
        })
        .where('id', '=', row.id)
        .execute();
      recipients.push({
        id: row.id,
        email: row.email,
        userId: row.user_id,
        measurement: row.measurement_system ?? null,
        temperature: row.temperature_system ?? null,
        token,
      });
    }
    return recipients;
  });
}

/** The provider's answers, written in one step with each recipient's state and the send's counts. */
async function recordOutcomes(
  db: Db,
  sendId: string,
  recipients: Recipient[],
  outcomes: BatchOutcome[],
  now: number,
): Promise<{ sent: number; failed: number; requeued: number }> {
  return db.transaction().execute(async (trx) => {
    let sent = 0;
    let failed = 0;
    let requeued = 0;
    for (const [index, recipient] of recipients.entries()) {
      const outcome = outcomes[index] ?? { ok: false, error: UNKNOWN_OUTCOME, retry: false };
      if (outcome.ok) {
        sent += 1;
        await trx
          .updateTable('newsletter_send_recipients')
          .set({ status: 'sent', message_id: outcome.messageId, error: null, finished_at: iso(now) })
          .where('id', '=', recipient.id)
          .execute();
        continue;
      }
      const row = await trx
        .selectFrom('newsletter_send_recipients')
        .select('attempts')
        .where('id', '=', recipient.id)
        .executeTakeFirstOrThrow();
      const again = outcome.retry && row.attempts + 1 < MAX_ATTEMPTS;
      if (again) requeued += 1;
      else failed += 1;
      await trx
        .updateTable('newsletter_send_recipients')
        .set({
          status: again ? 'pending' : 'failed',
          attempts: row.attempts + 1,
          error: outcome.error,
          finished_at: again ? null : iso(now),
        })
        .where('id', '=', recipient.id)
        .execute();
    }
    await trx
      .updateTable('newsletter_sends')
      .set((eb) => ({
        sent_count: eb('sent_count', '+', sent),
        failed_count: eb('failed_count', '+', failed),
      }))
      .where('id', '=', sendId)
      .execute();
    return { sent, failed, requeued };
  });
}

async function finishSend(db: Db, sendId: string, owner: string, now: number): Promise<void> {
  const send = await db
    .selectFrom('newsletter_sends')
    .selectAll()
    .where('id', '=', sendId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('newsletter_sends')
    .set({
      status: send.sent_count === 0 && send.failed_count > 0 ? 'failed' : 'sent',
      sent_at: iso(now),
      lease_owner: null,
      lease_expires_at: null,
    })
    .where('id', '=', sendId)
    .where('lease_owner', '=', owner)
    .execute();
}

/** Lets another runner (or this one's next run) take the send up: its pending e-mails wait. */
async function releaseSend(db: Db, sendId: string, owner: string): Promise<void> {
  await db
    .updateTable('newsletter_sends')
    .set({ lease_owner: null, lease_expires_at: null })
    .where('id', '=', sendId)
    .where('lease_owner', '=', owner)
    .execute();
}

export interface SendMaterial {
  site: SiteRow;
  origin: string;
  brand: EmailBrand;
  units: PublicUnit[];
  full: PublicRecipe;
  teaser: PublicRecipe;
  note: string | null;
}

async function loadMaterial(
  context: NewsletterRunContext,
  send: NewsletterSendRow,
): Promise<SendMaterial | null> {
  return newsletterMaterial(context, send.site_id, send.recipe_id, send.note);
}

/**
 * What a newsletter of this recipe is made from: the kitchen, its brand, the recipe whole and as
 * its teaser, and the note. Null when the kitchen or the published recipe is gone.
 */
export async function newsletterMaterial(
  context: Pick<NewsletterRunContext, 'db' | 'sitesConfig' | 'apiOrigin'>,
  siteId: string,
  recipeId: string,
  note: string | null,
): Promise<SendMaterial | null> {
  const readContext: ReadContext = { db: context.db, apiOrigin: context.apiOrigin };
  const site = await context.db.selectFrom('sites').selectAll().where('id', '=', siteId).executeTakeFirst();
  if (!site) return null;
  const where = { id: recipeId };
  const [full, teaser, globals] = await Promise.all([
    readPublicRecipe(readContext, site.id, where, { entitled: true }),
    readPublicRecipe(readContext, site.id, where, { entitled: false }),
    readGlobals(context.db),
  ]);
  if (!full || !teaser) return null;
  const origin = kitchenDeployment(context.sitesConfig, site.slug).origin;
  return {
    site,
    origin,
    brand: await kitchenBrand(readContext, site, origin),
    units: globals.units,
    full,
    teaser,
    note,
  };
}

/** The e-mail templates load with React Email when a send first needs them, not with the API. */
const newsletterTemplates = () =>
  Promise.all([
    import('../email/templates/render-email.ts'),
    import('../email/templates/newsletter-email.tsx'),
  ]);

/** Who a newsletter is rendered for: entitled or not, in which units. */
export interface NewsletterVariant {
  entitled: boolean;
  measurementSystem: 'imperial' | 'metric';
  temperatureSystem: 'fahrenheit' | 'celsius';
}

/**
 * One form of the newsletter: the recipe whole (for the entitled) or as its teaser, in the
 * variant's units, rendered by the e-mail template. Its unsubscribe links hold a placeholder for
 * each reader's token (`withToken`).
 */
export async function renderNewsletter(
  material: SendMaterial,
  variant: NewsletterVariant,
): Promise<Pick<EmailMessage, 'subject' | 'html' | 'text'>> {
  const { origin, brand } = material;
  const publicRecipe = variant.entitled ? material.full : material.teaser;
  const recipe = newsletterRecipe(
    publicRecipe,
    material.units,
    { measurementSystem: variant.measurementSystem, temperatureSystem: variant.temperatureSystem },
    kitchenRecipeUrl(origin, publicRecipe.slug),
  );
  const [{ renderEmail }, { NewsletterEmail, newsletterSubject }] = await newsletterTemplates();
  return {
    subject: newsletterSubject(brand, recipe),
    ...(await renderEmail(
      createElement(NewsletterEmail, {
        brand,
        recipe,
        note: material.note,
        subscribeUrl: kitchenPageUrl(origin, '/subscribe/'),
        unsubscribeUrl: `${origin}/newsletter/unsubscribe/?token=${TOKEN_PLACEHOLDER}`,
      }),
    )),
  };
}

/** A rendered newsletter's text with a reader's unsubscribe token in its links. */
export function withToken(text: string, token: string): string {
  return text.replaceAll(TOKEN_PLACEHOLDER, token);
}

/**
 * Each reader's e-mail: their recipe form (full only when entitled) in their units (their
 * account's choice, else the kitchen's defaults). Readers who see the same variant share one
 * rendering; only the address and the unsubscribe token differ.
 */
function messageFactory(context: NewsletterRunContext, material: SendMaterial) {
  const rendered = new Map<string, Promise<Pick<EmailMessage, 'subject' | 'html' | 'text'>>>();
  const { site, brand } = material;
  const oneClick = `${context.apiOrigin}/api/v1/site/${encodeURIComponent(site.slug)}/newsletter-unsubscriptions?token=`;
  return async (recipient: Recipient): Promise<EmailMessage> => {
    const variant: NewsletterVariant = {
      entitled: await isEntitledToPremium(context.db, recipient.userId, site.id),
      measurementSystem: recipient.measurement ?? site.default_measurement_system,
      temperatureSystem: recipient.temperature ?? site.default_temperature_system,
    };
    const key = `${variant.entitled}|${variant.measurementSystem}|${variant.temperatureSystem}`;
    let message = rendered.get(key);
    if (!message) rendered.set(key, (message = renderNewsletter(material, variant)));
    const { subject, html, text } = await message;
    return {
      to: recipient.email,
      senderName: brand.title,
      subject,
      html: withToken(html, recipient.token),
      text: withToken(text, recipient.token),
      tag: 'newsletter',
      stream: 'broadcast',
      headers: {
        'List-Unsubscribe': `<${oneClick}${recipient.token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  };
}

async function runSend(
  context: NewsletterRunContext,
  send: NewsletterSendRow,
  owner: string,
  options: Required<Pick<NewsletterRunOptions, 'leaseMs' | 'batchSize'>> & { log: (line: string) => void },
): Promise<{ sent: number; failed: number }> {
  const { db } = context;
  const clock = () => context.now?.() ?? Date.now();
  const totals = { sent: 0, failed: 0 };
  const material = await loadMaterial(context, send);
  if (!material) {
    // The recipe was unpublished or deleted meanwhile: nothing is sent.
    await db.transaction().execute(async (trx) => {
      const dropped = await trx
        .updateTable('newsletter_send_recipients')
        .set({ status: 'failed', error: 'The recipe is no longer published.', finished_at: iso(clock()) })
        .where('send_id', '=', send.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      await trx
        .updateTable('newsletter_sends')
        .set((eb) => ({ failed_count: eb('failed_count', '+', Number(dropped.numUpdatedRows)) }))
        .where('id', '=', send.id)
        .execute();
    });
    await finishSend(db, send.id, owner, clock());
    return totals;
  }
  const messageFor = messageFactory(context, material);
  for (;;) {
    if (!(await renewLease(db, send.id, owner, options.leaseMs, clock()))) {
      options.log(`[newsletter] send ${send.id}: lease lost; another runner has taken over`);
      return totals;
    }
    const batch = await claimBatch(db, send.id, options.batchSize, clock());
    if (batch.length === 0) {
      await finishSend(db, send.id, owner, clock());
      return totals;
    }
    const messages = await Promise.all(batch.map(messageFor));
    let outcomes: BatchOutcome[];
    try {
      outcomes = await context.mailer.sendBatch(messages);
    } catch (error) {
      options.log(`[newsletter] send ${send.id}: no answer from the mail provider (${String(error)})`);
      outcomes = batch.map(() => ({ ok: false, error: UNKNOWN_OUTCOME, retry: false }));
    }
    const recorded = await recordOutcomes(db, send.id, batch, outcomes, clock());
    totals.sent += recorded.sent;
    totals.failed += recorded.failed;
    if (recorded.requeued > 0) {
      // The provider refused the call: its e-mails wait for the next run rather than a busy loop.
      await releaseSend(db, send.id, owner);
      return totals;
    }
  }
}

/**
 * Sends what newsletter sends are waiting, batch by batch, each under a lease so that two
 * runners (the API after a request, the idle worker) never send the same batch. Every recipient
 * is marked `sending` before the hand-over and `sent` or `failed` in the step that records the
 * provider's answer, so a retry or a crash halfway e-mails nobody twice and the next run resumes
 * with the rest. Resolves when nothing is left that this runner can take.
 */
export async function runNewsletterSends(
  context: NewsletterRunContext,
  options: NewsletterRunOptions = {},
): Promise<{ sent: number; failed: number }> {
  const owner = options.owner ?? `newsletters ${process.pid}@${hostname()} ${randomUUID().slice(0, 8)}`;
  const settings = {
    leaseMs: options.leaseMs ?? 60_000,
    batchSize: Math.min(MAX_BATCH, Math.max(1, options.batchSize ?? MAX_BATCH)),
    log:
      options.log ??
      ((line: string) => {
        console.log(line);
      }),
  };
  const totals = { sent: 0, failed: 0 };
  // A send released after a refused hand-over is left for the next run.
  const tried: string[] = [];
  for (;;) {
    const send = await claimSend(context.db, owner, settings.leaseMs, context.now?.() ?? Date.now(), tried);
    if (!send) return totals;
    tried.push(send.id);
    const done = await runSend(context, send, owner, settings);
    totals.sent += done.sent;
    totals.failed += done.failed;
  }
}

const inFlight = new WeakMap<Db, Promise<void>>();

/**
 * Starts a run in the background (after a send is recorded), behind any run this process has
 * under way on the same database; failures are logged, and the idle worker picks up what is left.
 */
export function kickNewsletterSends(context: NewsletterRunContext): void {
  const previous = inFlight.get(context.db) ?? Promise.resolve();
  const run = previous
    .then(() => runNewsletterSends(context))
    .then(
      () => undefined,
      (error: unknown) => {
        console.error('[newsletter] run failed; the worker will resume it:', error);
      },
    );
  inFlight.set(context.db, run);
}

/** Resolves when the background runs this process started on `db` have ended (tests, shutdown). */
export async function newsletterRunsSettled(db: Db): Promise<void> {
  for (let run = inFlight.get(db); run; run = inFlight.get(db)) {
    await run;
    if (inFlight.get(db) === run) return;
  }
}
