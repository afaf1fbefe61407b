import { describe, expect, it } from 'vitest';
import { SiteSettingsSchema } from './site.ts';

const ids = (count: number) =>
  Array.from({ length: count }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);

describe('SiteSettingsSchema', () => {
  it('defaults to imperial, fahrenheit and a left header', () => {
    const settings = SiteSettingsSchema.parse({ title: 'The Family Table', slug: 'family-table' });
    expect(settings.defaultMeasurementSystem).toBe('imperial');
    expect(settings.defaultTemperatureSystem).toBe('fahrenheit');
    expect(settings.headerLayout).toBe('left');
  });

  it('keeps explicit metric, celsius and centered choices', () => {
    const settings = SiteSettingsSchema.parse({
      title: 'Ember',
      slug: 'ember',
      defaultMeasurementSystem: 'metric',
      defaultTemperatureSystem: 'celsius',
      headerLayout: 'centered',
    });
    expect(settings).toMatchObject({
      defaultMeasurementSystem: 'metric',
      defaultTemperatureSystem: 'celsius',
      headerLayout: 'centered',
    });
  });

  it('explains an unknown measurement system', () => {
    const result = SiteSettingsSchema.safeParse({
      title: 'T',
      slug: 't',
      defaultMeasurementSystem: 'cubits',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Choose metric or imperial']);
  });

  it('allows up to 5 featured recipes', () => {
    expect(SiteSettingsSchema.safeParse({ title: 'T', slug: 't', featuredRecipeIds: ids(5) }).success).toBe(
      true,
    );
  });

  it('rejects a sixth featured recipe', () => {
    const result = SiteSettingsSchema.safeParse({ title: 'T', slug: 't', featuredRecipeIds: ids(6) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['featuredRecipeIds', 'Feature at most 5 recipes'],
    ]);
  });

  it('validates the Google Analytics id format', () => {
    expect(
      SiteSettingsSchema.safeParse({ title: 'T', slug: 't', googleAnalyticsId: 'G-ABC123XYZ' }).success,
    ).toBe(true);
    expect(
      SiteSettingsSchema.safeParse({ title: 'T', slug: 't', googleAnalyticsId: 'UA-12345-1' }).success,
    ).toBe(false);
  });

  it('requires a six-digit hex accent colour', () => {
    expect(SiteSettingsSchema.safeParse({ title: 'T', slug: 't', themeAccentColor: '#1f2937' }).success).toBe(
      true,
    );
    expect(SiteSettingsSchema.safeParse({ title: 'T', slug: 't', themeAccentColor: 'red' }).success).toBe(
      false,
    );
  });

  it('validates nested social media links', () => {
    const result = SiteSettingsSchema.safeParse({
      title: 'T',
      slug: 't',
      socialMediaLinks: [{ platform: 'myspace', url: 'https://myspace.com/me' }],
    });
    expect(result.error?.issues[0]?.path).toEqual(['socialMediaLinks', 0, 'platform']);
  });
});
