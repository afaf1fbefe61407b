export interface BookLinkLabel {
  title: string;
  /** uk or us; null means both regions. */
  region: 'uk' | 'us' | null;
  discount: number | null;
}

/**
 * Parses a book page link label "title|region|discount" (spec §2, §5): the region is accepted
 * only if uk or us, and the discount only if it is a number.
 */
export function parseBookLinkLabel(label: string): BookLinkLabel {
  const [title = '', region = '', discount = ''] = label.split('|').map((part) => part.trim());
  const lowerRegion = region.toLowerCase();
  const amount = discount === '' ? Number.NaN : Number(discount);
  return {
    title,
    region: lowerRegion === 'uk' || lowerRegion === 'us' ? lowerRegion : null,
    discount: Number.isFinite(amount) ? amount : null,
  };
}
