import { describe, expect, it } from 'vitest';
import { COMPRESSED_TYPES } from '@larder/shared/hosting/compressed-types';
import { caddyCompression, nginxCompression } from './host-compression.ts';

describe('compression on self-managed hosts', () => {
  it('turns gzip on in nginx for every text type a kitchen publishes', () => {
    const nginx = nginxCompression();
    expect(nginx).toContain('gzip on;');
    expect(nginx).toContain('gzip_vary on;');
    for (const type of COMPRESSED_TYPES) if (type !== 'text/html') expect(nginx).toContain(` ${type}`);
    expect(nginx).toContain(' text/xml');
    expect(nginx).not.toContain('image/webp');
  });

  it('asks Caddy to encode responses', () => {
    expect(caddyCompression()).toMatch(/^encode zstd gzip$/m);
  });
});
