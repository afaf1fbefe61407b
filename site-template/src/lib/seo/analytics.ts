import { GA_MEASUREMENT_ID } from '@larder/shared/schemas/site';

/**
 * Google Analytics for a kitchen that set a measurement id: the gtag.js address and the inline
 * call that starts it (its hash goes into the release's policy with the other inline scripts).
 * None without an id, or with one not in the measurement-id form: a kitchen loads no third-party
 * script by default.
 */
export function analyticsTags(id: string | null | undefined): { src: string; inline: string } | null {
  if (!id || !GA_MEASUREMENT_ID.test(id)) return null;
  return {
    src: `https://www.googletagmanager.com/gtag/js?id=${id}`,
    inline: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(id)});`,
  };
}
