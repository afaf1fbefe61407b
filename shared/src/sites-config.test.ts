import { describe, expect, it } from 'vitest';
import { defineSitesConfig, kitchenDeployment, parseSitesConfig } from './sites-config.ts';

function parseError(input: unknown, source?: string): string {
  try {
    parseSitesConfig(input, source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected parseSitesConfig to throw');
}

describe('parseSitesConfig', () => {
  it('fills in the defaults for an empty config', () => {
    expect(parseSitesConfig({})).toEqual({ originTemplate: 'http://{slug}.localhost:4321', sites: {} });
  });

  it('fills in the defaults of each kitchen entry', () => {
    const config = parseSitesConfig({ sites: { 'family-table': { searchEnabled: true } } });
    expect(config.sites['family-table']).toEqual({
      layout: 'classic',
      searchEnabled: true,
      collectionsHeaderLink: false,
      headerSocialIcons: 'none',
      extraHomeBlock: false,
      shopIngredients: false,
      giftRecipe: false,
      substackSignIn: false,
      currency: 'USD',
      homeLayout: 'classic',
      homeBlocks: [],
      homeOverlay: false,
      popupTrigger: 'delay',
      specialPages: { cookbook: false, linkInBio: false, press: false, contributors: false },
      drawerMenu: false,
    });
  });

  it('turns on the Substack lock message and sign-in per kitchen', () => {
    const config = parseSitesConfig({ sites: { 'ember-and-salt': { substackSignIn: true } } });
    expect(kitchenDeployment(config, 'ember-and-salt').substackSignIn).toBe(true);
    expect(kitchenDeployment(config, 'family-table').substackSignIn).toBe(false);
  });

  it('switches special pages on one at a time and refuses unknown home blocks', () => {
    const config = parseSitesConfig({ sites: { 'crumb-and-crust': { specialPages: { cookbook: true } } } });
    expect(kitchenDeployment(config, 'crumb-and-crust').specialPages).toEqual({
      cookbook: true,
      linkInBio: false,
      press: false,
      contributors: false,
    });
    expect(() => parseSitesConfig({ sites: { a: { homeBlocks: ['carousel'] } } })).toThrow(/homeBlocks/);
  });

  it('takes a contact address for privacy requests and refuses one that is not an address', () => {
    const config = parseSitesConfig({ sites: { a: { contactEmail: 'webmaster@a.example' } } });
    expect(kitchenDeployment(config, 'a').contactEmail).toBe('webmaster@a.example');
    expect(kitchenDeployment(config, 'b').contactEmail).toBeUndefined();
    expect(parseError({ sites: { a: { contactEmail: 'webmaster' } } })).toMatch(
      /sites\.a\.contactEmail: contactEmail must be/,
    );
  });

  it('turns on the shopping list and gift dialog per kitchen', () => {
    const config = parseSitesConfig({
      sites: { 'ember-and-salt': { shopIngredients: true, giftRecipe: true } },
    });
    expect(kitchenDeployment(config, 'ember-and-salt')).toMatchObject({
      shopIngredients: true,
      giftRecipe: true,
    });
    expect(kitchenDeployment(config, 'family-table')).toMatchObject({
      shopIngredients: false,
      giftRecipe: false,
    });
    expect(parseError({ sites: { 'ember-and-salt': { giftRecipe: 'yes' } } })).toContain(
      'sites.ember-and-salt.giftRecipe',
    );
  });

  it('accepts the config written with defineSitesConfig', () => {
    const input = defineSitesConfig({
      originTemplate: 'https://{slug}.kitchens.example.com',
      sites: {
        'crumb-and-crust': {
          layout: 'cookbook',
          headerSocialIcons: 'youtube',
          origin: 'https://crumb.example',
        },
      },
    });
    expect(parseSitesConfig(input).sites['crumb-and-crust']).toMatchObject({
      layout: 'cookbook',
      headerSocialIcons: 'youtube',
      origin: 'https://crumb.example',
    });
  });

  it('lists every problem with its path in one readable error', () => {
    const message = parseError({
      originTemplate: 'https://kitchens.example.com',
      sites: { ok: { layout: 'magazine', origin: 'ftp://files.example.com' } },
    });
    expect(message).toBe(
      [
        'sites.config.ts is not valid:',
        '  - originTemplate: originTemplate must contain {slug}',
        '  - sites.ok.origin: origin must be an http(s) URL such as https://cook.example.com',
        '  - sites.ok.layout: layout must be one of: classic, cookbook, chef',
        'Fix these entries and run the command again.',
      ].join('\n'),
    );
  });

  it('names the source file it was given', () => {
    expect(parseError({ originTemplate: 'nope' }, 'custom.config.ts')).toMatch(
      /^custom\.config\.ts is not valid:\n/,
    );
  });

  it('rejects unknown keys at the top level', () => {
    const message = parseError({ sites: {}, sitse: {} });
    expect(message).toContain('  - (top level): Unrecognized key: "sitse"');
  });

  it('rejects unknown keys in a kitchen entry', () => {
    const message = parseError({ sites: { 'family-table': { serchEnabled: true } } });
    expect(message).toContain('  - sites.family-table: Unrecognized key: "serchEnabled"');
  });

  it('rejects a kitchen key that is not a slug', () => {
    const message = parseError({ sites: { 'Family Table': {} } });
    expect(message).toContain('sites.Family Table');
  });

  it('reports a config that is not an object at the top level', () => {
    expect(parseError('sites')).toMatch(/\n {2}- \(top level\): /);
  });
});

describe('kitchenDeployment', () => {
  it('builds the origin from the template for a kitchen without an entry', () => {
    const config = parseSitesConfig({ originTemplate: 'https://{slug}.kitchens.example.com' });
    expect(kitchenDeployment(config, 'ember-and-salt')).toEqual({
      layout: 'classic',
      searchEnabled: false,
      collectionsHeaderLink: false,
      headerSocialIcons: 'none',
      extraHomeBlock: false,
      shopIngredients: false,
      giftRecipe: false,
      substackSignIn: false,
      currency: 'USD',
      homeLayout: 'classic',
      homeBlocks: [],
      homeOverlay: false,
      popupTrigger: 'delay',
      specialPages: { cookbook: false, linkInBio: false, press: false, contributors: false },
      drawerMenu: false,
      origin: 'https://ember-and-salt.kitchens.example.com',
    });
  });

  it('replaces every {slug} in the template', () => {
    const config = parseSitesConfig({ originTemplate: 'https://{slug}.example.com/{slug}' });
    expect(kitchenDeployment(config, 'pie').origin).toBe('https://pie.example.com/pie');
  });

  it('removes trailing slashes from a templated origin', () => {
    const config = parseSitesConfig({ originTemplate: 'https://{slug}.example.com//' });
    expect(kitchenDeployment(config, 'pie').origin).toBe('https://pie.example.com');
  });

  it("prefers the kitchen's own origin and removes its trailing slash", () => {
    const config = parseSitesConfig({
      originTemplate: 'https://{slug}.example.com',
      sites: { pie: { origin: 'https://pies.example.org/', layout: 'chef' } },
    });
    expect(kitchenDeployment(config, 'pie')).toMatchObject({
      origin: 'https://pies.example.org',
      layout: 'chef',
    });
  });

  it('uses the default template when none is configured', () => {
    expect(kitchenDeployment(parseSitesConfig({}), 'scones').origin).toBe('http://scones.localhost:4321');
  });

  it('takes Stripe price ids per kitchen and names a mistyped one', () => {
    const config = parseSitesConfig({ sites: { pie: { stripePrices: { yearly: 'price_1Abc' } } } });
    expect(kitchenDeployment(config, 'pie').stripePrices).toEqual({ yearly: 'price_1Abc' });
    expect(() => parseSitesConfig({ sites: { pie: { stripePrices: { monthly: 'prod_1Abc' } } } })).toThrow(
      /sites\.pie\.stripePrices\.monthly: a Stripe price id/,
    );
  });
});
