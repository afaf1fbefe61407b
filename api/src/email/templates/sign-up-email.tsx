import { Link, Text } from '@react-email/components';
import type { EmailBrand } from '../email-brand.ts';
import { EmailButton } from './email-button.tsx';
import { EmailLayout, styles } from './email-layout.tsx';
import type { LinkEmailProps } from './sign-in-email.tsx';

/**
 * The kitchen's title stands on its own, after "at": it may start with an article ("Confirm your
 * The Family Table account" reads wrong), be plural, or be a person's name.
 */
export function signUpSubject(brand: EmailBrand): string {
  return `Confirm your account at ${brand.title}`;
}

/** A link and a code that create the reader's account when they confirm. */
export function SignUpEmail({ brand, link, code, minutes }: LinkEmailProps) {
  return (
    <EmailLayout
      brand={brand}
      preview={`Your confirmation code is ${code}`}
      heading={`Welcome to ${brand.title}`}
    >
      <Text style={styles.text}>
        Click the button below to confirm your e-mail address and create your account. The link works once,
        within the next {minutes} minutes.
      </Text>
      <EmailButton href={link} accentColor={brand.accentColor}>
        Create my account
      </EmailButton>
      <Text style={styles.text}>Or enter this code on the sign-up page:</Text>
      <Text style={styles.code}>{code}</Text>
      <Text style={styles.small}>
        If the button does not work, open this address:{' '}
        <Link href={link} style={styles.link}>
          {link}
        </Link>
      </Text>
      <Text style={styles.small}>
        If you did not ask for an account, you can ignore this e-mail: no account is made without it.
      </Text>
    </EmailLayout>
  );
}
