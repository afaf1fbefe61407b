import { describe, expect, it } from 'vitest';
import { isCompressedType } from './compressed-types';

describe('compressed types', () => {
  it('covers every text file a kitchen publishes, with or without parameters', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/css',
      'text/javascript; charset=utf-8',
      'application/json',
      'application/xml; charset=utf-8',
      'text/xml',
      'application/rss+xml',
      'application/manifest+json; charset=utf-8',
      'image/svg+xml',
      'TEXT/PLAIN',
    ])
      expect(isCompressedType(type), type).toBe(true);
  });

  it('leaves images, fonts and media alone', () => {
    for (const type of [
      'image/webp',
      'image/png',
      'font/woff2',
      'audio/webm',
      'application/octet-stream',
      '',
    ])
      expect(isCompressedType(type), type).toBe(false);
  });
});
