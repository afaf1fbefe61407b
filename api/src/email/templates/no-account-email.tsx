import { Link, Text } from '@react-email/components';
import type { EmailBrand } from '../email-brand.ts';
import { EmailButton } from './email-button.tsx';
import { EmailLayout, styles } from './email-layout.tsx';

export function noAccountSubject(brand: EmailBrand): string {
  return `No account yet at ${brand.title}`;
}

/** Sent instead of a sign-in link to an address without an account, so sign-in reveals nothing. */
export function NoAccountEmail({ brand }: { brand: EmailBrand }) {
  const signUp = `${brand.origin}/sign-up`;
  return (
    <EmailLayout brand={brand} preview="Create an account to sign in" heading="No account yet">
      <Text style={styles.text}>
        Someone, probably you, asked to sign in to {brand.title} with this e-mail address, but there is no
        account for it yet. Create one in a minute:
      </Text>
      <EmailButton href={signUp} accentColor={brand.accentColor}>
        Create an account
      </EmailButton>
      <Text style={styles.small}>
        If the button does not work, open this address:{' '}
        <Link href={signUp} style={styles.link}>
          {signUp}
        </Link>
      </Text>
      <Text style={styles.small}>If you did not ask to sign in, you can ignore this e-mail.</Text>
    </EmailLayout>
  );
}
