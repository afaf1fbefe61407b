import type { KitchenDeployment } from '@larder/shared/sites-config';
import type { PublicSite } from '@larder/shared/schemas/site';
import type { PublicSocialMediaLink } from '@larder/shared/schemas/link';
import { pagePath } from './paths';
import { signInPath } from './sign-in-path';
import { paidPlansEnabled, type SubscriptionOffer } from './subscription-offer';

export interface NavLink {
  label: string;
  href: string;
  /** The creator asked for the link to open in a new tab. */
  newTab: boolean;
}

/** What the header links to on one page (spec §2 "Page chrome"). */
export interface HeaderNav {
  /** Desktop links before the social icons: All recipes, then Collections where switched on. */
  primary: NavLink[];
  /** The kitchen's own header links, shown in a dropdown on desktop. */
  custom: NavLink[];
  /** Social icons of the desktop header, per the kitchen's `headerSocialIcons`. */
  headerSocial: PublicSocialMediaLink[];
  /**
   * The header's Subscribe link, or null where it must not show. The page hides it from paid
   * subscribers and free members (`data-subscription` on the document); `upgrade` says it reads
   * "Upgrade" for free members instead, where Full Access can be bought.
   */
  subscribe: (NavLink & { upgrade: boolean }) | null;
  /** The mobile menu's page links in the spec's order, before its social icons. */
  mobile: NavLink[];
  /** The mobile menu's social icons: every social link of the kitchen. */
  mobileSocial: PublicSocialMediaLink[];
  signIn: NavLink;
}

type NavSite = Pick<
  PublicSite,
  'headerLinks' | 'about' | 'links' | 'events' | 'socialMediaLinks' | 'newslettersEnabled'
> &
  SubscriptionOffer;
type NavDeployment = Pick<KitchenDeployment, 'collectionsHeaderLink' | 'headerSocialIcons'>;

const link = (label: string, path: string): NavLink => ({ label, href: pagePath(path), newTab: false });

/** A creator's header link: an internal path takes the kitchen's one URL form, any other href is kept. */
export function customLinkHref(href: string): string {
  return href.startsWith('/') && !href.startsWith('//') ? pagePath(href) : href;
}

/** Whether `path` is the subscribe page or one below it, where a Subscribe link would lead nowhere new. */
export function isSubscribePage(path: string): boolean {
  return /^\/subscribe(\/|$)/.test(path);
}

/** Every link of the header for a page at `currentPath` of a kitchen. */
export function headerNav(site: NavSite, deployment: NavDeployment, currentPath: string): HeaderNav {
  const primary = [
    link('All recipes', '/recipes'),
    ...(deployment.collectionsHeaderLink ? [link('Collections', '/collections')] : []),
  ];
  const custom = site.headerLinks.map((header) => ({
    label: header.label,
    href: customLinkHref(header.href),
    newTab: header.openInNewTab,
  }));
  const headerSocial =
    deployment.headerSocialIcons === 'all'
      ? site.socialMediaLinks
      : deployment.headerSocialIcons === 'youtube'
        ? site.socialMediaLinks.filter((social) => social.platform === 'youtube')
        : [];
  const subscribe =
    site.newslettersEnabled && !isSubscribePage(currentPath)
      ? { ...link('Subscribe', '/subscribe'), upgrade: paidPlansEnabled(site) }
      : null;
  const mobile = [
    ...primary,
    ...custom,
    ...(site.about ? [link('About', '/about')] : []),
    ...(site.links.length > 0 ? [link('Links', '/links')] : []),
    ...(site.events.length > 0 ? [link('Events', '/events')] : []),
  ];
  return {
    primary,
    custom,
    headerSocial,
    subscribe,
    mobile,
    mobileSocial: site.socialMediaLinks,
    signIn: { label: 'Sign In', href: signInPath(currentPath), newTab: false },
  };
}

/**
 * A header link's `aria-current`: `page` on the page it names, `true` on the pages below it (a
 * recipe page under All recipes), else none.
 */
export function currentState(href: string, currentPath: string): 'page' | 'true' | undefined {
  const path = pagePath(currentPath);
  if (path === href) return 'page';
  return href !== '/' && path.startsWith(href) ? 'true' : undefined;
}
