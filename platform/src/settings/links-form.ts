import { parseBookLinkLabel } from '@larder/shared/format/book-link-label';
import { richTextToPlainText } from '@larder/shared/rich-text/plain-text';
import type { ManagedSiteSettings } from '@larder/shared/schemas/site';

/**
 * A link as the links screen edits it. A book order link's label is `title|region|discount`
 * (spec §2, §5: the region only uk or us, the discount a number); the screen writes it from three
 * fields, so nobody types the bars.
 */
export interface LinkRow {
  label: string;
  href: string;
  book: boolean;
  bookTitle: string;
  bookRegion: '' | 'uk' | 'us';
  bookDiscount: string;
}

export interface LinksValues {
  linkPageHeading: string;
  links: LinkRow[];
  productLinks: { title: string; href: string; price: string; productImageId: string | null }[];
}

/** A label holds the book form when it has a bar: `Bookshop|uk|10`, `Waterstones|uk`. */
export function linkRowOf(label: string, href: string): LinkRow {
  if (!label.includes('|'))
    return { label, href, book: false, bookTitle: '', bookRegion: '', bookDiscount: '' };
  const parsed = parseBookLinkLabel(label);
  return {
    label,
    href,
    book: true,
    bookTitle: parsed.title,
    bookRegion: parsed.region ?? '',
    bookDiscount: parsed.discount === null ? '' : String(parsed.discount),
  };
}

/** The label a row gives: the book form's parts joined by bars (trailing empty parts left off). */
export function linkLabelOf(row: LinkRow): string {
  if (!row.book) return row.label.trim();
  const parts = [row.bookTitle.trim().replaceAll('|', '/'), row.bookRegion, row.bookDiscount.trim()];
  while (parts.length > 1 && parts.at(-1) === '') parts.pop();
  // A title alone is still a book link: the bar says so to the cookbook page.
  return parts.length === 1 ? `${parts[0]}|` : parts.join('|');
}

export function linksValues(site: ManagedSiteSettings): LinksValues {
  return {
    linkPageHeading: site.linkPageHeading ?? '',
    links: site.links.map((link) => linkRowOf(link.label, link.href)),
    productLinks: site.productLinks.map((product) => ({
      title: product.productTitle ? richTextToPlainText(product.productTitle).trim() : '',
      href: product.href,
      price: product.price ?? '',
      productImageId: product.productImageId,
    })),
  };
}

export function linksBody(values: LinksValues) {
  return {
    linkPageHeading: values.linkPageHeading.trim() || null,
    links: values.links.map((row) => ({ label: linkLabelOf(row), href: row.href.trim() })),
    productLinks: values.productLinks.map((product) => ({
      productTitle: product.title.trim()
        ? [{ type: 'paragraph' as const, children: [{ text: product.title.trim() }] }]
        : null,
      productImageId: product.productImageId,
      href: product.href.trim(),
      price: product.price.trim() || null,
    })),
  };
}
