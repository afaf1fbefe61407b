import type { KitchenContext } from './kitchen-context';
import type { NewsletterViewer } from './newsletter-block';
import { loadCurrentUser } from '../stores/current-user';

/** The reader's subscription flags and address, from the page's one current-user store. */
export async function newsletterViewer(
  kitchen: KitchenContext,
): Promise<{ viewer: NewsletterViewer; email: string | null }> {
  const state = await loadCurrentUser(kitchen);
  if (state.status !== 'signed-in') return { viewer: null, email: null };
  const { isSubscribedToFree, isSubscribedToPaid, email } = state.user;
  return { viewer: { isSubscribedToFree, isSubscribedToPaid }, email };
}
