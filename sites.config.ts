import { defineSitesConfig } from '@larder/shared/sites-config';

/**
 * Where each kitchen is hosted and the per-kitchen switches. Kitchens not listed here get the
 * defaults (classic layout, no header search). `LARDER_SITE_ORIGIN_TEMPLATE` overrides the
 * template, e.g. "https://{slug}.kitchens.example.com"; without it, kitchens are served by the
 * demo's own server, on `LARDER_SITES_PORT` (4321 unless set).
 */
export default defineSitesConfig({
  originTemplate:
    process.env.LARDER_SITE_ORIGIN_TEMPLATE ??
    `http://{slug}.localhost:${process.env.LARDER_SITES_PORT?.trim() || '4321'}`,
  sites: {
    'family-table': {
      layout: 'classic',
      searchEnabled: true,
      collectionsHeaderLink: true,
      headerSocialIcons: 'all',
      extraHomeBlock: true,
      homeBlocks: ['newsletter'],
      specialPages: { contributors: true },
      drawerMenu: true,
      contactEmail: 'webmaster@family-table.example',
    },
    'crumb-and-crust': {
      layout: 'cookbook',
      searchEnabled: true,
      collectionsHeaderLink: true,
      headerSocialIcons: 'youtube',
      giftRecipe: true,
      // A Shropshire baker: prices in pounds, and the cookbook's UK order links first.
      currency: 'GBP',
      region: 'uk',
      homeLayout: 'sliders',
      homeBlocks: ['cookbook', 'latestRecipe'],
      specialPages: { cookbook: true, linkInBio: true },
      drawerMenu: true,
      contactEmail: 'webmaster@crumb-and-crust.example',
    },
    'ember-and-salt': {
      layout: 'chef',
      searchEnabled: true,
      collectionsHeaderLink: true,
      shopIngredients: true,
      homeBlocks: ['featuredIn'],
      homeOverlay: true,
      // The popup waits until the reader has read the recipe (and, on the home, the overlay).
      popupTrigger: 'after-recipe',
      specialPages: { press: true },
      contactEmail: 'webmaster@ember-and-salt.example',
    },
  },
});
