import { Header, Message, Models, ServerClient } from 'postmark';
import { fromHeader, MAX_BATCH, streamOf, type EmailMessage, type Mailer } from './email-message.ts';

/**
 * A hand-over waits at most this long (Postmark answers in well under a second); the e-mail
 * queue's lease (60 s) outlasts it, so no other sender takes an e-mail still being handed over.
 */
const TIMEOUT_SECONDS = 10;

/** Postmark's ErrorCode 406: "You tried to send to recipient(s) that have been marked as inactive." */
const INACTIVE_RECIPIENT = 406;

function isInactiveRecipient(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === INACTIVE_RECIPIENT;
}

/**
 * Sends through Postmark with its official client (the only module that imports it). `apiUrl`
 * is Postmark's API, or a local fake in tests.
 */
export function postmarkTransport(options: {
  serverToken: string;
  apiUrl: string;
  fromAddress: string;
  /** The stream of `broadcast` messages (newsletters); others go through `outbound`. */
  broadcastStream?: string;
}): Mailer {
  const url = new URL(options.apiUrl);
  const client = new ServerClient(
    options.serverToken,
    new Models.ClientOptions.Configuration(url.protocol === 'https:', url.host, TIMEOUT_SECONDS),
  );
  const toPostmark = (email: EmailMessage): Message => {
    const message = new Message(
      fromHeader(email.senderName, options.fromAddress),
      email.subject,
      email.html,
      email.text,
      email.to,
    );
    message.Tag = email.tag;
    message.MessageStream = streamOf(email, options.broadcastStream ?? 'broadcast');
    if (email.headers)
      message.Headers = Object.entries(email.headers).map(([name, value]) => new Header(name, value));
    // Link tracking would route the sign-in link through Postmark's redirector, and open
    // tracking adds a pixel: neither belongs in a sign-in e-mail.
    message.TrackLinks = Models.LinkTrackingOptions.None;
    message.TrackOpens = false;
    return message;
  };
  return {
    async sendBatch(emails) {
      if (emails.length > MAX_BATCH) throw new Error(`A batch holds at most ${MAX_BATCH} messages.`);
      if (emails.length === 0) return [];
      let answers;
      try {
        answers = await client.sendEmailBatch(emails.map(toPostmark));
      } catch (error) {
        // Postmark answered with an error status: it took none of the batch. Without an answer
        // (status 0: a timeout, a lost connection) nothing is known, and the caller must not retry.
        const status =
          typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : 0;
        if (typeof status !== 'number' || status === 0) throw error;
        const reason = `Postmark refused the batch (HTTP ${status}): ${error instanceof Error ? error.message : ''}`;
        return emails.map(() => ({ ok: false as const, error: reason, retry: true }));
      }
      return emails.map((_, index) => {
        const answer = answers[index];
        if (!answer)
          return { ok: false as const, error: 'Postmark gave no answer for this message', retry: false };
        return answer.ErrorCode === 0
          ? { ok: true as const, messageId: answer.MessageID }
          : { ok: false as const, error: `Postmark ${answer.ErrorCode}: ${answer.Message}`, retry: false };
      });
    },
    async send(email) {
      const message = toPostmark(email);
      try {
        await client.sendEmail(message);
      } catch (error) {
        // The recipient bounced or complained before: Postmark keeps them inactive and no mail
        // can reach them. The reader's request answers as every other does (nothing to retry).
        if (isInactiveRecipient(error)) {
          console.warn(`E-mail "${email.tag}" not sent: Postmark marks the recipient inactive`);
          return;
        }
        throw error;
      }
    },
  };
}
