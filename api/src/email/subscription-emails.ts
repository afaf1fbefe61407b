import { createElement } from 'react';
import type { EmailMessage } from './email-message.ts';
import { renderEmail } from './templates/render-email.ts';
import type { LinkEmailProps } from './templates/sign-in-email.tsx';
import {
  SubscriptionConfirmEmail,
  subscriptionConfirmSubject,
} from './templates/subscription-confirm-email.tsx';

/** "Confirm your subscription to {kitchen}": a sign-in link and code that also confirm the newsletter. */
export async function subscriptionConfirmEmail(
  to: string,
  props: LinkEmailProps & { newsletter: boolean },
): Promise<EmailMessage> {
  return {
    to,
    senderName: props.brand.title,
    subject: subscriptionConfirmSubject(props.brand),
    tag: 'subscribe-confirm',
    ...(await renderEmail(createElement(SubscriptionConfirmEmail, props))),
  };
}
