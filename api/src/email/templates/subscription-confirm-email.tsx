import { Link, Text } from '@react-email/components';
import type { EmailBrand } from '../email-brand.ts';
import { EmailButton } from './email-button.tsx';
import { EmailLayout, styles } from './email-layout.tsx';
import type { LinkEmailProps } from './sign-in-email.tsx';

export function subscriptionConfirmSubject(brand: EmailBrand): string {
  return `Confirm your subscription to ${brand.title}`;
}

/**
 * The one e-mail of a free subscription from a new address: its link or code signs the reader in
 * to the account the subscription made and confirms the newsletter (double opt-in).
 */
export function SubscriptionConfirmEmail({
  brand,
  link,
  code,
  minutes,
  newsletter,
}: LinkEmailProps & { newsletter: boolean }) {
  return (
    <EmailLayout
      brand={brand}
      preview={`Your confirmation code is ${code}`}
      heading={`Confirm your subscription to ${brand.title}`}
    >
      <Text style={styles.text}>
        {newsletter
          ? `Click the button below to confirm your e-mail address: it signs you in to your new account on ${brand.title}, and we will start sending you new recipes.`
          : `Click the button below to confirm your e-mail address and sign in to your new account on ${brand.title}.`}{' '}
        The link works once, within the next {minutes} minutes.
      </Text>
      <EmailButton href={link} accentColor={brand.accentColor}>
        Confirm my subscription
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
        If you did not subscribe, you can ignore this e-mail: no newsletter is sent to you without it.
      </Text>
    </EmailLayout>
  );
}
