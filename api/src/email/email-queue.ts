import { randomUUID } from 'node:crypto';
import { databaseEngine, type Db } from '../db/database.ts';
import type { EmailMessage, Mailer } from './email-message.ts';

/**
 * E-mail a reader asked for (a sign-in link, a confirmation) goes through a table: the request
 * stores it and answers, and a sender hands it to the mail provider right after, then again
 * while the provider refuses it for now. A Postmark outage delays a sign-in e-mail; it no longer
 * fails the sign-in (ADR 046). Newsletters keep their own durable runner and are not queued here.
 *
 * Delivery is at least once: a sender that dies between the provider's answer and its record
 * leaves the e-mail to be sent again when its lease ends. Never after the e-mail is of no use.
 */

/** How long each retry waits after the provider refused a hand-over for now; then it is given up. */
export const RETRY_DELAYS_MS = [10_000, 30_000, 60_000, 300_000, 900_000, 1_800_000, 3_600_000] as const;

/** A sender that has not recorded an answer by then is taken to have died; its e-mail is sent again. */
export const SEND_LEASE_MS = 60_000;

/** An e-mail without a use-by moment of its own (a link's expiry) is not sent after a day. */
export const DEFAULT_USEFUL_MS = 86_400_000;

export interface QueueCounts {
  sent: number;
  retried: number;
  failed: number;
  expired: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Stores `message` to be sent; answers its id. */
export async function enqueueEmail(db: Db, message: EmailMessage, now = Date.now()): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('email_queue')
    .values({
      id,
      to_address: message.to,
      tag: message.tag,
      message: JSON.stringify(message),
      status: 'queued',
      next_attempt_at: iso(now),
      lease_until: null,
      useful_until: message.usefulUntil ?? iso(now + DEFAULT_USEFUL_MS),
      last_error: null,
      finished_at: null,
    })
    .execute();
  return id;
}

/**
 * Postmark's error codes (on its HTTP 422) that an operator fixes rather than the message: a bad
 * server token (10), a sender signature missing or unconfirmed (400, 401), sending not allowed
 * (405: out of credits), an account pending or inactive (412, 413). E-mails refused so wait.
 */
const ACCOUNT_ERROR_CODES = new Set([10, 400, 401, 405, 412, 413]);

/**
 * The provider refused the message itself (malformed, an address it will not take): sending it
 * again cannot help. A provider that is down, limits the rate, or refuses for a reason of the
 * account (an operator can fix that) may take it later.
 */
export function isPermanent(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const status = 'statusCode' in error ? error.statusCode : undefined;
  const code = 'code' in error ? error.code : undefined;
  if (typeof status !== 'number' || status < 400 || status >= 500) return false;
  if ([401, 403, 408, 429].includes(status)) return false;
  return !(status === 422 && typeof code === 'number' && ACCOUNT_ERROR_CODES.has(code));
}

function reasonOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/** Marks expired the e-mails past their use that no live sender holds; answers how many. */
async function expireUseless(db: Db, at: string): Promise<number> {
  const expired = await db
    .updateTable('email_queue')
    .set({ status: 'expired', message: null, lease_until: null, finished_at: at })
    .where('useful_until', '<=', at)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'sending'), eb('lease_until', '<=', at)]),
      ]),
    )
    .executeTakeFirst();
  return Number(expired.numUpdatedRows);
}

export interface PassOptions {
  /** Claims no more e-mails once the pass has run this long (the worker's pass must not hold up builds). */
  maxMs?: number;
}

/**
 * One pass over the queue: e-mails past their use are marked expired, then the due ones (and
 * those whose sender died) are claimed one at a time under a lease, handed to `transport` and
 * recorded. A claim takes only an e-mail still of use, and its lease (60 s) outlasts one
 * hand-over (Postmark's client gives up after 10 s), so no live sender's e-mail is taken over
 * and none is sent after its use. Any number of senders may run at once, in any number of
 * processes: a claim is one statement, and a record counts only for the claim it was made under.
 */
export async function sendDueEmails(
  db: Db,
  transport: Mailer,
  now = () => Date.now(),
  options: PassOptions = {},
): Promise<QueueCounts> {
  const counts: QueueCounts = { sent: 0, retried: 0, failed: 0, expired: 0 };
  const started = now();
  counts.expired += await expireUseless(db, iso(started));
  const postgres = databaseEngine(db) === 'postgres';
  for (;;) {
    if (options.maxMs !== undefined && now() - started >= options.maxMs) return counts;
    const at = iso(now());
    const [claim] = await db
      .updateTable('email_queue')
      .set((eb) => ({
        status: 'sending',
        lease_until: iso(now() + SEND_LEASE_MS),
        attempts: eb('attempts', '+', 1),
      }))
      .where(
        'id',
        'in',
        db
          .selectFrom('email_queue')
          .select('id')
          .where('useful_until', '>', at)
          .where((eb) =>
            eb.or([
              eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', at)]),
              eb.and([eb('status', '=', 'sending'), eb('lease_until', '<=', at)]),
            ]),
          )
          .orderBy('next_attempt_at')
          .limit(1)
          // PostgreSQL: a sender passes over the e-mail another one is claiming, rather than
          // both taking it (a subquery alone is not re-read when the row changes under it).
          .$if(postgres, (pick) => pick.forUpdate().skipLocked()),
      )
      .returning(['id', 'message', 'attempts'])
      .execute();
    if (!claim) return counts;
    // The attempt number is the claim's fence: a sender whose lease ran out records nothing.
    const ours = db
      .updateTable('email_queue')
      .where('id', '=', claim.id)
      .where('status', '=', 'sending')
      .where('attempts', '=', claim.attempts);
    let outcome: 'sent' | 'retried' | 'failed';
    let error: string | null = null;
    try {
      if (claim.message === null) throw new Error('The queued e-mail has no message');
      await transport.send(JSON.parse(claim.message) as EmailMessage);
      outcome = 'sent';
    } catch (caught) {
      error = reasonOf(caught);
      outcome = isPermanent(caught) || claim.attempts > RETRY_DELAYS_MS.length ? 'failed' : 'retried';
    }
    const recorded =
      outcome === 'retried'
        ? await ours
            .set({
              status: 'queued',
              lease_until: null,
              last_error: error,
              next_attempt_at: iso(
                now() + (RETRY_DELAYS_MS[Math.min(claim.attempts, RETRY_DELAYS_MS.length) - 1] ?? 0),
              ),
            })
            .executeTakeFirst()
        : await ours
            .set({
              status: outcome,
              message: null,
              lease_until: null,
              last_error: error,
              finished_at: iso(now()),
            })
            .executeTakeFirst();
    if (recorded.numUpdatedRows > 0n) counts[outcome] += 1;
  }
}

/** A mailer whose single e-mails wait in the queue; batches (newsletters) go straight through. */
export interface QueuedMailer extends Mailer {
  /** The transport itself: for an e-mail whose sender must know whether the provider took it. */
  direct: Mailer;
  /** One pass over the queue now (the worker calls it when idle, for the retries). */
  sendDue(options?: PassOptions): Promise<QueueCounts>;
  /** Resolves once the passes started by `send` have finished (for tests). */
  settled(): Promise<void>;
  /** Stops the retry timer (a process or test that is done with the mailer). */
  close(): void;
}

/**
 * `mailer` without its queue: `send` resolves only once the provider took the e-mail, and
 * rejects when it did not. For e-mails with a retry of their own that must know (a paid
 * checkout's sign-in e-mail is claimed and marked sent; Stripe redelivers when it fails), and
 * for answers that say whether it went (a newsletter test).
 */
export function withoutQueue(mailer: Mailer): Mailer {
  return 'direct' in mailer ? (mailer as QueuedMailer).direct : mailer;
}

/**
 * Queues each single e-mail and starts a pass at once, without the request waiting for it: the
 * e-mail usually reaches the provider within milliseconds. An e-mail the provider refused for
 * now is retried by this process (a pass when the first retry is due) and by the worker's
 * passes when it is idle.
 */
export function queuedMailer(
  db: Db,
  transport: Mailer,
  log: (line: string) => void = (line) => {
    console.error(line);
  },
): QueuedMailer {
  let running: Promise<void> | null = null;
  let again = false;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;
  const pass = async (options: PassOptions = {}) => {
    const counts = await sendDueEmails(db, transport, undefined, options);
    if (counts.retried + counts.failed + counts.expired > 0)
      log(
        `[email] ${counts.sent} sent, ${counts.retried} to be retried, ${counts.failed} given up, ${counts.expired} expired`,
      );
    return counts;
  };
  const kick = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const counts = await pass();
          // Without waiting for the worker, which may be busy building for minutes.
          if (counts.retried > 0 && !retry && !closed) {
            retry = setTimeout(() => {
              retry = null;
              kick();
            }, RETRY_DELAYS_MS[0]);
            retry.unref();
          }
        } catch (error) {
          // The e-mails are safe in the table; the next pass (this process's or the worker's) takes them.
          log(`[email] the queue could not be worked through now: ${reasonOf(error)}`);
        }
      } while (again);
    })().finally(() => {
      running = null;
    });
  };
  return {
    async send(message) {
      await enqueueEmail(db, message);
      kick();
    },
    sendBatch: (messages) => transport.sendBatch(messages),
    direct: transport,
    sendDue: pass,
    async settled() {
      while (running) await running;
    },
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
    },
  };
}
