import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmailTo } from '../test-support/auth-test-kit.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import { linkEmail, noAccountEmail } from './auth-emails.ts';
import { textColorOn, type EmailBrand } from './email-brand.ts';
import type { EmailMessage } from './email-message.ts';

const withLogo: EmailBrand = {
  title: 'The Family Table',
  logo: { url: 'http://localhost:8787/api/v1/files/logos/family.png', width: 120, height: 48 },
  accentColor: '#9e3f24',
  origin: 'http://family-table.localhost:4321',
};
const withoutLogo: EmailBrand = { ...withLogo, title: 'Crumb & Crust', logo: null, accentColor: '#f4d35e' };
const LINK = 'http://family-table.localhost:4321/sign-in/callback?token=AbC_dEf-123';
const CODE = '042917';

async function everyEmail(brand: EmailBrand): Promise<EmailMessage[]> {
  return [
    await linkEmail('sign-in', 'reader@example.com', { brand, link: LINK, code: CODE, minutes: 15 }),
    await linkEmail('sign-up', 'reader@example.com', { brand, link: LINK, code: CODE, minutes: 15 }),
    await noAccountEmail('reader@example.com', brand),
  ];
}

/** The checks a spam filter or a careful mail client makes of an e-mail's markup. */
function spamSanityProblems(message: EmailMessage): string[] {
  const problems: string[] = [];
  for (const img of message.html.match(/<img\b[^>]*>/gi) ?? []) {
    const alt = /\balt="([^"]*)"/i.exec(img)?.[1];
    if (!alt?.trim()) problems.push(`an image without alt text: ${img}`);
    if (!/\bsrc="https?:\/\//i.test(img)) problems.push(`an image without an absolute address: ${img}`);
  }
  if (/<link\b/i.test(message.html)) problems.push('an external stylesheet (<link>)');
  if (/@import|@font-face|fonts\.googleapis|fonts\.gstatic|typekit/i.test(message.html))
    problems.push('a remote font or imported stylesheet');
  if (/<script\b|javascript:/i.test(message.html)) problems.push('script');
  if (!message.text.trim()) problems.push('no text part');
  if (!message.subject.trim()) problems.push('no subject');
  return problems;
}

describe('the sign-in, sign-up and “no account” e-mails', () => {
  it('pass the spam-sanity check, with a logo and without', async () => {
    for (const brand of [withLogo, withoutLogo])
      for (const message of await everyEmail(brand)) expect(spamSanityProblems(message)).toEqual([]);
  });

  it('carry the link and the code in both the HTML and the text part', async () => {
    const [signIn, signUp] = await everyEmail(withLogo);
    for (const message of [signIn!, signUp!]) {
      expect(message.text).toContain(LINK);
      expect(message.text).toMatch(new RegExp(`^\\s*${CODE}\\s*$`, 'm'));
      expect(message.html).toContain(`href="${LINK}"`);
      expect(message.html).toContain(CODE);
    }
  });

  it('send a reader without an account to the kitchen’s sign-up page, in both parts', async () => {
    const message = await noAccountEmail('reader@example.com', withLogo);
    expect(message.subject).toBe('No account yet at The Family Table');
    expect(message.text).toContain('http://family-table.localhost:4321/sign-up');
    expect(message.html).toContain('href="http://family-table.localhost:4321/sign-up"');
    expect(message.text).not.toContain('callback');
  });

  it('are branded: the kitchen’s name as sender and in the text, its logo, its accent colour', async () => {
    const [signIn] = await everyEmail(withLogo);
    expect(signIn!.senderName).toBe('The Family Table');
    expect(signIn!.subject).toBe('Sign in to The Family Table');
    expect(signIn!.html).toMatch(
      /<img[^>]*alt="The Family Table"[^>]*src="http:\/\/localhost:8787\/api\/v1\/files\/logos\/family\.png"/,
    );
    expect(signIn!.html).toContain('background-color:#9e3f24');
    const [noLogo] = await everyEmail(withoutLogo);
    expect(noLogo!.html).not.toContain('<img');
    expect(noLogo!.html).toContain('Crumb &amp; Crust');
    expect(noLogo!.text).toContain('Crumb & Crust');
  });

  it('name a kitchen whose title starts with “The” as it is written', async () => {
    const [signIn, signUp, noAccount] = await everyEmail(withLogo);
    expect([signIn!.subject, signUp!.subject, noAccount!.subject]).toEqual([
      'Sign in to The Family Table',
      'Confirm your account at The Family Table',
      'No account yet at The Family Table',
    ]);
    for (const message of [signIn!, signUp!, noAccount!])
      expect(`${message.subject} ${message.text}`).not.toMatch(/\b(?:your|a|an|the) The\b/i);
  });

  it('put dark text on a light accent and white text on a dark one', () => {
    expect(textColorOn('#f4d35e')).toBe('#111111');
    expect(textColorOn('#9e3f24')).toBe('#ffffff');
  });

  it('escape a kitchen title that looks like markup', async () => {
    const [signIn] = await everyEmail({ ...withoutLogo, title: '<script>alert(1)</script> Kitchen' });
    expect(signIn!.html).not.toContain('<script>');
    expect(signIn!.html).toContain('&lt;script&gt;');
  });
});

describe('the e-mails a kitchen sends', () => {
  let world: TestWorld;

  beforeAll(async () => {
    world = await createTestWorld(undefined, { LARDER_RATE_LIMITS: 'off' });
  });
  afterAll(async () => world.cleanup());

  it('show the kitchen’s logo at its absolute file address, sized for the header', async () => {
    const site = await world.db
      .selectFrom('sites')
      .select(['id'])
      .where('slug', '=', 'family-table')
      .executeTakeFirstOrThrow();
    const logoId = randomUUID();
    await world.db
      .insertInto('images')
      .values({
        id: logoId,
        key: 'family-table/logo.png',
        content_type: 'image/png',
        width: 600,
        height: 200,
        lqip: null,
        alt: 'logo',
        site_id: site.id,
        created_by: null,
      })
      .execute();
    await world.db
      .updateTable('sites')
      .set({ logo_id: logoId, theme_accent_color: '#225588' })
      .where('id', '=', site.id)
      .execute();
    const response = await world.app.request('/api/v1/site/family-table/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'reader@family-table.example' }),
    });
    expect(response.status).toBe(200);
    const message = await latestEmailTo(world.db, 'reader@family-table.example');
    expect(message.html).toMatch(
      /<img alt="The Family Table" height="48" src="http:\/\/localhost:8787\/api\/v1\/files\/family-table\/logo\.png"[^>]*width="144"/,
    );
    expect(message.html).toContain('background-color:#225588');
    expect(spamSanityProblems({ ...message, senderName: '', tag: '', stream: 'transactional' })).toEqual([]);
  });
});
