import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRateLimitSettings, type RateLimitSettings } from '../rate-limit/rate-limit-settings.ts';
import { emailsTo, latestEmailTo, signInLinkOf } from '../test-support/auth-test-kit.ts';
import { fromAddress } from '../test-support/client-socket.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import { createApp } from './app.ts';

let world: TestWorld;
const FAMILY = 'http://family-table.localhost:4321';
const READER = 'reader@family-table.example';
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

beforeAll(async () => {
  world = await createTestWorld(undefined, { LARDER_RATE_LIMITS: 'off' });
});
afterAll(async () => world.cleanup());

const newAddress = () => `form-${randomUUID().slice(0, 8)}@example.com`;

/** What a browser sends for `<form method="post" action="…/sign-in">` without JavaScript. */
function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const body = new URLSearchParams(fields).toString();
  return world.app.request(`/api/v1/site/family-table/${path}`, {
    method: 'POST',
    headers: { ...FORM, 'Content-Length': String(body.length), Origin: FAMILY, ...headers },
    body,
  });
}

function confirm(token: string) {
  return world.app.request(`/api/v1/site/family-table/sign-in/${token}`, { method: 'POST' });
}

describe('the kitchen’s sign-in form without JavaScript', () => {
  it('is answered 303 See Other to the kitchen’s “sent” page, and the e-mail goes out', async () => {
    const response = await postForm('sign-in', { email: READER });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${FAMILY}/sign-in/sent/`);
    expect(await response.text()).toBe('');
    expect(response.headers.get('content-type')).toBeNull();
    const email = await latestEmailTo(world.db, READER);
    expect(signInLinkOf(email).url.origin).toBe(FAMILY);
  });

  it('answers an unknown address with the same redirect', async () => {
    const known = await postForm('sign-in', { email: READER });
    const unknown = await postForm('sign-in', { email: newAddress() });
    expect(unknown.status).toBe(known.status);
    expect([...unknown.headers.entries()]).toEqual([...known.headers.entries()]);
  });

  it('keeps the form action’s next for the link, checked like any other', async () => {
    const response = await world.app.request(
      '/api/v1/site/family-table/sign-in?next=%2Frecipes%2Fapple-pie',
      {
        method: 'POST',
        headers: FORM,
        body: `email=${encodeURIComponent(READER)}`,
      },
    );
    expect(response.status).toBe(303);
    const session = await confirm(signInLinkOf(await latestEmailTo(world.db, READER)).token);
    expect((await session.json()).next).toBe('/recipes/apple-pie');
  });

  it('sends a malformed address back to the sign-in page, with no e-mail', async () => {
    for (const fields of [{ email: 'not an address' }, { email: '' }, {}] as Record<string, string>[]) {
      const response = await postForm('sign-in', fields);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`${FAMILY}/sign-in/`);
    }
    expect(await emailsTo(world.db, 'not an address')).toEqual([]);
  });

  it('leaves an unknown kitchen a 404: there is no origin to return to', async () => {
    const response = await world.app.request('/api/v1/site/no-such-kitchen/sign-in', {
      method: 'POST',
      headers: FORM,
      body: `email=${encodeURIComponent(READER)}`,
    });
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('site_not_found');
  });
});

describe('the kitchen’s sign-up form without JavaScript', () => {
  it('is answered 303 to the “sent” page, and its ticked newsletter box subscribes on confirmation', async () => {
    const email = newAddress();
    const response = await postForm('sign-up', { email, subscribe: 'on' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${FAMILY}/sign-up/sent/`);
    const session = await (await confirm(signInLinkOf(await latestEmailTo(world.db, email)).token)).json();
    expect(session.currentUser.currentSubscription).toMatchObject({ planType: 'free' });
  });

  it('subscribes no one whose box was left unticked', async () => {
    const email = newAddress();
    expect((await postForm('sign-up', { email })).status).toBe(303);
    const session = await (await confirm(signInLinkOf(await latestEmailTo(world.db, email)).token)).json();
    expect(session.currentUser.currentSubscription).toBeNull();
  });

  it('sends a malformed address back to the sign-up page', async () => {
    const response = await postForm('sign-up', { email: 'nope', subscribe: 'on' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${FAMILY}/sign-up/`);
  });
});

describe('form posts are safe from other sites', () => {
  it('create nothing from a cross-site post but an e-mail to the address given: no session, no account', async () => {
    const sessionsBefore = await world.db
      .selectFrom('auth_tokens')
      .where('kind', '=', 'session')
      .selectAll()
      .execute();
    const email = newAddress();
    const evil = { Origin: 'https://evil.example', Referer: 'https://evil.example/page' };
    expect((await postForm('sign-in', { email: READER }, evil)).status).toBe(303);
    expect((await postForm('sign-up', { email, subscribe: 'on' }, evil)).status).toBe(303);
    expect(
      await world.db.selectFrom('auth_tokens').where('kind', '=', 'session').selectAll().execute(),
    ).toEqual(sessionsBefore);
    expect(await world.db.selectFrom('users').where('email', '=', email).selectAll().execute()).toEqual([]);
  });

  it('are accepted only on the two form routes; every other route still wants JSON', async () => {
    const body = `email=${encodeURIComponent(READER)}&code=123456`;
    for (const path of [
      '/api/v1/site/family-table/sign-in-code',
      '/api/v1/manage/sign-in',
      '/api/v1/manage/sign-up',
      '/api/v1/manage/early-signups',
    ]) {
      const response = await world.app.request(path, {
        method: 'POST',
        // A browser's form post always says how long it is (app.request() alone would not).
        headers: { ...FORM, 'Content-Length': String(body.length) },
        body,
      });
      expect(response.status, path).toBe(415);
    }
  });

  it('take no other body type on the form routes', async () => {
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml']) {
      const response = await world.app.request('/api/v1/site/family-table/sign-in', {
        method: 'POST',
        headers: { 'Content-Type': type },
        body: `email=${READER}`,
      });
      expect(response.status, type).toBe(415);
      expect((await response.json()).error.code).toBe('unsupported_media_type');
    }
  });
});

describe('form posts past a rate limit', () => {
  function settings(value: string): RateLimitSettings {
    const parsed = parseRateLimitSettings(value);
    if ('problems' in parsed) throw new Error(parsed.problems.join('; '));
    return parsed;
  }

  it('go back to the form page instead of showing JSON', async () => {
    const app = createApp({
      db: world.db,
      env: { ...world.env, rateLimits: settings('sign-in-per-ip=0.125') },
      sitesConfig: world.sitesConfig,
    });
    const post = () =>
      app.request(
        '/api/v1/site/family-table/sign-in',
        { method: 'POST', headers: FORM, body: `email=${encodeURIComponent(newAddress())}` },
        fromAddress('198.51.100.40'),
      );
    expect((await post()).headers.get('location')).toBe(`${FAMILY}/sign-in/sent/`);
    const refused = await post();
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe(`${FAMILY}/sign-in/`);
  });
});
