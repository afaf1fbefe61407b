import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
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

/** E-mails one pass takes at most: a long queue is worked through in several passes. */
const BATCH = 20;

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
 * The provider refused the message itself (malformed, an address it will not take): sending it
 * again cannot help. A provider that is down, limits the rate, or does not know the server token
 * (an operator can fix that) may take it later.
 */
function isPermanent(error: unknown): boolean {
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : undefined;
  return (
    typeof status === 'number' && status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status)
  );
}

function reasonOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/**
 * One pass over the queue: e-mails past their use are marked expired, then the due ones (and
 * those whose sender died) are claimed under a lease, handed to `transport` one by one and
 * recorded. Any number of senders may run at once, in any number of processes: a claim is one
 * statement, and a record counts only for the claim it was made under.
 */
export async function sendDueEmails(db: Db, transport: Mailer, now = () => Date.now()): Promise<QueueCounts> {
  const counts: QueueCounts = { sent: 0, retried: 0, failed: 0, expired: 0 };
  for (;;) {
    const at = iso(now());
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
    counts.expired += Number(expired.numUpdatedRows);
    const claimed = await db
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
          .where((eb) =>
            eb.or([
              eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', at)]),
              eb.and([eb('status', '=', 'sending'), eb('lease_until', '<=', at)]),
            ]),
          )
          .orderBy('next_attempt_at')
          .limit(BATCH),
      )
      .returning(['id', 'message', 'attempts'])
      .execute();
    for (const claim of claimed) {
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
      const finished = iso(now());
      if (outcome === 'retried') {
        const delay = RETRY_DELAYS_MS[Math.min(claim.attempts, RETRY_DELAYS_MS.length) - 1] ?? 0;
        await ours
          .set({
            status: 'queued',
            lease_until: null,
            last_error: error,
            next_attempt_at: iso(now() + delay),
          })
          .execute();
      } else {
        await ours
          .set({
            status: outcome,
            message: null,
            lease_until: null,
            last_error: error,
            finished_at: finished,
          })
          .execute();
      }
      counts[outcome] += 1;
    }
    if (claimed.length < BATCH) return counts;
  }
}

/** A mailer whose single e-mails wait in the queue; batches (newsletters) go straight through. */
export interface QueuedMailer extends Mailer {
  /** One pass over the queue now (the worker calls it when idle, for the retries). */
  sendDue(): Promise<QueueCounts>;
  /** Resolves once the passes started by `send` have finished (for tests). */
  settled(): Promise<void>;
}

/**
 * Queues each single e-mail and starts a pass at once, without the request waiting for it: the
 * e-mail usually reaches the provider within milliseconds, and a refused one is retried by the
 * next passes (the worker's, when idle).
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
  const pass = async () => {
    const counts = await sendDueEmails(db, transport);
    if (counts.retried + counts.failed + counts.expired > 0)
      log(
        `[email] ${counts.sent} sent, ${counts.retried} to be retried, ${counts.failed} given up, ${counts.expired} expired`,
      );
    return counts;
  };
  const kick = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await pass();
        } catch (error) {
          // The e-mails are safe in the table; the worker's next pass takes them.
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
    sendDue: pass,
    async settled() {
      while (running) await running;
    },
  };
}
