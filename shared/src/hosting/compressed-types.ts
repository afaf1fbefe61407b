/**
 * Media types a host should send compressed: a kitchen's pages, styles, scripts, search index,
 * feeds, sitemap and manifest. Fonts and images are compressed already.
 */
export const COMPRESSED_TYPES = [
  'text/html',
  'text/css',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/feed+json',
  'application/xml',
  'text/xml',
  'application/rss+xml',
  'application/atom+xml',
  'application/manifest+json',
  'image/svg+xml',
  'text/plain',
] as const;

/** Whether a response of this `Content-Type` (parameters allowed) is worth compressing. */
export function isCompressedType(contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (COMPRESSED_TYPES as readonly string[]).includes(type);
}
