import type { PUBLIC_SOCIAL_PLATFORMS } from '@larder/shared/schemas/link';
import {
  siDiscord,
  siFacebook,
  siInstagram,
  siPinterest,
  siSubstack,
  siTiktok,
  siX,
  siYoutube,
} from 'simple-icons';

export type SocialPlatform = (typeof PUBLIC_SOCIAL_PLATFORMS)[number];

/** One platform's icon: an SVG path on a 24×24 box, drawn filled or stroked, and its name. */
export interface SocialIcon {
  name: string;
  path: string;
  drawn: 'fill' | 'stroke';
}

const brand = (icon: { title: string; path: string }, name = icon.title): SocialIcon => ({
  name,
  path: icon.path,
  drawn: 'fill',
});

/**
 * The icons of every public social platform: brand marks from Simple Icons (CC0), drawn at build
 * time into the page, and plain outlines for the platforms without one (e-mail, website, Amazon).
 */
export const SOCIAL_ICONS: Record<SocialPlatform, SocialIcon> = {
  instagram: brand(siInstagram),
  tiktok: brand(siTiktok),
  x: brand(siX),
  pinterest: brand(siPinterest),
  youtube: brand(siYoutube),
  substack: brand(siSubstack),
  discord: brand(siDiscord),
  facebook: brand(siFacebook),
  email: { name: 'E-mail', path: 'M3 5h18v14H3zM3 6l9 7 9-7', drawn: 'stroke' },
  website: {
    name: 'Website',
    path: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M3 12h18M12 3c-3 3.5-3 14.5 0 18M12 3c3 3.5 3 14.5 0 18',
    drawn: 'stroke',
  },
  amazon: {
    name: 'Amazon',
    path: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2M7 15c3 2 7 2 10 0',
    drawn: 'stroke',
  },
};

/** The platforms of the footer's social icons (spec §2 "Page chrome"), in this order. */
export const FOOTER_SOCIAL_PLATFORMS: readonly SocialPlatform[] = ['instagram', 'tiktok', 'x', 'pinterest'];
/** The platforms counted as video channels: the footer links at most two of them. */
export const VIDEO_CHANNEL_PLATFORMS: readonly SocialPlatform[] = ['youtube', 'facebook'];

/** The kitchen's links on the given platforms, in the order of `platforms`, at most `limit`. */
export function linksOn<T extends { platform: SocialPlatform }>(
  links: readonly T[],
  platforms: readonly SocialPlatform[],
  limit = Infinity,
): T[] {
  return platforms.flatMap((platform) => links.filter((item) => item.platform === platform)).slice(0, limit);
}
