import { createElement } from 'react';
import type { EmailMessage } from './email-message.ts';
import type { LinkEmailProps } from './templates/sign-in-email.tsx';

/** "Confirm your subscription to {kitchen}": a sign-in link and code that also confirm the newsletter. */
export async function subscriptionConfirmEmail(
  to: string,
  props: LinkEmailProps & { newsletter: boolean },
): Promise<EmailMessage> {
  // Loaded on the first e-mail, with React Email (see auth-emails.ts).
  const [{ renderEmail }, { SubscriptionConfirmEmail, subscriptionConfirmSubject }] = await Promise.all([
    import('./templates/render-email.ts'),
    import('./templates/subscription-confirm-email.tsx'),
  ]);
  return {
    to,
    senderName: props.brand.title,
    subject: subscriptionConfirmSubject(props.brand),
    tag: 'subscribe-confirm',
    ...(await renderEmail(createElement(SubscriptionConfirmEmail, props))),
  };
}
