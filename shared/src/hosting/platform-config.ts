/**
 * The settings a deployment gives the platform app without rebuilding it: `/config.js`, written
 * beside the built files when the app is published, sets `window.LARDER_CONFIG` before the app
 * starts.
 */
export interface PlatformConfig {
  /** The API's origin, e.g. `https://api.example.com`. */
  apiOrigin: string;
}

/** The global `/config.js` sets. */
export const CONFIG_GLOBAL = 'LARDER_CONFIG';

/** Reads and checks the configuration; a broken one is reported in words, not as a blank page. */
export function readPlatformConfig(value: unknown): PlatformConfig {
  const apiOrigin = (value as { apiOrigin?: unknown } | null | undefined)?.apiOrigin;
  const url = typeof apiOrigin === 'string' ? URL.parse(apiOrigin) : null;
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new Error(
      'The platform app has no valid API origin. Publish it with `larder build --platform`, which writes /config.js beside the app.',
    );
  }
  return { apiOrigin: url.origin };
}

/** The text of `/config.js` for a deployment. */
export function configScript(config: PlatformConfig): string {
  return `window.${CONFIG_GLOBAL} = ${JSON.stringify({ apiOrigin: config.apiOrigin })};\n`;
}
