import type { Db } from '../db/database.ts';
import type { EmailSettings } from '../env.ts';
import type { Mailer } from './email-message.ts';
import { queuedMailer, type QueuedMailer } from './email-queue.ts';
import { outboxTransport } from './outbox.ts';
import { postmarkTransport } from './postmark-transport.ts';

/**
 * The transport the environment chose (`LARDER_EMAIL_TRANSPORT`). Postmark's single e-mails go
 * through the queue, so an outage delays them; the dev outbox is a table of the same database
 * and stores each e-mail as it is sent.
 */
export function createMailer(
  settings: EmailSettings,
  db: Db,
): Mailer & Pick<QueuedMailer, 'sendDue' | 'settled' | 'close'> {
  if (settings.transport === 'postmark' && settings.postmark)
    return queuedMailer(
      db,
      postmarkTransport({
        ...settings.postmark,
        fromAddress: settings.fromAddress,
        broadcastStream: settings.broadcastStream,
      }),
    );
  const nothingQueued = { sent: 0, retried: 0, failed: 0, expired: 0 };
  return {
    ...outboxTransport(db, settings.fromAddress, settings.broadcastStream),
    sendDue: () => Promise.resolve(nothingQueued),
    settled: () => Promise.resolve(),
    close: () => undefined,
  };
}
