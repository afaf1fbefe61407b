import { expect, type APIRequestContext } from '@playwright/test';
import { API_PORT } from './playwright.config.ts';

/** An e-mail as the development outbox lists it (`GET /dev/outbox.json`, newest first). */
export interface OutboxMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The links of the e-mail, in order. */
  links: string[];
}

/** The demo API's development outbox, where every e-mail goes instead of Postmark. */
const OUTBOX = `http://localhost:${API_PORT}/dev/outbox.json`;

/** The newest e-mail to `address`, waiting for it to arrive. */
export async function latestEmailTo(request: APIRequestContext, address: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${OUTBOX}?to=${encodeURIComponent(address)}&limit=1`);
      found = ((await response.json()) as { messages: OutboxMessage[] }).messages[0];
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The sign-in link of an e-mail (it lands on `/sign-in/callback/?token=…` on a kitchen). */
export function signInLink(message: OutboxMessage): string {
  const link = message.links.find((candidate) => /\/sign-in\/callback\/?\?/.test(candidate));
  if (!link) throw new Error(`No sign-in link in the e-mail "${message.subject}".`);
  return link;
}

/** The 6-digit code of an e-mail. */
export function signInCode(message: OutboxMessage): string {
  const code = /\b(\d{3}\s?\d{3})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in the e-mail "${message.subject}".`);
  return code.replace(/\s/g, '');
}
