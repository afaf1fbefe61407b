import { siteConfirmSignIn } from '@larder/shared/api/auth.endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClientFor, emailsTo, signInLinkOf } from '../test-support/auth-test-kit.ts';
import { createPaymentsWorld, type PaymentsWorld } from '../test-support/payments-world.ts';

let world: PaymentsWorld;

beforeAll(async () => {
  world = await createPaymentsWorld();
});
afterAll(async () => world.cleanup());

let counter = 0;
const newEmail = () => `list-${(counter += 1)}-${Date.now()}@example.com`;

const mailingListRow = (email: string) =>
  world.db
    .selectFrom('newsletter_subscribers as n')
    .innerJoin('sites as s', 's.id', 'n.site_id')
    .select(['s.slug', 'n.user_id', 'n.confirmed_at', 'n.unsubscribed_at', 'n.source'])
    .where('n.email', '=', email)
    .execute();

const userIdOf = async (email: string) =>
  (await world.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe('a paid checkout and the kitchen’s mailing list', () => {
  it('puts a visitor who paid on the list pending, confirmed once they use the sign-in e-mail', async () => {
    const email = newEmail();
    world.pay(await world.checkout({ email }));
    await world.emulator.webhooksSettled();
    const userId = await userIdOf(email);
    expect(await mailingListRow(email)).toEqual([
      {
        slug: 'family-table',
        user_id: userId,
        confirmed_at: null,
        unsubscribed_at: null,
        source: 'subscribe',
      },
    ]);

    const [mail] = await emailsTo(world.db, email);
    await apiClientFor(world.app).request(siteConfirmSignIn, {
      params: { siteSlug: 'family-table', token: signInLinkOf(mail!).token },
    });
    const [row] = await mailingListRow(email);
    expect(row!.confirmed_at).not.toBeNull();
  });

  it('puts a signed-in reader who paid on the list confirmed at once', async () => {
    const email = newEmail();
    await world.db.insertInto('users').values({ id: crypto.randomUUID(), email }).execute();
    const user = await world.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    world.pay(await world.checkout({ email, user }));
    await world.emulator.webhooksSettled();
    const [row] = await mailingListRow(email);
    expect(row).toEqual(
      expect.objectContaining({ slug: 'family-table', user_id: user.id, unsubscribed_at: null }),
    );
    expect(row!.confirmed_at).not.toBeNull();
  });

  it('leaves the list alone on a kitchen without newsletters', async () => {
    const email = newEmail();
    const sessionId = await world.checkout({ email });
    await world.db
      .updateTable('sites')
      .set({ newsletters_enabled: 0 })
      .where('slug', '=', 'family-table')
      .execute();
    try {
      world.pay(sessionId);
      await world.emulator.webhooksSettled();
    } finally {
      await world.db
        .updateTable('sites')
        .set({ newsletters_enabled: 1 })
        .where('slug', '=', 'family-table')
        .execute();
    }
    expect(await userIdOf(email)).toBeTruthy();
    expect(await mailingListRow(email)).toEqual([]);
  });
});
