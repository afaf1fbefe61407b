import type { PublicPressItem } from '@larder/shared/schemas/link';

/**
 * The press list as a chef page shows it: newest first, entries without a date last in the
 * order the creator gave them (a date-less mention cannot be placed in time, so it never
 * pushes a dated one down).
 */
export function pressByDate(items: readonly PublicPressItem[]): PublicPressItem[] {
  const dated = items.filter((item) => item.date && !Number.isNaN(Date.parse(item.date)));
  const undated = items.filter((item) => !dated.includes(item));
  const time = (item: PublicPressItem) => Date.parse(item.date!);
  return [...dated.sort((a, b) => time(b) - time(a)), ...undated];
}
