import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BatchOutcome, EmailMessage, Mailer } from '../email/email-message.ts';
import { outboxTransport } from '../email/outbox.ts';
import { kitchenRecipes, type KitchenRecipes } from '../test-support/test-client.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import { createNewsletterSend } from './newsletter-sends.ts';
import { addToNewsletter } from './newsletter-subscribers.ts';
import { runNewsletterSends, type NewsletterRunContext } from './send-runner.ts';

let world: TestWorld;
let recipes: KitchenRecipes;

beforeAll(async () => {
  world = await createTestWorld();
  recipes = await kitchenRecipes(world, 'family-table');
});
afterAll(async () => world.cleanup());
beforeEach(async () => {
  await world.db.deleteFrom('newsletter_sends').execute();
  await world.db.deleteFrom('newsletter_subscribers').execute();
  await world.db.deleteFrom('email_outbox').execute();
});

async function subscribers(count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, () => `list-${randomUUID().slice(0, 8)}@example.com`);
  for (const email of emails)
    await addToNewsletter(
      world.db,
      { siteId: recipes.siteId, email, userId: null, confirmed: true, source: 'subscribe' },
      Date.now(),
    );
  return emails;
}

/** The outbox, counting every hand-over; `plan` may answer a call differently (by call number). */
function recordingMailer(
  plan: (call: number, messages: EmailMessage[]) => Promise<BatchOutcome[]> | null = () => null,
) {
  const outbox = outboxTransport(world.db, 'news@larder.example');
  let calls = 0;
  const mailer: Mailer = {
    send: (message) => outbox.send(message),
    sendBatch: (messages) => {
      calls += 1;
      return plan(calls, messages) ?? outbox.sendBatch(messages);
    },
  };
  return { mailer, calls: () => calls };
}

function context(mailer: Mailer, now?: () => number): NewsletterRunContext {
  return {
    db: world.db,
    mailer,
    sitesConfig: world.sitesConfig,
    apiOrigin: world.env.apiOrigin,
    ...(now ? { now } : {}),
  };
}

async function deliveries(): Promise<Map<string, number>> {
  const rows = await world.db
    .selectFrom('email_outbox')
    .select('to_address')
    .where('tag', '=', 'newsletter')
    .execute();
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.to_address, (counts.get(row.to_address) ?? 0) + 1);
  return counts;
}

async function sendState(id: string) {
  return world.db
    .selectFrom('newsletter_sends')
    .select(['status', 'recipient_count', 'sent_count', 'failed_count', 'lease_owner'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('the newsletter send runner', () => {
  it('sends in batches of the given size, each recipient once', async () => {
    const emails = await subscribers(7);
    const { send } = await createNewsletterSend(world.db, recipes.siteId, {
      recipeId: recipes.public[0]!,
      note: undefined,
    });
    const { mailer, calls } = recordingMailer();
    expect(await runNewsletterSends(context(mailer), { batchSize: 3 })).toEqual({ sent: 7, failed: 0 });
    expect(calls()).toBe(3);
    expect([...(await deliveries()).entries()].sort()).toEqual(emails.map((email) => [email, 1]).sort());
    expect(await sendState(send.id)).toMatchObject({
      status: 'sent',
      recipient_count: 7,
      sent_count: 7,
      lease_owner: null,
    });
    expect(await runNewsletterSends(context(mailer))).toEqual({ sent: 0, failed: 0 });
    expect(calls()).toBe(3);
  });

  it('never sends the same batch from two runners at once: each recipient gets one e-mail', async () => {
    const emails = await subscribers(9);
    await createNewsletterSend(world.db, recipes.siteId, { recipeId: recipes.public[0]!, note: undefined });
    const { mailer } = recordingMailer();
    await Promise.all([
      runNewsletterSends(context(mailer), { batchSize: 2, owner: 'runner a' }),
      runNewsletterSends(context(mailer), { batchSize: 2, owner: 'runner b' }),
      runNewsletterSends(context(mailer), { batchSize: 2, owner: 'runner c' }),
    ]);
    const counts = await deliveries();
    expect(counts.size).toBe(emails.length);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  });

  it('resumes after a runner died mid-send: the rest are sent, and nobody who may have been e-mailed is e-mailed again', async () => {
    const emails = await subscribers(6);
    const { send } = await createNewsletterSend(world.db, recipes.siteId, {
      recipeId: recipes.public[0]!,
      note: undefined,
    });
    // The first runner hands one batch over, then "dies" during the second hand-over.
    const dying = recordingMailer((call) => (call === 2 ? new Promise<never>(() => undefined) : null));
    let clock = Date.now();
    void runNewsletterSends(
      context(dying.mailer, () => clock),
      { batchSize: 2, owner: 'dies', leaseMs: 60_000 },
    );
    for (let tries = 0; tries < 200 && dying.calls() < 2; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(dying.calls()).toBe(2);
    // Another runner cannot take the send while the lease holds…
    const { mailer } = recordingMailer();
    expect(
      await runNewsletterSends(
        context(mailer, () => clock),
        { batchSize: 2, owner: 'early' },
      ),
    ).toEqual({ sent: 0, failed: 0 });
    // …and once it has expired, resumes with the recipients nobody tried.
    clock += 61_000;
    expect(
      await runNewsletterSends(
        context(mailer, () => clock),
        { batchSize: 2, owner: 'later' },
      ),
    ).toEqual({ sent: 2, failed: 0 });
    const counts = await deliveries();
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect(counts.size).toBe(4);
    expect(emails.filter((email) => !counts.has(email))).toHaveLength(2);
    expect(await sendState(send.id)).toMatchObject({
      status: 'sent',
      recipient_count: 6,
      sent_count: 4,
      failed_count: 2,
    });
  });

  it('retries a batch the provider refused as a whole, on a later run, and gives up after three refusals', async () => {
    const emails = await subscribers(2);
    const { send } = await createNewsletterSend(world.db, recipes.siteId, {
      recipeId: recipes.public[0]!,
      note: undefined,
    });
    const refuse = (messages: EmailMessage[]) =>
      Promise.resolve(messages.map(() => ({ ok: false as const, error: 'HTTP 500', retry: true })));
    const flaky = recordingMailer((call, messages) => (call === 1 ? refuse(messages) : null));
    expect(await runNewsletterSends(context(flaky.mailer))).toEqual({ sent: 0, failed: 0 });
    expect(await sendState(send.id)).toMatchObject({ status: 'sending', sent_count: 0, lease_owner: null });
    expect(await runNewsletterSends(context(flaky.mailer))).toEqual({ sent: 2, failed: 0 });
    expect([...(await deliveries()).keys()].sort()).toEqual([...emails].sort());

    await world.db.deleteFrom('email_outbox').execute();
    const second = await createNewsletterSend(world.db, recipes.siteId, {
      recipeId: recipes.public[1]!,
      note: undefined,
    });
    const down = recordingMailer((_, messages) => refuse(messages));
    for (let run = 0; run < 3; run += 1) await runNewsletterSends(context(down.mailer));
    expect(await sendState(second.send.id)).toMatchObject({
      status: 'failed',
      sent_count: 0,
      failed_count: 2,
    });
    expect(down.calls()).toBe(3);
  });

  it('counts an e-mail whose hand-over got no answer as failed, and never sends it again', async () => {
    await subscribers(1);
    const { send } = await createNewsletterSend(world.db, recipes.siteId, {
      recipeId: recipes.public[0]!,
      note: undefined,
    });
    const silent = recordingMailer(() => Promise.reject(new Error('socket hang up')));
    const log: string[] = [];
    expect(await runNewsletterSends(context(silent.mailer), { log: (line) => log.push(line) })).toEqual({
      sent: 0,
      failed: 1,
    });
    expect(log.join('\n')).toContain('no answer from the mail provider');
    expect(await sendState(send.id)).toMatchObject({ status: 'failed', failed_count: 1 });
    expect(await runNewsletterSends(context(silent.mailer))).toEqual({ sent: 0, failed: 0 });
    expect(silent.calls()).toBe(1);
  });

  it('leaves out a subscriber who unsubscribed after the send was made', async () => {
    const [stays, leaves] = await subscribers(2);
    const { send } = await createNewsletterSend(world.db, recipes.siteId, {
      recipeId: recipes.public[0]!,
      note: undefined,
    });
    await world.db
      .updateTable('newsletter_subscribers')
      .set({ unsubscribed_at: new Date().toISOString() })
      .where('email', '=', leaves!)
      .execute();
    const { mailer } = recordingMailer();
    await runNewsletterSends(context(mailer));
    expect([...(await deliveries()).keys()]).toEqual([stays]);
    expect(await sendState(send.id)).toMatchObject({ status: 'sent', recipient_count: 1, sent_count: 1 });
  });
});
