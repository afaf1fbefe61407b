import { PUBLIC_SOCIAL_PLATFORMS } from '@larder/shared/schemas/link';
import { describe, expect, it } from 'vitest';
import { FOOTER_SOCIAL_PLATFORMS, linksOn, SOCIAL_ICONS, VIDEO_CHANNEL_PLATFORMS } from './social-icons';

describe('social icons', () => {
  it('draws every public platform with a name to announce', () => {
    for (const platform of PUBLIC_SOCIAL_PLATFORMS) {
      const icon = SOCIAL_ICONS[platform];
      expect(icon.name.length, platform).toBeGreaterThan(0);
      expect(icon.path, platform).toMatch(/^M/);
    }
  });

  it('picks the footer’s platforms in the spec’s order and at most two video channels', () => {
    const link = (platform: (typeof PUBLIC_SOCIAL_PLATFORMS)[number], n = 1) => ({
      platform,
      url: `${platform}${n}`,
    });
    const links = [
      link('youtube'),
      link('pinterest'),
      link('substack'),
      link('instagram'),
      link('youtube', 2),
      link('facebook'),
    ];
    expect(linksOn(links, FOOTER_SOCIAL_PLATFORMS).map((l) => l.platform)).toEqual([
      'instagram',
      'pinterest',
    ]);
    expect(linksOn(links, VIDEO_CHANNEL_PLATFORMS, 2).map((l) => l.url)).toEqual(['youtube1', 'youtube2']);
  });
});
