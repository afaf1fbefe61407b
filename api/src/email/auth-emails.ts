import { createElement } from 'react';
import type { EmailBrand } from './email-brand.ts';
import type { EmailMessage } from './email-message.ts';
import { NoAccountEmail, noAccountSubject } from './templates/no-account-email.tsx';
import { renderEmail } from './templates/render-email.ts';
import { SignInEmail, signInSubject, type LinkEmailProps } from './templates/sign-in-email.tsx';
import { SignUpEmail, signUpSubject } from './templates/sign-up-email.tsx';

/** The e-mails of signing in and up, rendered for one address. */
export async function linkEmail(
  kind: 'sign-in' | 'sign-up',
  to: string,
  props: LinkEmailProps,
): Promise<EmailMessage> {
  const element = kind === 'sign-in' ? createElement(SignInEmail, props) : createElement(SignUpEmail, props);
  const subject = kind === 'sign-in' ? signInSubject(props.brand) : signUpSubject(props.brand);
  return { to, senderName: props.brand.title, subject, tag: kind, ...(await renderEmail(element)) };
}

export async function noAccountEmail(to: string, brand: EmailBrand): Promise<EmailMessage> {
  return {
    to,
    senderName: brand.title,
    subject: noAccountSubject(brand),
    tag: 'no-account',
    ...(await renderEmail(createElement(NoAccountEmail, { brand }))),
  };
}
