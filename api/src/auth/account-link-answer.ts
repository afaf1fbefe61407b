import { maskEmail, type AccountLinkOwner } from '@larder/shared/schemas/auth';

/** The answer about an account link's owner: their name, and their address masked. */
export function accountLinkAnswer(owner: { displayName: string | null; email: string }): AccountLinkOwner {
  return { account: { displayName: owner.displayName, maskedEmail: maskEmail(owner.email) } };
}
