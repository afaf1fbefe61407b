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
}

/** Sends e-mail; rejects when the message could not be handed over. */
export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

/**
 * `"Family Table" <no-reply@larder.example>`: the name quoted, with the characters that could end
 * the quotes or the header removed.
 */
export function fromHeader(senderName: string, address: string): string {
  const name = senderName.replace(/["\\\r\n<>]/g, '').trim();
  return name ? `"${name}" <${address}>` : address;
}
