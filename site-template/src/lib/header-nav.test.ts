import { describe, expect, it } from 'vitest';
import { currentState, customLinkHref, headerNav } from './header-nav';

const social = (platform: 'instagram' | 'youtube' | 'tiktok') => ({
  id: platform,
  platform,
  url: `https://${platform}.example/me`,
});

const site = {
  headerLinks: [
    { label: 'Shop', href: 'https://shop.example', openInNewTab: true },
    { label: 'Classes', href: '/about', openInNewTab: false },
  ],
  about: [],
  links: [{ id: 'l1', label: 'Book', href: 'https://book.example' }],
  events: [],
  socialMediaLinks: [social('instagram'), social('youtube'), social('tiktok')],
  newslettersEnabled: true,
  subscriptionsEnabled: true,
  paymentsEnabled: true,
  monthlyAmountCents: 500,
  yearlyAmountCents: null,
};
const deployment = { collectionsHeaderLink: true, headerSocialIcons: 'youtube' as const };

describe('the header links', () => {
  it('lists All recipes then Collections on desktop, Collections only where switched on', () => {
    expect(headerNav(site, deployment, '/').primary.map((l) => [l.label, l.href])).toEqual([
      ['All recipes', '/recipes/'],
      ['Collections', '/collections/'],
    ]);
    const without = headerNav(site, { ...deployment, collectionsHeaderLink: false }, '/');
    expect(without.primary.map((l) => l.label)).toEqual(['All recipes']);
  });

  it('orders the mobile menu as the spec does, leaving out pages the kitchen lacks', () => {
    const nav = headerNav(site, deployment, '/');
    expect(nav.mobile.map((l) => l.label)).toEqual([
      'All recipes',
      'Collections',
      'Shop',
      'Classes',
      'About',
      'Links',
    ]);
    const withEvents = headerNav(
      {
        ...site,
        about: null,
        events: [
          {
            id: 'e',
            title: 'x',
            image: null,
            date: '2026-01-01',
            location: null,
            description: null,
            href: null,
          },
        ],
      },
      deployment,
      '/',
    );
    expect(withEvents.mobile.map((l) => l.label)).toEqual([
      'All recipes',
      'Collections',
      'Shop',
      'Classes',
      'Links',
      'Events',
    ]);
  });

  it('keeps a custom link’s new-tab choice and gives internal paths the trailing slash', () => {
    const [shop, classes] = headerNav(site, deployment, '/').custom;
    expect(shop).toEqual({ label: 'Shop', href: 'https://shop.example', newTab: true });
    expect(classes).toEqual({ label: 'Classes', href: '/about/', newTab: false });
    expect(customLinkHref('//cdn.example/x')).toBe('//cdn.example/x');
    expect(customLinkHref('mailto:me@example.com')).toBe('mailto:me@example.com');
  });

  it('shows the header social icons the kitchen chose: none, only YouTube, or all', () => {
    const platforms = (icons: 'none' | 'youtube' | 'all') =>
      headerNav(site, { ...deployment, headerSocialIcons: icons }, '/').headerSocial.map((s) => s.platform);
    expect(platforms('none')).toEqual([]);
    expect(platforms('youtube')).toEqual(['youtube']);
    expect(platforms('all')).toEqual(['instagram', 'youtube', 'tiktok']);
    expect(headerNav(site, { ...deployment, headerSocialIcons: 'none' }, '/').mobileSocial).toHaveLength(3);
  });

  it('offers Subscribe with newsletters on, except on the subscribe pages', () => {
    expect(headerNav(site, deployment, '/recipes/').subscribe?.href).toBe('/subscribe/');
    expect(headerNav(site, deployment, '/subscribe/').subscribe).toBeNull();
    expect(headerNav(site, deployment, '/subscribe/success/').subscribe).toBeNull();
    expect(headerNav(site, deployment, '/subscriber-stories/').subscribe).not.toBeNull();
    expect(headerNav({ ...site, newslettersEnabled: false }, deployment, '/').subscribe).toBeNull();
  });

  it('lets free members upgrade only where Full Access is for sale', () => {
    expect(headerNav(site, deployment, '/').subscribe?.upgrade).toBe(true);
    for (const newsletterOnly of [
      { ...site, subscriptionsEnabled: false },
      { ...site, paymentsEnabled: false },
      { ...site, monthlyAmountCents: null },
    ])
      expect(headerNav(newsletterOnly, deployment, '/').subscribe?.upgrade).toBe(false);
  });

  it('signs in to come back to the page shown', () => {
    expect(headerNav(site, deployment, '/about/').signIn.href).toBe('/sign-in/?next=%2Fabout%2F');
  });

  it('marks the current page, and its section on the pages below it', () => {
    expect(currentState('/recipes/', '/recipes/')).toBe('page');
    expect(currentState('/recipes/', '/recipes')).toBe('page');
    expect(currentState('/recipes/', '/recipes/pad-thai/')).toBe('true');
    expect(currentState('/collections/', '/recipes/')).toBeUndefined();
  });
});
