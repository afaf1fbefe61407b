import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxTransport } from '../email/outbox.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import { createApp } from './app.ts';

let world: TestWorld;
/** The API as `larder demo` serves it: with the outbox. */
let demo: ReturnType<typeof createApp>;
const READER = 'reader@family-table.example';

beforeAll(async () => {
  world = await createTestWorld(undefined, { LARDER_RATE_LIMITS: 'off' });
  demo = createApp({ db: world.db, env: world.env, sitesConfig: world.sitesConfig, devOutbox: true });
  for (const [kitchen, email] of [
    ['family-table', READER],
    ['crumb-and-crust', 'someone-new@example.com'],
    ['ember-and-salt', READER],
  ] as const)
    await world.app.request(`/api/v1/site/${kitchen}/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    });
});
afterAll(async () => world.cleanup());

describe('the dev outbox', () => {
  it('lists the latest e-mails as JSON, newest first, with the addresses in each', async () => {
    const response = await demo.request('/dev/outbox.json');
    expect(response.status).toBe(200);
    const { messages } = await response.json();
    expect(messages.map((message: { subject: string }) => message.subject)).toEqual([
      'Sign in to Ember & Salt',
      'No account yet at Crumb & Crust',
      'Sign in to The Family Table',
    ]);
    expect(messages[0]).toEqual({
      id: expect.any(String),
      to: READER,
      from: '"Ember & Salt" <no-reply@larder.localhost>',
      subject: 'Sign in to Ember & Salt',
      html: expect.stringContaining('<html'),
      text: expect.stringContaining('Sign in'),
      tag: 'sign-in',
      headers: {},
      stream: 'outbound',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      links: [
        expect.stringMatching(/^http:\/\/ember-and-salt\.localhost:4321\/sign-in\/callback\/\?token=/),
        expect.stringMatching(/^http:\/\/ember-and-salt\.localhost:4321\/sign-in\/callback\/\?token=/),
      ],
    });
  });

  it('filters by recipient and limits the list', async () => {
    const byReader = await (await demo.request(`/dev/outbox.json?to=${encodeURIComponent(READER)}`)).json();
    expect(byReader.messages).toHaveLength(2);
    const one = await (await demo.request('/dev/outbox.json?limit=1')).json();
    expect(one.messages).toHaveLength(1);
    expect((await demo.request('/dev/outbox.json?limit=0')).status).toBe(400);
  });

  it('is a page listing each e-mail, with its link clickable on the e-mail’s own page', async () => {
    const list = await demo.request('/dev/outbox');
    expect(list.headers.get('content-type')).toContain('text/html');
    const html = await list.text();
    expect(html).toContain('Sign in to Ember &amp; Salt');
    const messagePath = /href="(\/dev\/outbox\/[0-9a-f-]{36})"/.exec(html)?.[1];
    expect(messagePath).toBeDefined();
    const page = await (await demo.request(messagePath!)).text();
    expect(page).toMatch(
      /<a href="http:\/\/ember-and-salt\.localhost:4321\/sign-in\/callback\/\?token=[\w-]+"/,
    );
    expect(page).toContain(`<iframe title="The e-mail as HTML" src="${messagePath}/html">`);
    const email = await demo.request(`${messagePath}/html`);
    expect(email.headers.get('content-security-policy')).toMatch(/^sandbox allow-popups /);
    expect(await email.text()).toContain('Sign in');
  });

  it('shows a newsletter’s stream and extra headers, escaped, on its page', async () => {
    const [outcome] = await outboxTransport(world.db, 'news@larder.localhost', 'news').sendBatch([
      {
        to: 'list@example.com',
        senderName: 'The Family Table',
        subject: 'New from The Family Table',
        html: '<p>New</p>',
        text: 'New',
        tag: 'newsletter',
        stream: 'broadcast',
        headers: { 'List-Unsubscribe': '<http://localhost:8787/unsubscribe?token=a&b>' },
      },
    ]);
    const page = await (await demo.request(`/dev/outbox/${outcome!.ok ? outcome!.messageId : ''}`)).text();
    expect(page).toContain('<tr><th>Stream</th><td>news</td></tr>');
    expect(page).toContain(
      '<tr><th>List-Unsubscribe</th><td>&lt;http://localhost:8787/unsubscribe?token=a&amp;b&gt;</td></tr>',
    );
  });

  it('answers 404 for an e-mail it does not have', async () => {
    expect((await demo.request('/dev/outbox/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('is not there unless the demo asks for it: an API served in development shows nobody’s links', async () => {
    for (const nodeEnv of ['development', 'test'] as const) {
      const served = createApp({
        db: world.db,
        env: { ...world.env, nodeEnv },
        sitesConfig: world.sitesConfig,
      });
      for (const path of ['/dev/outbox', '/dev/outbox.json', `/dev/outbox.json?to=${READER}`])
        expect((await served.request(path)).status).toBe(404);
    }
  });

  it('answers only this machine, even in the demo', async () => {
    const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
    for (const peer of ['203.0.113.9', '10.0.0.7', '::ffff:192.168.1.4', '2001:db8::1', ''])
      expect((await demo.request('/dev/outbox.json', {}, from(peer))).status, peer).toBe(404);
    for (const peer of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect((await demo.request('/dev/outbox.json', {}, from(peer))).status, peer).toBe(200);
  });

  it('is not there in production', async () => {
    const production = createApp({
      db: world.db,
      env: { ...world.env, nodeEnv: 'production' },
      sitesConfig: world.sitesConfig,
      devOutbox: true,
    });
    for (const path of ['/dev/outbox', '/dev/outbox.json'])
      expect((await production.request(path)).status).toBe(404);
  });

  it('is not there when e-mail goes out through Postmark, whatever NODE_ENV says', async () => {
    const postmark = createApp({
      db: world.db,
      env: {
        ...world.env,
        nodeEnv: 'development',
        email: {
          ...world.env.email,
          transport: 'postmark',
          postmark: { serverToken: 't', apiUrl: 'http://127.0.0.1:9' },
        },
      },
      sitesConfig: world.sitesConfig,
      devOutbox: true,
    });
    for (const path of ['/dev/outbox', '/dev/outbox.json'])
      expect((await postmark.request(path)).status).toBe(404);
  });
});
