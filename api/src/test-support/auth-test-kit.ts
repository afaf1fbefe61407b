import { createApiClient, type ApiClient } from '@larder/shared/api/api-client';
import type { Db } from '../db/database.ts';
import { listOutbox, type OutboxMessage } from '../email/outbox.ts';

interface RequestableApp {
  request: (input: string, init?: RequestInit) => Response | Promise<Response>;
}

/** The one typed API client, calling the app in-process. */
export function apiClientFor(app: RequestableApp, token?: () => string | null): ApiClient {
  return createApiClient({
    apiOrigin: 'http://localhost:8787',
    fetch: async (url, init) => app.request(url, init),
    ...(token ? { token } : {}),
  });
}

/** The newest e-mail to `to` in the dev outbox; throws when there is none. */
export async function latestEmailTo(db: Db, to: string): Promise<OutboxMessage> {
  const [message] = await listOutbox(db, { to, limit: 1 });
  if (!message) throw new Error(`No e-mail to ${to} in the outbox.`);
  return message;
}

export async function emailsTo(db: Db, to: string): Promise<OutboxMessage[]> {
  return listOutbox(db, { to, limit: 200 });
}

/** The link of a sign-in or sign-up e-mail, and its parts. */
export function signInLinkOf(message: OutboxMessage): { url: URL; token: string } {
  const link = message.links.find((candidate) => /\/sign-in\/callback\/?\?token=/.test(candidate));
  if (!link) throw new Error(`No sign-in link in "${message.subject}":\n${message.text}`);
  const url = new URL(link);
  return { url, token: url.searchParams.get('token')! };
}

/** The 6-digit code of a sign-in or sign-up e-mail. */
export function codeOf(message: OutboxMessage): string {
  const code = /^\s*(\d{6})\s*$/m.exec(message.text)?.[1];
  if (!code) throw new Error(`No code in "${message.subject}":\n${message.text}`);
  return code;
}
