import { describe, expect, it } from 'vitest';
import {
  HeaderLinkInputSchema,
  PUBLIC_SOCIAL_PLATFORMS,
  SOCIAL_PLATFORMS,
  SocialMediaLinkInputSchema,
} from './link.ts';

describe('SocialMediaLinkInputSchema', () => {
  it('lists the supported platforms', () => {
    expect([...SOCIAL_PLATFORMS]).toEqual([
      'discord',
      'email',
      'instagram',
      'pinterest',
      'substack',
      'tiktok',
      'x',
      'youtube',
    ]);
  });

  it.each(SOCIAL_PLATFORMS.filter((platform) => platform !== 'email'))('accepts a %s link', (platform) => {
    expect(SocialMediaLinkInputSchema.safeParse({ platform, url: 'https://example.com/me' }).success).toBe(
      true,
    );
  });

  it.each(['facebook', 'website', 'amazon', 'myspace', 'Instagram'])(
    'rejects %j as an input platform',
    (platform) => {
      const result = SocialMediaLinkInputSchema.safeParse({ platform, url: 'https://example.com/me' });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'Choose a supported social platform',
      ]);
    },
  );

  it('accepts a mailto address for email', () => {
    expect(
      SocialMediaLinkInputSchema.safeParse({ platform: 'email', url: 'mailto:cook@example.com' }).success,
    ).toBe(true);
  });

  it('rejects a malformed mailto address and a javascript address', () => {
    expect(SocialMediaLinkInputSchema.safeParse({ platform: 'email', url: 'mailto:cook' }).success).toBe(
      false,
    );
    expect(SocialMediaLinkInputSchema.safeParse({ platform: 'x', url: 'javascript:alert(1)' }).success).toBe(
      false,
    );
  });

  it('lets the read side list facebook, website and amazon as well', () => {
    expect([...PUBLIC_SOCIAL_PLATFORMS]).toEqual([...SOCIAL_PLATFORMS, 'facebook', 'website', 'amazon']);
  });
});

describe('HeaderLinkInputSchema', () => {
  it('accepts a path or a web address and requires a label', () => {
    expect(HeaderLinkInputSchema.safeParse({ label: 'Links', href: '/links' }).success).toBe(true);
    expect(HeaderLinkInputSchema.safeParse({ label: 'Shop', href: 'https://shop.example.com' }).success).toBe(
      true,
    );
    const result = HeaderLinkInputSchema.safeParse({ label: '  ', href: '/links' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Required']);
  });
});
