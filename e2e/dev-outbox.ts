import { expect, type APIRequestContext } from '@playwright/test';
import { API_PORT } from './playwright.config.ts';

/** An e-mail as the development outbox keeps it (spec: to, subject, HTML, text, created). */
export interface OutboxMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** The demo API's development outbox, where every e-mail goes instead of Postmark. */
const OUTBOX = `http://localhost:${API_PORT}/dev/outbox.json`;

async function messages(request: APIRequestContext): Promise<OutboxMessage[]> {
  const body: unknown = await (await request.get(OUTBOX)).json();
  return (Array.isArray(body) ? body : (body as { messages: OutboxMessage[] }).messages) ?? [];
}

/** The newest e-mail to `address`, waiting for it to arrive. */
export async function latestEmailTo(request: APIRequestContext, address: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await messages(request)).filter((message) => message.to.includes(address)).at(-1);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The sign-in link of an e-mail (it lands on `/sign-in/callback?token=…`). */
export function signInLink(message: OutboxMessage): string {
  const link = /https?:\/\/[^\s"'<>]+\/sign-in\/callback\?[^\s"'<>]+/.exec(message.text)?.[0];
  if (!link) throw new Error(`No sign-in link in the e-mail "${message.subject}".`);
  return link.replaceAll('&amp;', '&');
}

/** The 6-digit code of an e-mail. */
export function signInCode(message: OutboxMessage): string {
  const code = /\b(\d{3}\s?\d{3})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in the e-mail "${message.subject}".`);
  return code.replace(/\s/g, '');
}
