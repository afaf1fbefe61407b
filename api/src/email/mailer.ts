import type { Db } from '../db/database.ts';
import type { EmailSettings } from '../env.ts';
import type { Mailer } from './email-message.ts';
import { outboxTransport } from './outbox.ts';
import { postmarkTransport } from './postmark-transport.ts';

/** The transport the environment chose (`LARDER_EMAIL_TRANSPORT`). */
export function createMailer(settings: EmailSettings, db: Db): Mailer {
  if (settings.transport === 'postmark' && settings.postmark)
    return postmarkTransport({
      ...settings.postmark,
      fromAddress: settings.fromAddress,
      broadcastStream: settings.broadcastStream,
    });
  return outboxTransport(db, settings.fromAddress, settings.broadcastStream);
}
