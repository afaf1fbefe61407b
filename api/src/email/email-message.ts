/** One e-mail, rendered: both parts are always present. */
export interface EmailMessage {
  to: string;
  /** Shown as the sender's name: the kitchen's title, or Larder. */
  senderName: string;
  subject: string;
  html: string;
  text: string;
  /** What the e-mail is for (`sign-in`, `sign-up`, `no-account`), for filtering in the provider. */
  tag: string;
  /** Extra headers, such as `List-Unsubscribe`. */
  headers?: Record<string, string>;
  /**
   * `transactional` (the default) for mail a reader asked for just now; `broadcast` for
   * newsletters, which providers keep apart so complaints about them never hold up sign-ins.
   */
  stream?: 'transactional' | 'broadcast';
  /**
   * When the e-mail stops being of use (its sign-in link expires), as an ISO time: a queued
   * e-mail is not sent after it. A day after it was queued when not given.
   */
  usefulUntil?: string;
}

/**
 * What the provider said about one message of a batch. `retry`: the provider refused the whole
 * call (a server error, a rate limit), so the message was not sent and may be handed over again.
 */
export type BatchOutcome = { ok: true; messageId: string } | { ok: false; error: string; retry: boolean };

/**
 * Sends e-mail. A transport rejects when the message could not be handed over; the queued
 * mailer (`email-queue.ts`) resolves once the message is stored, and sends it after.
 */
export interface Mailer {
  send(message: EmailMessage): Promise<void>;
  /**
   * Hands over up to `MAX_BATCH` messages in one call and answers one outcome per message, in
   * order. Rejects only when the provider did not answer at all (then nothing is known of them).
   */
  sendBatch(messages: EmailMessage[]): Promise<BatchOutcome[]>;
}

/** Postmark's limit per batch call. */
export const MAX_BATCH = 500;

/** The stream name a message goes through (Postmark's default transactional stream is `outbound`). */
export function streamOf(message: EmailMessage, broadcastStream: string): string {
  return message.stream === 'broadcast' ? broadcastStream : 'outbound';
}

/**
 * `"Family Table" <no-reply@larder.example>`: the name quoted, with the characters that could end
 * the quotes or the header removed.
 */
export function fromHeader(senderName: string, address: string): string {
  const name = senderName.replace(/["\\\r\n<>]/g, '').trim();
  return name ? `"${name}" <${address}>` : address;
}
