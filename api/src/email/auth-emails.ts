import { createElement } from 'react';
import type { EmailBrand } from './email-brand.ts';
import type { EmailMessage } from './email-message.ts';
import type { LinkEmailProps } from './templates/sign-in-email.tsx';

/*
 * The templates load with React Email on the first e-mail, not with the API: most processes
 * that load the API (tests, the CLI) never send one, and React Email takes half a second.
 */
const renderer = () => import('./templates/render-email.ts');

/** The e-mails of signing in and up, rendered for one address. */
export async function linkEmail(
  kind: 'sign-in' | 'sign-up',
  to: string,
  props: LinkEmailProps,
): Promise<EmailMessage> {
  const [{ renderEmail }, { SignInEmail, signInSubject }, { SignUpEmail, signUpSubject }] = await Promise.all(
    [renderer(), import('./templates/sign-in-email.tsx'), import('./templates/sign-up-email.tsx')],
  );
  const element = kind === 'sign-in' ? createElement(SignInEmail, props) : createElement(SignUpEmail, props);
  const subject = kind === 'sign-in' ? signInSubject(props.brand) : signUpSubject(props.brand);
  return { to, senderName: props.brand.title, subject, tag: kind, ...(await renderEmail(element)) };
}

export async function noAccountEmail(to: string, brand: EmailBrand): Promise<EmailMessage> {
  const [{ renderEmail }, { NoAccountEmail, noAccountSubject }] = await Promise.all([
    renderer(),
    import('./templates/no-account-email.tsx'),
  ]);
  return {
    to,
    senderName: brand.title,
    subject: noAccountSubject(brand),
    tag: 'no-account',
    ...(await renderEmail(createElement(NoAccountEmail, { brand }))),
  };
}
