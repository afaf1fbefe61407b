import { propertyRuns } from '@larder/shared/test-support/property-runs';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import type { EmailMessage, Mailer } from './email-message.ts';
import {
  DEFAULT_USEFUL_MS,
  enqueueEmail,
  isPermanent,
  RETRY_DELAYS_MS,
  SEND_LEASE_MS,
  queuedMailer,
  sendDueEmails,
  withoutQueue,
} from './email-queue.ts';

let world: TestWorld;
beforeAll(async () => {
  world = await createTestWorld([]);
});
afterAll(async () => world.cleanup());
beforeEach(async () => {
  await world.db.deleteFrom('email_queue').execute();
});

const T0 = Date.parse('2026-11-29T12:00:00.000Z');
const message = (to: string, extra: Partial<EmailMessage> = {}): EmailMessage => ({
  to,
  senderName: 'The Family Table',
  subject: 'Sign in to The Family Table',
  html: '<p>Your link: https://family-table.example/sign-in/callback?token=secret</p>',
  text: 'Your link: https://family-table.example/sign-in/callback?token=secret',
  tag: 'sign-in',
  ...extra,
});

/** What the provider does with each hand-over, in order (`ok` once the script runs out). */
type Answer = 'ok' | 'down' | 'refused' | 'no-answer';
function providerError(answer: Exclude<Answer, 'ok'>): Error {
  if (answer === 'no-answer') return new Error('socket hang up');
  return Object.assign(new Error(answer === 'down' ? 'Internal server error' : 'Invalid email request'), {
    statusCode: answer === 'down' ? 500 : 422,
  });
}

/** A transport that answers as scripted and notes every e-mail it took (and when). */
function scriptedTransport(script: Answer[] = [], clock = { now: T0 }) {
  const taken: { to: string; at: number }[] = [];
  const tried: string[] = [];
  const transport: Mailer = {
    async send(email) {
      tried.push(email.to);
      await new Promise((resolve) => setImmediate(resolve));
      const answer = script.shift() ?? 'ok';
      if (answer !== 'ok') throw providerError(answer);
      taken.push({ to: email.to, at: clock.now });
    },
    sendBatch: () => Promise.reject(new Error('not used')),
  };
  return { transport, taken, tried };
}

const rows = () => world.db.selectFrom('email_queue').selectAll().orderBy('to_address').execute();

describe('the e-mail queue', () => {
  it('hands a queued e-mail over once, then keeps only a record without the message (it held a link)', async () => {
    const { transport, taken } = scriptedTransport();
    await enqueueEmail(world.db, message('a@example.com'), T0);
    expect(await sendDueEmails(world.db, transport, () => T0)).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
      expired: 0,
    });
    expect(await sendDueEmails(world.db, transport, () => T0 + 3_600_000)).toMatchObject({ sent: 0 });
    expect(taken.map((one) => one.to)).toEqual(['a@example.com']);
    const [row] = await rows();
    expect(row).toMatchObject({
      status: 'sent',
      message: null,
      attempts: 1,
      tag: 'sign-in',
      last_error: null,
    });
  });

  it('retries a hand-over the provider refused for now, not before its delay, and gives up after the last', async () => {
    const failures = RETRY_DELAYS_MS.length + 1;
    const clock = { now: T0 };
    const { transport, tried, taken } = scriptedTransport(Array<Answer>(failures).fill('down'), clock);
    await enqueueEmail(
      world.db,
      message('a@example.com', { usefulUntil: new Date(T0 + 864e5).toISOString() }),
      T0,
    );
    expect(await sendDueEmails(world.db, transport, () => clock.now)).toMatchObject({ retried: 1 });
    for (const delay of RETRY_DELAYS_MS) {
      clock.now += delay - 1;
      expect(await sendDueEmails(world.db, transport, () => clock.now)).toMatchObject({
        retried: 0,
        failed: 0,
      });
      clock.now += 1;
      const pass = await sendDueEmails(world.db, transport, () => clock.now);
      expect(pass.retried + pass.failed).toBe(1);
    }
    expect(tried).toHaveLength(failures);
    expect(taken).toEqual([]);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', message: null, attempts: failures });
    expect(row!.last_error).toContain('Internal server error');
  });

  it('gives up at once on an e-mail the provider refuses as such, and goes on with the next', async () => {
    const { transport, taken } = scriptedTransport(['refused']);
    await enqueueEmail(world.db, message('a@example.com'), T0);
    await enqueueEmail(world.db, message('b@example.com'), T0 + 1);
    expect(await sendDueEmails(world.db, transport, () => T0 + 2)).toMatchObject({ sent: 1, failed: 1 });
    expect(taken.map((one) => one.to)).toEqual(['b@example.com']);
    expect((await rows()).map((row) => [row.to_address, row.status, row.message])).toEqual([
      ['a@example.com', 'failed', null],
      ['b@example.com', 'sent', null],
    ]);
  });

  it('never sends an e-mail once it is of no use: a sign-in link past its expiry', async () => {
    const { transport, taken } = scriptedTransport(['down']);
    const usefulUntil = new Date(T0 + 60_000).toISOString();
    await enqueueEmail(world.db, message('a@example.com', { usefulUntil }), T0);
    await enqueueEmail(world.db, message('b@example.com'), T0);
    await sendDueEmails(world.db, transport, () => T0);
    // b was sent; a waits for its retry, which comes after its link expired.
    expect(await sendDueEmails(world.db, transport, () => T0 + 60_000)).toMatchObject({
      expired: 1,
      sent: 0,
    });
    expect(taken.map((one) => one.to)).toEqual(['b@example.com']);
    const [a] = await rows();
    expect(a).toMatchObject({ status: 'expired', message: null });
    // Without a use-by time of its own, an e-mail waits a day at most.
    await enqueueEmail(world.db, message('c@example.com'), T0);
    expect(await sendDueEmails(world.db, transport, () => T0 + DEFAULT_USEFUL_MS)).toMatchObject({
      expired: 1,
    });
  });

  it('sends again the e-mail of a sender that hung mid-hand-over, once its lease ends, and ignores its late answer', async () => {
    await enqueueEmail(world.db, message('a@example.com'), T0);
    /** A provider call that waits until the test answers it. */
    const hanging = () => {
      const answers: ((error?: Error) => void)[] = [];
      const transport: Mailer = {
        send: () =>
          new Promise<void>((resolve, reject) => {
            answers.push((error) => {
              if (error) reject(error);
              else resolve();
            });
          }),
        sendBatch: () => Promise.reject(new Error('not used')),
      };
      return { transport, answers };
    };
    const first = hanging();
    const firstPass = sendDueEmails(world.db, first.transport, () => T0);
    await expect.poll(() => first.answers.length).toBe(1);
    // Within the lease nobody else takes it.
    const idle = scriptedTransport();
    expect(await sendDueEmails(world.db, idle.transport, () => T0 + SEND_LEASE_MS - 1)).toMatchObject({
      sent: 0,
    });
    expect(idle.tried).toEqual([]);
    // After it, a second sender does, and hangs too.
    const second = hanging();
    const secondPass = sendDueEmails(world.db, second.transport, () => T0 + SEND_LEASE_MS);
    await expect.poll(() => second.answers.length).toBe(1);
    // The first sender's refusal comes late: it must not put the e-mail back in the queue, and
    // its pass counts nothing it could not record.
    first.answers[0]!(providerError('down'));
    expect(await firstPass).toEqual({ sent: 0, retried: 0, failed: 0, expired: 0 });
    second.answers[0]!();
    expect(await secondPass).toMatchObject({ sent: 1 });
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2, message: null });
    const later = scriptedTransport();
    await sendDueEmails(world.db, later.transport, () => T0 + 86_400_000);
    expect(later.tried).toEqual([]);
  });

  it('never sends an e-mail whose use ended while the ones before it were being handed over', async () => {
    const clock = { now: T0 };
    const taken: string[] = [];
    // A provider that takes 30 s for each hand-over (the client gives up at 10 s; a test may lie).
    const slow: Mailer = {
      send: (email) => {
        clock.now += 30_000;
        taken.push(email.to);
        return Promise.resolve();
      },
      sendBatch: () => Promise.reject(new Error('not used')),
    };
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com'])
      await enqueueEmail(world.db, message(to, { usefulUntil: new Date(T0 + 45_000).toISOString() }), T0);
    expect(await sendDueEmails(world.db, slow, () => clock.now)).toMatchObject({ sent: 2 });
    expect(taken).toEqual(['a@example.com', 'b@example.com']);
    expect(await sendDueEmails(world.db, slow, () => clock.now)).toMatchObject({ expired: 1, sent: 0 });
  });

  it('stops claiming once a pass has run its time, leaving the rest for the next', async () => {
    const clock = { now: T0 };
    const { transport, taken } = scriptedTransport([], clock);
    const timed: Mailer = {
      ...transport,
      send: async (email) => {
        clock.now += 2_000;
        await transport.send(email);
      },
    };
    for (let index = 0; index < 5; index += 1)
      await enqueueEmail(world.db, message(`r${index}@example.com`), T0);
    expect(await sendDueEmails(world.db, timed, () => clock.now, { maxMs: 5_000 })).toMatchObject({
      sent: 3,
    });
    expect(taken).toHaveLength(3);
    expect(await sendDueEmails(world.db, timed, () => clock.now)).toMatchObject({ sent: 2 });
  });

  it('gives up at once only on what the message itself caused, never on what the account can fix', () => {
    const postmark = (statusCode: number, code?: number) =>
      Object.assign(new Error('x'), { statusCode, code });
    expect(isPermanent(postmark(422, 300))).toBe(true);
    expect(isPermanent(postmark(400))).toBe(true);
    for (const code of [10, 400, 401, 405, 412, 413]) expect(isPermanent(postmark(422, code))).toBe(false);
    for (const statusCode of [401, 403, 408, 429, 500, 503])
      expect(isPermanent(postmark(statusCode))).toBe(false);
    expect(isPermanent(new Error('socket hang up'))).toBe(false);
  });

  it('hands each e-mail over exactly once with two senders working through the queue at the same time', async () => {
    const { transport, taken } = scriptedTransport();
    for (let index = 0; index < 45; index += 1)
      await enqueueEmail(world.db, message(`reader-${String(index).padStart(2, '0')}@example.com`), T0);
    const passes = await Promise.all([
      sendDueEmails(world.db, transport, () => T0),
      sendDueEmails(world.db, transport, () => T0),
    ]);
    expect(passes[0].sent + passes[1].sent).toBe(45);
    expect(new Set(taken.map((one) => one.to)).size).toBe(45);
    expect(taken).toHaveLength(45);
  });

  it('for any answers of the provider and any timing: each e-mail is taken at most once, never past its use, and its message is kept exactly while it may still go', async () => {
    const answer = fc.constantFrom<Answer>('ok', 'down', 'down', 'refused', 'no-answer');
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 4 * 3_600_000 }), { minLength: 1, maxLength: 4 }),
        fc.array(answer, { maxLength: 30 }),
        fc.array(fc.integer({ min: 0, max: 2 * 3_600_000 }), { minLength: 1, maxLength: 12 }),
        async (lifetimes, script, steps) => {
          await world.db.deleteFrom('email_queue').execute();
          const clock = { now: T0 };
          const { transport, taken } = scriptedTransport([...script], clock);
          const usefulUntil = new Map<string, number>();
          for (const [index, lifetime] of lifetimes.entries()) {
            const to = `reader-${index}@example.com`;
            usefulUntil.set(to, T0 + lifetime);
            await enqueueEmail(
              world.db,
              message(to, { usefulUntil: new Date(T0 + lifetime).toISOString() }),
              T0,
            );
          }
          for (const step of steps) {
            clock.now += step;
            await sendDueEmails(world.db, transport, () => clock.now);
          }
          expect(new Set(taken.map((one) => one.to)).size).toBe(taken.length);
          for (const one of taken) expect(one.at).toBeLessThan(usefulUntil.get(one.to)!);
          for (const row of await rows()) {
            expect(row.message === null).toBe(['sent', 'failed', 'expired'].includes(row.status));
            expect(row.status === 'sent').toBe(taken.some((one) => one.to === row.to_address));
            expect(row.attempts).toBeLessThanOrEqual(RETRY_DELAYS_MS.length + 1);
          }
        },
      ),
      propertyRuns(500, 40),
    );
  });
});

describe('the queued mailer', () => {
  it('answers as soon as the e-mail is stored, sends it right after, and passes newsletters straight through', async () => {
    const { transport, taken } = scriptedTransport();
    const batches: number[] = [];
    const mailer = queuedMailer(world.db, {
      ...transport,
      sendBatch: (messages) => {
        batches.push(messages.length);
        return Promise.resolve(messages.map(() => ({ ok: true as const, messageId: 'm' })));
      },
    });
    await mailer.send(message('a@example.com'));
    await mailer.send(message('b@example.com'));
    await mailer.settled();
    expect(taken.map((one) => one.to).sort()).toEqual(['a@example.com', 'b@example.com']);
    await mailer.sendBatch([message('n@example.com', { stream: 'broadcast' })]);
    expect(batches).toEqual([1]);
    expect((await rows()).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('keeps an e-mail the provider refused, says so in the log, and hands it over again when its retry is due', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const lines: string[] = [];
      const { transport, taken } = scriptedTransport(['down']);
      const mailer = queuedMailer(world.db, transport, (line) => lines.push(line));
      await mailer.send(message('a@example.com'));
      await mailer.settled();
      expect(taken).toEqual([]);
      expect(lines).toEqual(['[email] 0 sent, 1 to be retried, 0 given up, 0 expired']);
      expect((await rows())[0]).toMatchObject({ status: 'queued', attempts: 1 });
      await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
      await mailer.settled();
      expect(taken.map((one) => one.to)).toEqual(['a@example.com']);
      mailer.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends past the queue for a caller that must know whether the provider took the e-mail', async () => {
    const { transport } = scriptedTransport(['down']);
    const mailer = queuedMailer(world.db, transport, () => undefined);
    await expect(withoutQueue(mailer).send(message('a@example.com'))).rejects.toThrow(
      'Internal server error',
    );
    expect(await rows()).toEqual([]);
    const plain: Mailer = { send: () => Promise.resolve(), sendBatch: () => Promise.resolve([]) };
    expect(withoutQueue(plain)).toBe(plain);
    mailer.close();
  });
});
