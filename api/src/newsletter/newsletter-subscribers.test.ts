import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import { addToNewsletter, confirmPendingNewsletter } from './newsletter-subscribers.ts';

let world: TestWorld;
let siteId: string;

beforeAll(async () => {
  world = await createTestWorld();
  siteId = (
    await world.db
      .selectFrom('sites')
      .select('id')
      .where('slug', '=', 'family-table')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => world.cleanup());

const row = (email: string) =>
  world.db
    .selectFrom('newsletter_subscribers')
    .select(['confirmed_at', 'unsubscribed_at'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();

describe('the mailing list', () => {
  it('keeps a confirmed address confirmed when it subscribes again unproven', async () => {
    const email = 'again@example.com';
    await addToNewsletter(
      world.db,
      { siteId, email, userId: null, confirmed: true, source: 'subscribe' },
      Date.now(),
    );
    await addToNewsletter(
      world.db,
      { siteId, email, userId: null, confirmed: false, source: 'subscribe' },
      Date.now(),
    );
    expect((await row(email)).confirmed_at).not.toBeNull();
  });

  it('asks an address that unsubscribed to confirm again before it is mailed', async () => {
    const email = 'returning@example.com';
    await addToNewsletter(
      world.db,
      { siteId, email, userId: null, confirmed: true, source: 'subscribe' },
      Date.now(),
    );
    await world.db
      .updateTable('newsletter_subscribers')
      .set({ unsubscribed_at: new Date().toISOString() })
      .where('email', '=', email)
      .execute();
    await addToNewsletter(
      world.db,
      { siteId, email, userId: null, confirmed: false, source: 'subscribe' },
      Date.now(),
    );
    expect(await row(email)).toEqual({ confirmed_at: null, unsubscribed_at: null });
  });

  it('confirms only pending rows still on the list', async () => {
    const email = 'left@example.com';
    await addToNewsletter(
      world.db,
      { siteId, email, userId: null, confirmed: false, source: 'subscribe' },
      Date.now(),
    );
    await world.db
      .updateTable('newsletter_subscribers')
      .set({ unsubscribed_at: new Date().toISOString() })
      .where('email', '=', email)
      .execute();
    const user = await world.db.selectFrom('users').select('id').limit(1).executeTakeFirstOrThrow();
    await confirmPendingNewsletter(world.db, { siteId, userId: user.id, email }, Date.now());
    expect((await row(email)).confirmed_at).toBeNull();
  });
});
