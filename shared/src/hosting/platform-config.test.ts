import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { configScript, readPlatformConfig } from './platform-config.ts';

describe('the platform configuration', () => {
  it('reads the API origin a deployment wrote, as an origin', () => {
    expect(readPlatformConfig({ apiOrigin: 'http://localhost:8787/' })).toEqual({
      apiOrigin: 'http://localhost:8787',
    });
  });

  it.each([undefined, null, {}, { apiOrigin: 'localhost:8787' }, { apiOrigin: 'ftp://api.example' }])(
    'refuses %j with a message that says how to publish the app',
    (value) => {
      expect(() => readPlatformConfig(value)).toThrow(/larder build --platform/);
    },
  );

  it('writes /config.js that sets what it reads back', () => {
    const window: { LARDER_CONFIG?: unknown } = {};
    runInNewContext(configScript({ apiOrigin: 'https://api.example.com' }), { window });
    expect(readPlatformConfig(window.LARDER_CONFIG)).toEqual({ apiOrigin: 'https://api.example.com' });
  });
});
