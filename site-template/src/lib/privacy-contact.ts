import type { PublicSocialMediaLink } from '@larder/shared/schemas/link';

/**
 * Where a kitchen's privacy requests go: the operator's webmaster address from `sites.config.ts`,
 * else the kitchen's own e-mail link, else none (the page then names the contact section only).
 */
export function privacyContactEmail(
  contactEmail: string | undefined,
  socialMediaLinks: readonly PublicSocialMediaLink[],
): string | null {
  if (contactEmail) return contactEmail;
  const mail = socialMediaLinks.find((link) => link.platform === 'email' && link.url.startsWith('mailto:'));
  return mail ? decodeURIComponent(mail.url.slice('mailto:'.length).split('?')[0]!) : null;
}
