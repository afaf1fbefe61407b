import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../auth/session-tokens.ts';
import { addToNewsletter } from '../newsletter/newsletter-subscribers.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';

let world: TestWorld;
let siteId: string;
const FAMILY = 'http://family-table.localhost:4321';
const PATH = '/api/v1/site/family-table/newsletter-unsubscriptions';

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

/** A confirmed subscriber and the unsubscribe token of a newsletter e-mailed to them. */
async function subscriberWithToken(): Promise<{ email: string; token: string }> {
  const email = `unsub-${randomUUID().slice(0, 8)}@example.com`;
  await addToNewsletter(
    world.db,
    { siteId, email, userId: null, confirmed: true, source: 'subscribe' },
    Date.now(),
  );
  const subscriber = await world.db
    .selectFrom('newsletter_subscribers')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const recipe = await world.db
    .selectFrom('recipes')
    .select('id')
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  const sendId = randomUUID();
  await world.db
    .insertInto('newsletter_sends')
    .values({
      id: sendId,
      site_id: siteId,
      recipe_id: recipe.id,
      note: null,
      status: 'sent',
      sent_at: new Date().toISOString(),
      lease_owner: null,
      lease_expires_at: null,
      started_at: null,
    })
    .execute();
  const token = newToken();
  await world.db
    .insertInto('newsletter_send_recipients')
    .values({
      id: randomUUID(),
      send_id: sendId,
      subscriber_id: subscriber.id,
      status: 'sent',
      message_id: null,
      error: null,
      attempted_at: new Date().toISOString(),
      finished_at: new Date().toISOString(),
      unsubscribe_token_hash: hashToken(token),
      unsubscribe_token_expires_at: new Date(Date.now() + 60_000).toISOString(),
    })
    .execute();
  return { email, token };
}

async function unsubscribedAt(email: string) {
  const row = await world.db
    .selectFrom('newsletter_subscribers')
    .select('unsubscribed_at')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.unsubscribed_at;
}

const form = (body: string, query = '', slug = 'family-table') =>
  world.app.request(`/api/v1/site/${slug}/newsletter-unsubscriptions${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });

describe('unsubscribing from a kitchen’s newsletter', () => {
  it('works with RFC 8058 one-click: the token in the URL and List-Unsubscribe=One-Click as the body', async () => {
    const { email, token } = await subscriberWithToken();
    const response = await form('List-Unsubscribe=One-Click', `?token=${token}`);
    expect(response.status).toBe(200);
    expect(await unsubscribedAt(email)).not.toBeNull();
  });

  it('accepts the one-click body as multipart/form-data too, as RFC 8058 allows', async () => {
    const { email, token } = await subscriberWithToken();
    const body = new FormData();
    body.set('List-Unsubscribe', 'One-Click');
    const response = await world.app.request(`${PATH}?token=${token}`, { method: 'POST', body });
    expect(response.status).toBe(200);
    expect(await unsubscribedAt(email)).not.toBeNull();
  });

  it('works with { token } as JSON, needs no session, and answers the same when clicked twice', async () => {
    const { email, token } = await subscriberWithToken();
    const call = () =>
      world.app.request(PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer stale-session-token' },
        body: JSON.stringify({ token }),
      });
    expect((await call()).status).toBe(200);
    const again = await call();
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true });
    expect(await unsubscribedAt(email)).not.toBeNull();
  });

  it('answers the kitchen page’s form without JavaScript with 303 to the “done” page', async () => {
    const { email, token } = await subscriberWithToken();
    const response = await form(`token=${token}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${FAMILY}/newsletter/unsubscribe/done/`);
    expect(await unsubscribedAt(email)).not.toBeNull();
  });

  it('sends a form with a bad token back to the page with ?unsubscribeError=newsletter_link_invalid', async () => {
    const response = await form(`token=${newToken()}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `${FAMILY}/newsletter/unsubscribe/?unsubscribeError=newsletter_link_invalid`,
    );
  });

  it('refuses any token but an e-mail’s, and another kitchen’s, with newsletter_link_invalid', async () => {
    const { email, token } = await subscriberWithToken();
    const foreign = await form('List-Unsubscribe=One-Click', `?token=${token}`, 'crumb-and-crust');
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe(
      'newsletter_link_invalid',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.base64String({ minLength: 16, maxLength: 64 })),
        async (guess) => {
          const response = await form('List-Unsubscribe=One-Click', `?token=${encodeURIComponent(guess)}`);
          expect(response.status).toBe(400);
        },
      ),
      { seed: 1117, numRuns: 50 },
    );
    expect(await unsubscribedAt(email)).toBeNull();
  });
});
