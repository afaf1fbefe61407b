import { Link, Text } from '@react-email/components';
import type { EmailBrand } from '../email-brand.ts';
import { EmailButton } from './email-button.tsx';
import { EmailLayout, styles } from './email-layout.tsx';

export interface LinkEmailProps {
  brand: EmailBrand;
  /** `{origin}/sign-in/callback?token=…` */
  link: string;
  code: string;
  minutes: number;
}

export function signInSubject(brand: EmailBrand): string {
  return `Sign in to ${brand.title}`;
}

/** A link and a code that sign an existing reader in. */
export function SignInEmail({ brand, link, code, minutes }: LinkEmailProps) {
  return (
    <EmailLayout brand={brand} preview={`Your sign-in code is ${code}`} heading={signInSubject(brand)}>
      <Text style={styles.text}>
        Click the button below to sign in. The link works once, within the next {minutes} minutes.
      </Text>
      <EmailButton href={link} accentColor={brand.accentColor}>
        Sign in
      </EmailButton>
      <Text style={styles.text}>Or enter this code on the sign-in page:</Text>
      <Text style={styles.code}>{code}</Text>
      <Text style={styles.small}>
        If the button does not work, open this address:{' '}
        <Link href={link} style={styles.link}>
          {link}
        </Link>
      </Text>
      <Text style={styles.small}>
        If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without it.
      </Text>
    </EmailLayout>
  );
}
