import { ACCOUNT_EXISTS_MESSAGE, requestSubscription } from './subscribe-request';
import type { NewsletterConfig } from './newsletter-blocks';

/**
 * Subscribes the address to the free plan (the kitchen's newsletter) and answers what to show
 * when it fails: the text as returned, or the account message with its Sign in link. Null on
 * success. Loaded with the first submit of a newsletter form.
 */
export async function subscribeToNewsletter(
  config: NewsletterConfig,
  email: string,
): Promise<string | Node[] | null> {
  const outcome = await requestSubscription(config.kitchen, config.origin, { email, plan: 'free' });
  if (outcome.kind !== 'failed') return null;
  if (!outcome.accountExists) return outcome.message;
  const link = document.createElement('a');
  link.href = '/sign-in/?next=%2Fsubscribe%2F';
  link.textContent = 'Sign in';
  return [
    document.createTextNode(`${ACCOUNT_EXISTS_MESSAGE} `),
    link,
    document.createTextNode(' to manage your subscription.'),
  ];
}
