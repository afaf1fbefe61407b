import { parseBookLinkLabel } from '@larder/shared/format/book-link-label';
import type { PublicLink } from '@larder/shared/schemas/link';

export type BookRegion = 'uk' | 'us';
export const BOOK_REGIONS: readonly BookRegion[] = ['uk', 'us'];
export const BOOK_REGION_NAMES: Record<BookRegion, string> = { uk: 'UK', us: 'US' };
/** Where a reader's UK/US choice on a cookbook page is kept between visits. */
export const BOOK_REGION_STORAGE_KEY = 'larder:book-region';

export interface BookLink {
  id: string;
  href: string;
  /** The retailer or edition, from the label's title part (else the link's host). */
  title: string;
  region: BookRegion | null;
  discount: number | null;
}

/** A link's button text: the label's title, else the retailer's host name, never empty. */
export function bookLinkOf(link: PublicLink): BookLink {
  const label = parseBookLinkLabel(link.label);
  return {
    id: link.id,
    href: link.href,
    title: label.title || hostName(link.href),
    region: label.region,
    discount: label.discount,
  };
}

function hostName(href: string): string {
  try {
    return new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return href;
  }
}

/** The order links of each region: a link without a region is offered in both (spec §2). */
export function bookLinksByRegion(links: readonly PublicLink[]): Record<BookRegion, BookLink[]> {
  const books = links.map(bookLinkOf);
  return {
    uk: books.filter((book) => book.region !== 'us'),
    us: books.filter((book) => book.region !== 'uk'),
  };
}

/** A region switch is worth showing only when the regions' lists differ. */
export function hasRegionalLinks(links: readonly PublicLink[]): boolean {
  return links.some((link) => parseBookLinkLabel(link.label).region !== null);
}

/**
 * The region a cookbook page opens on: the reader's remembered choice, else the kitchen's home
 * market (its `region` setting), else the first of the browser's languages that names the UK or
 * the US, else the US.
 */
export function initialBookRegion(
  stored: string | null,
  languages: readonly string[],
  kitchenRegion: BookRegion | null = null,
): BookRegion {
  if (stored === 'uk' || stored === 'us') return stored;
  if (kitchenRegion) return kitchenRegion;
  for (const language of languages) {
    const country = language.split('-')[1]?.toUpperCase();
    if (country === 'GB' || country === 'UK') return 'uk';
    if (country === 'US') return 'us';
  }
  return 'us';
}
