import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../email/mailer.ts';
import { DEMO_PAID_READER_EMAIL } from '@larder/demo/seed/seed';
import { emailsTo } from '../test-support/auth-test-kit.ts';
import { createPaymentsWorld, type PaymentsWorld } from '../test-support/payments-world.ts';
import { reconcileWithStripe } from './reconcile.ts';

let world: PaymentsWorld;

beforeAll(async () => {
  world = await createPaymentsWorld();
});
afterAll(async () => world.cleanup());

async function reconcile() {
  const lines: string[] = [];
  const summary = await reconcileWithStripe(
    {
      db: world.db,
      env: world.env,
      sitesConfig: world.sitesConfig,
      stripe: world.stripe,
      mailer: createMailer(world.env.email, world.db),
      now: () => world.emulator.now() * 1000,
    },
    (line) => lines.push(line),
  );
  return { ...summary, lines };
}

async function subscriptionsOf(email: string) {
  return world.db
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('s')
    .where('u.email', '=', email)
    .execute();
}

/** Webhooks stop reaching the API, as when it is down past Stripe's retries; restored after `work`. */
async function withoutWebhooks(work: () => Promise<void> | void): Promise<void> {
  world.emulator.setWebhookEndpoint(undefined);
  try {
    await work();
    await world.emulator.webhooksSettled();
  } finally {
    world.emulator.setWebhookEndpoint(world.webhookUrl);
  }
}

describe('larder stripe reconcile', () => {
  it('records a payment Stripe took while the database was never written, account and e-mail included', async () => {
    const email = `crashed-${Date.now()}@example.com`;
    let sessionId = '';
    await withoutWebhooks(async () => {
      sessionId = await world.checkout({ email });
      // The API stopped right after Stripe made the session: not even its row was written.
      await world.db.deleteFrom('checkout_sessions').where('id', '=', sessionId).execute();
      world.pay(sessionId);
    });
    expect(await world.db.selectFrom('users').where('email', '=', email).selectAll().execute()).toEqual([]);

    const { lines, changes } = await reconcile();
    const [row] = await subscriptionsOf(email);
    expect(row).toEqual(expect.objectContaining({ status: 'active', stripe_checkout_session_id: sessionId }));
    expect(changes).toEqual([`${row!.stripe_subscription_id} family-table ${email}: missing → active`]);
    expect(lines.at(-1)).toMatch(/Checked \d+ paid checkouts and \d+ subscriptions on Stripe: 1 repair\./);
    expect(await emailsTo(world.db, email)).toHaveLength(1);

    // Run again, and let the late webhooks arrive: nothing more changes, nothing is sent twice.
    expect((await reconcile()).changes).toEqual([]);
    expect(await subscriptionsOf(email)).toHaveLength(1);
    expect(await emailsTo(world.db, email)).toHaveLength(1);
  });

  it('sends the sign-in e-mail a stopped process had claimed but never sent', async () => {
    const email = `unsent-${Date.now()}@example.com`;
    const sessionId = await world.checkout({ email });
    world.pay(sessionId);
    await world.emulator.webhooksSettled();
    await world.db.deleteFrom('email_outbox').where('to_address', '=', email).execute();
    const claimedAt = new Date(world.emulator.now() * 1000 - 60_000).toISOString();
    await world.db
      .updateTable('checkout_sessions')
      .set({ login_email_sent_at: null, login_email_claimed_at: claimedAt })
      .where('id', '=', sessionId)
      .execute();
    await reconcile();
    expect(await emailsTo(world.db, email)).toHaveLength(0);
    world.emulator.advanceClock(120);
    await reconcile();
    expect(await emailsTo(world.db, email)).toHaveLength(1);
  });

  it('repairs a subscription whose renewal failed and was paid while webhooks were lost', async () => {
    const email = `drift-${Date.now()}@example.com`;
    world.pay(await world.checkout({ email }));
    await world.emulator.webhooksSettled();
    const [paid] = await subscriptionsOf(email);
    await withoutWebhooks(() => {
      world.emulator.setCardOutcome(paid!.stripe_customer_id!, 'fail');
      world.emulator.advanceClock(31 * 86_400);
    });
    const ofThis = (changes: string[]) =>
      changes.filter((line) => line.startsWith(paid!.stripe_subscription_id!));
    expect(ofThis((await reconcile()).changes)).toEqual([
      `${paid!.stripe_subscription_id} family-table ${email}: active → past_due`,
    ]);
    await withoutWebhooks(() => {
      world.emulator.setCardOutcome(paid!.stripe_customer_id!, 'succeed');
    });
    expect(ofThis((await reconcile()).changes)).toEqual([
      `${paid!.stripe_subscription_id} family-table ${email}: past_due → active`,
    ]);
    expect(await subscriptionsOf(email)).toEqual([
      expect.objectContaining({ status: 'active', past_due_since: null }),
    ]);
  });

  it('starts the past-due grace at the failed renewal, not when reconcile first sees it', async () => {
    const email = `late-past-due-${Date.now()}@example.com`;
    world.pay(await world.checkout({ email }));
    await world.emulator.webhooksSettled();
    const [paid] = await subscriptionsOf(email);
    await withoutWebhooks(() => {
      world.emulator.setCardOutcome(paid!.stripe_customer_id!, 'fail');
      world.emulator.advanceClock(31 * 86_400);
    });
    const [failed] = (
      await world.stripe.invoices.list({ subscription: paid!.stripe_subscription_id!, status: 'open' })
    ).data;
    // Reconcile runs five days after the renewal failed: the reader has two days of grace left.
    world.emulator.advanceClock(5 * 86_400);
    await reconcile();
    const [pastDue] = await subscriptionsOf(email);
    expect(pastDue).toEqual(
      expect.objectContaining({
        status: 'past_due',
        past_due_since: new Date(failed!.created * 1000).toISOString(),
      }),
    );
    world.emulator.setCardOutcome(paid!.stripe_customer_id!, 'succeed');
    await world.emulator.webhooksSettled();
  });

  it('leaves subscriptions Stripe does not know alone (free plans, the demo’s paid reader)', async () => {
    const before = await subscriptionsOf(DEMO_PAID_READER_EMAIL);
    await reconcile();
    expect(await subscriptionsOf(DEMO_PAID_READER_EMAIL)).toEqual(before);
    expect(before).toEqual([expect.objectContaining({ status: 'active', stripe_subscription_id: null })]);
  });
});
