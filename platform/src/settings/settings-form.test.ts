import { COLOR_THEMES } from '@larder/shared/theme/theme-catalogue';
import { contrast } from '@larder/shared/theme/contrast';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SiteSettingsUpdateSchema, type ManagedSiteSettings } from '@larder/shared/schemas/site';
import { contrastWarnings, contrastWarningText, settingsBody, settingsValues } from './settings-form.ts';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const style = fc.constantFrom('accent' as const, 'tonal' as const, 'bold' as const, null);

describe('contrast warnings', () => {
  it('say nothing of a catalogue theme with its own accent', () => {
    for (const theme of COLOR_THEMES) expect(contrastWarnings(theme.colors, null, '')).toEqual([]);
  });

  it('warn of a pale accent on a light theme, naming the ratio and the colour shown instead', () => {
    const [warning] = contrastWarnings(COLOR_THEMES[0].colors, 'accent', '#ffd966');
    expect(warning?.what).toBe('Links in the accent colour on the page');
    expect(contrastWarningText(warning!)).toMatch(
      /^Links in the accent colour on the page would be 1\.\d:1, below the 4\.5:1 WCAG AA asks for\. Your kitchen shows #[0-9a-f]{6} instead, so it stays readable\.$/,
    );
  });

  it('warn exactly when an accent fails 4.5:1 as link text, and what is shown instead always passes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COLOR_THEMES), style, hex, (theme, chosenStyle, accent) => {
        const warnings = contrastWarnings(theme.colors, chosenStyle, accent);
        const onPage = warnings.find((warning) => warning.what === 'Links in the accent colour on the page');
        expect(onPage !== undefined).toBe(contrast(accent, theme.colors.colorBackground) < 4.5);
        for (const warning of warnings) expect(warning.ratio).toBeLessThan(4.5);
        if (onPage) expect(contrast(onPage.shown, theme.colors.colorBackground)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});

const site: ManagedSiteSettings = {
  id: '00000000-0000-4000-8000-000000000001',
  version: 3,
  updatedAt: '2026-11-28T10:00:00.000Z',
  origin: 'http://family-table.localhost:4321',
  previousSlugs: [],
  title: 'The Family Table',
  slug: 'family-table',
  defaultMeasurementSystem: 'metric',
  defaultTemperatureSystem: 'celsius',
  googleAnalyticsId: null,
  about: null,
  aboutShort: 'Weeknight cooking.',
  aboutHeading: null,
  featuredImageId: null,
  logoId: null,
  iconId: null,
  faviconId: null,
  images: {},
  colorThemeId: COLOR_THEMES[0].id,
  typeThemeId: '0f010000-0000-4000-8000-000000000001',
  colorTheme: COLOR_THEMES[0].colors,
  typeTheme: {
    displayFontFamily: 'Fraunces',
    narrativeFontFamily: 'Inter',
    displayFontNormalWeight: 400,
    displayFontBoldWeight: 700,
    narrativeFontNormalWeight: 400,
    narrativeFontBoldWeight: 700,
  },
  cssOverrides: null,
  hideSidebarBio: false,
  hideSearch: false,
  headerLayout: 'left',
  featuredRecipeIds: [],
  socialMediaLinks: [
    { id: '00000000-0000-4000-8000-000000000002', platform: 'youtube', url: 'https://youtube.com/@x' },
  ],
  headerLinks: [{ label: 'Shop', href: '/links', openInNewTab: false }],
  productLinks: [],
  links: [],
  linkPageHeading: null,
  events: [],
  press: [],
  newslettersEnabled: true,
  subscriptionsEnabled: true,
  paymentsEnabled: false,
  commentsEnabled: true,
  themeAccentColor: null,
  themeStyle: 'accent',
  monthlyAmountCents: 500,
  yearlyAmountCents: 5000,
  currency: 'USD',
  options: {
    layout: 'classic',
    searchEnabled: true,
    collectionsHeaderLink: false,
    headerSocialIcons: 'none',
    extraHomeBlock: false,
    shopIngredients: false,
    giftRecipe: false,
    homeLayout: 'classic',
    homeBlocks: [],
    homeOverlay: false,
    popupTrigger: 'delay',
    specialPages: { cookbook: false, linkInBio: false, press: false, contributors: false },
    drawerMenu: false,
  },
  ownOptions: {},
};

describe('the settings form', () => {
  it('sends back, unchanged, what it was opened with, as the API accepts it', () => {
    const body = settingsBody(settingsValues(site));
    expect(SiteSettingsUpdateSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      title: site.title,
      aboutShort: site.aboutShort,
      googleAnalyticsId: null,
      themeAccentColor: null,
      socialMediaLinks: [{ platform: 'youtube', url: 'https://youtube.com/@x' }],
      options: { region: null, contactEmail: null, layout: 'classic' },
    });
    // The homepage screen's fields and the lists other screens edit are left alone.
    for (const key of ['featuredRecipeIds', 'links', 'productLinks', 'events', 'press', 'about'])
      expect(body).not.toHaveProperty(key);
    expect(body.options).not.toHaveProperty('homeBlocks');
  });

  it('sends emptied text as null and trims what is typed', () => {
    const values = settingsValues(site);
    const body = settingsBody({ ...values, aboutShort: '   ', title: '  New name ', cssOverrides: '\n' });
    expect(body).toMatchObject({ aboutShort: null, title: 'New name', cssOverrides: null });
  });
});
