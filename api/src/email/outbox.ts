import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { fromHeader, MAX_BATCH, streamOf, type EmailMessage, type Mailer } from './email-message.ts';

/** The development transport: every e-mail is stored in `email_outbox`, to be read at `/dev/outbox`. */
export function outboxTransport(db: Db, fromAddress: string, broadcastStream = 'broadcast'): Mailer {
  const row = (message: EmailMessage) => ({
    id: randomUUID(),
    to_address: message.to,
    from_address: fromHeader(message.senderName, fromAddress),
    subject: message.subject,
    html: message.html,
    text: message.text,
    tag: message.tag,
    headers: message.headers && Object.keys(message.headers).length ? JSON.stringify(message.headers) : null,
    stream: streamOf(message, broadcastStream),
  });
  return {
    async send(message) {
      await db.insertInto('email_outbox').values(row(message)).execute();
    },
    async sendBatch(messages) {
      if (messages.length > MAX_BATCH) throw new Error(`A batch holds at most ${MAX_BATCH} messages.`);
      const rows = messages.map(row);
      if (rows.length) await db.insertInto('email_outbox').values(rows).execute();
      return rows.map((stored) => ({ ok: true as const, messageId: stored.id }));
    },
  };
}

export interface OutboxMessage {
  id: string;
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  tag: string | null;
  headers: Record<string, string>;
  stream: string | null;
  createdAt: string;
  /** Every web address in the text part, in order: the sign-in link first in a sign-in e-mail. */
  links: string[];
}

function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"\]]+/g)].map((match) => match[0]);
}

function toMessage(row: {
  id: string;
  to_address: string;
  from_address: string;
  subject: string;
  html: string;
  text: string;
  tag: string | null;
  headers: string | null;
  stream: string | null;
  created_at: string;
}): OutboxMessage {
  return {
    id: row.id,
    to: row.to_address,
    from: row.from_address,
    subject: row.subject,
    html: row.html,
    text: row.text,
    tag: row.tag,
    headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : {},
    stream: row.stream,
    createdAt: row.created_at,
    links: linksIn(row.text),
  };
}

/** The latest messages, newest first, optionally only those to one address. */
export async function listOutbox(db: Db, options: { to?: string; limit: number }): Promise<OutboxMessage[]> {
  let query = db.selectFrom('email_outbox').selectAll();
  if (options.to) query = query.where('to_address', '=', options.to.toLowerCase());
  // rowid: the order of sending, even within one millisecond.
  const rows = await query
    .orderBy(sql`rowid`, 'desc')
    .limit(options.limit)
    .execute();
  return rows.map(toMessage);
}

export async function readOutboxMessage(db: Db, id: string): Promise<OutboxMessage | null> {
  const row = await db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toMessage(row) : null;
}
