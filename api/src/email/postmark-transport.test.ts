import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInLinkOf } from '../test-support/auth-test-kit.ts';
import { startFakePostmark, type FakePostmark } from '../test-support/fake-postmark.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import { createApp } from '../http/app.ts';
import { RETRY_DELAYS_MS, sendDueEmails } from './email-queue.ts';
import { createMailer } from './mailer.ts';
import { postmarkTransport } from './postmark-transport.ts';

let postmark: FakePostmark;

beforeAll(async () => {
  postmark = await startFakePostmark();
});
afterAll(async () => postmark.close());
beforeEach(() => {
  postmark.calls.length = 0;
  postmark.answerWith(200);
});

const message = {
  to: 'reader@example.com',
  senderName: 'The "Family" Table',
  subject: 'Sign in to The Family Table',
  html: '<p>Sign in</p>',
  text: 'Sign in',
  tag: 'sign-in',
};

describe('the Postmark transport (the official client, against a fake Postmark on loopback)', () => {
  it('sends one e-mail with both parts, the server token, and no link or open tracking', async () => {
    const mailer = postmarkTransport({
      serverToken: 'server-token-1',
      apiUrl: postmark.url,
      fromAddress: 'hello@larder.example',
    });
    await mailer.send(message);
    expect(postmark.calls).toHaveLength(1);
    const [call] = postmark.calls;
    expect(call).toMatchObject({ method: 'POST', path: '/email' });
    expect(call!.headers['x-postmark-server-token']).toBe('server-token-1');
    expect(call!.body).toEqual({
      From: '"The Family Table" <hello@larder.example>',
      To: 'reader@example.com',
      Subject: 'Sign in to The Family Table',
      HtmlBody: '<p>Sign in</p>',
      TextBody: 'Sign in',
      Tag: 'sign-in',
      MessageStream: 'outbound',
      TrackLinks: 'None',
      TrackOpens: false,
    });
  });

  it('sends nothing and throws nothing for a recipient Postmark marks inactive (bounced before)', async () => {
    postmark.answerWith(422, {
      ErrorCode: 406,
      Message: 'You tried to send to recipient(s) that have been marked as inactive.',
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const mailer = postmarkTransport({
      serverToken: 't',
      apiUrl: postmark.url,
      fromAddress: 'a@larder.example',
    });
    await expect(mailer.send(message)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('E-mail "sign-in" not sent: Postmark marks the recipient inactive');
    warn.mockRestore();
  });

  it('rejects when Postmark refuses the message', async () => {
    postmark.answerWith(422, { ErrorCode: 300, Message: 'Invalid email request' });
    const mailer = postmarkTransport({
      serverToken: 't',
      apiUrl: postmark.url,
      fromAddress: 'a@larder.example',
    });
    await expect(mailer.send(message)).rejects.toThrow('Invalid email request');
  });
});

describe('the API configured for Postmark', () => {
  let world: TestWorld;
  let mailer: ReturnType<typeof createMailer>;
  let app: TestWorld['app'];

  beforeAll(async () => {
    world = await createTestWorld(undefined, {
      LARDER_RATE_LIMITS: 'off',
      LARDER_EMAIL_TRANSPORT: 'postmark',
      LARDER_POSTMARK_SERVER_TOKEN: 'server-token-2',
      LARDER_POSTMARK_API_URL: postmark.url,
      LARDER_EMAIL_FROM: 'signin@larder.example',
    });
    // The app's own mailer, held here to wait for the e-mails it sends after answering.
    mailer = createMailer(world.env.email, world.db);
    app = createApp({ db: world.db, env: world.env, sitesConfig: world.sitesConfig, mailer });
  });
  afterAll(async () => {
    mailer.close();
    await world.cleanup();
  });

  const signIn = (email: string) =>
    app.request('/api/v1/site/crumb-and-crust/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    });
  const sentTo = () => postmark.calls.map((call) => call.body.To);

  it('sends the sign-in e-mail through Postmark and keeps nothing in the outbox', async () => {
    expect((await signIn('reader@family-table.example')).status).toBe(200);
    await mailer.settled();
    expect(postmark.calls).toHaveLength(1);
    const body = postmark.calls[0]!.body;
    expect(body).toMatchObject({
      From: '"Crumb & Crust" <signin@larder.example>',
      To: 'reader@family-table.example',
      Tag: 'sign-in',
    });
    const text = String(body.TextBody);
    const { url } = signInLinkOf({ links: text.match(/https?:\/\/\S+/g) ?? [], subject: '', text } as never);
    expect(url.origin).toBe('http://crumb-and-crust.localhost:4321');
    expect(await world.db.selectFrom('email_outbox').selectAll().execute()).toEqual([]);
  });

  it('answers as always while Postmark is down, and the e-mails go out once it is back, the link still good', async () => {
    const answered = await signIn('nobody@example.com');
    const answeredBody = await answered.json();
    await mailer.settled();
    postmark.calls.length = 0;
    postmark.answerWith(500, { ErrorCode: 1, Message: 'Internal server error' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const known = await signIn('reader@family-table.example');
    const unknown = await signIn('nobody@example.com');
    // The same answer as when Postmark takes the e-mail: a sign-in never says whether it was sent.
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(answeredBody);
    expect(await unknown.json()).toEqual(answeredBody);
    await mailer.settled();
    expect(sentTo().sort()).toEqual(['nobody@example.com', 'reader@family-table.example']);
    logged.mockRestore();
    // Postmark is back: the next pass after the retry delay hands both over.
    postmark.calls.length = 0;
    postmark.answerWith(200);
    const transport = postmarkTransport({
      serverToken: 'server-token-2',
      apiUrl: postmark.url,
      fromAddress: 'signin@larder.example',
    });
    expect(await sendDueEmails(world.db, transport, () => Date.now() + RETRY_DELAYS_MS[0])).toMatchObject({
      sent: 2,
    });
    expect(sentTo().sort()).toEqual(['nobody@example.com', 'reader@family-table.example']);
    const text = String(
      postmark.calls.find((call) => call.body.To === 'reader@family-table.example')!.body.TextBody,
    );
    const { token } = signInLinkOf({
      links: text.match(/https?:\/\/\S+/g) ?? [],
      subject: '',
      text,
    } as never);
    const spent = await app.request(`/api/v1/site/crumb-and-crust/sign-in/${encodeURIComponent(token)}`, {
      method: 'POST',
    });
    expect(spent.status).toBe(200);
  });
});

describe('batches through the Postmark transport', () => {
  const newsletter = (to: string) => ({
    ...message,
    to,
    tag: 'newsletter',
    stream: 'broadcast' as const,
    headers: {
      'List-Unsubscribe': '<https://api.example/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });

  it('hands a batch over in one call, through the broadcast stream, with the unsubscribe headers', async () => {
    const mailer = postmarkTransport({
      serverToken: 't',
      apiUrl: postmark.url,
      fromAddress: 'hello@larder.example',
      broadcastStream: 'news',
    });
    const outcomes = await mailer.sendBatch([newsletter('a@example.com'), newsletter('b@example.com')]);
    expect(postmark.calls).toHaveLength(1);
    expect(postmark.calls[0]).toMatchObject({ method: 'POST', path: '/email/batch' });
    const sent = postmark.calls[0]!.body.messages as Record<string, unknown>[];
    expect(sent.map((one) => [one.To, one.MessageStream])).toEqual([
      ['a@example.com', 'news'],
      ['b@example.com', 'news'],
    ]);
    expect(sent[0]!.Headers).toEqual([
      { Name: 'List-Unsubscribe', Value: '<https://api.example/unsubscribe?token=t>' },
      { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
    ]);
    expect(outcomes).toEqual([
      { ok: true, messageId: 'fake-1-0' },
      { ok: true, messageId: 'fake-1-1' },
    ]);
  });

  it('answers each message’s own outcome when Postmark refuses some of a batch', async () => {
    postmark.answerWith(200, [
      { To: 'a@example.com', MessageID: 'm-1', ErrorCode: 0, Message: 'OK', SubmittedAt: '' },
      { ErrorCode: 406, Message: 'Inactive recipient', SubmittedAt: '', MessageID: '' },
    ]);
    const mailer = postmarkTransport({ serverToken: 't', apiUrl: postmark.url, fromAddress: 'h@l.example' });
    expect(await mailer.sendBatch([newsletter('a@example.com'), newsletter('b@example.com')])).toEqual([
      { ok: true, messageId: 'm-1' },
      { ok: false, error: 'Postmark 406: Inactive recipient', retry: false },
    ]);
  });

  it('answers every message as not sent, to be retried, when Postmark refuses the whole batch', async () => {
    postmark.answerWith(500, { ErrorCode: 1, Message: 'Internal server error' });
    const mailer = postmarkTransport({ serverToken: 't', apiUrl: postmark.url, fromAddress: 'h@l.example' });
    const outcomes = await mailer.sendBatch([newsletter('a@example.com'), newsletter('b@example.com')]);
    expect(outcomes.map((outcome) => !outcome.ok && outcome.retry)).toEqual([true, true]);
  });

  it('rejects, leaving the outcome unknown, when Postmark does not answer at all', async () => {
    const mailer = postmarkTransport({
      serverToken: 't',
      apiUrl: 'http://127.0.0.1:9',
      fromAddress: 'h@l.example',
    });
    await expect(mailer.sendBatch([newsletter('a@example.com')])).rejects.toThrow();
  });
});
