import type { HeaderRule } from '@larder/shared/hosting/headers-file';
import { GA_MEASUREMENT_ID } from '@larder/shared/schemas/site';
import { createHash } from 'node:crypto';
import { YOUTUBE_EMBED, type PageFacts } from './page-facts.ts';

/** A CSP hash source for inline text: `'sha256-…'` of its UTF-8 bytes. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface KitchenPolicyInput {
  /** The facts of every page of the release. */
  pages: PageFacts[];
  /** Origin of the API the islands call; its file host serves videos and unlocked images. */
  apiOrigin: string;
  googleAnalyticsId: string | null;
}

// Google's documented sources for gtag.js (measurement ids G-…). Scripts: the one file the page
// loads (a source with a path matches that path only), not everything the host serves.
const ANALYTICS = {
  script: ['https://www.googletagmanager.com/gtag/js'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
};

/** Powerful features no kitchen page uses (the cook-mode wake lock, sharing and the clipboard stay). */
export const DENIED_FEATURES = [
  'accelerometer',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];

const hashes = (texts: Iterable<string>) => [...new Set([...texts].map(cspHash))].sort();

/**
 * The Content-Security-Policy of one release: nothing by default, then exactly what its pages
 * load. Scripts and styles come from the kitchen itself, plus the hashes of the inline ones its
 * pages really have; style attributes only by hash, and only if a page has any; images and media
 * from the kitchen, its placeholders (data: URLs) and the API's file host; fetches to the
 * kitchen's own files and the API;
 * the YouTube player only when a page embeds one; Google Analytics only with an analytics id;
 * forms only to the kitchen itself and the API's public kitchen calls.
 */
export function contentSecurityPolicy({ pages, apiOrigin, googleAnalyticsId }: KitchenPolicyInput): string {
  const fileHost = `${apiOrigin}/api/v1/files/`;
  // The layout loads gtag.js only for an id of this form (site-template/src/lib/seo/analytics.ts).
  const analytics = googleAnalyticsId !== null && GA_MEASUREMENT_ID.test(googleAnalyticsId);
  const placeholders = pages.some((page) => page.placeholderImageIds.length > 0);
  const styleAttributes = hashes(pages.flatMap((page) => page.styleAttributes));
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    [
      'script-src',
      "'self'",
      ...hashes(pages.flatMap((page) => page.inlineScripts)),
      ...(analytics ? ANALYTICS.script : []),
    ],
    ['style-src', "'self'", ...hashes(pages.flatMap((page) => page.inlineStyles))],
    styleAttributes.length > 0
      ? ['style-src-attr', "'unsafe-hashes'", ...styleAttributes]
      : ['style-src-attr', "'none'"],
    ['img-src', "'self'", ...(placeholders ? ['data:'] : []), fileHost, ...(analytics ? ANALYTICS.img : [])],
    ['media-src', "'self'", fileHost],
    ['font-src', "'self'"],
    // 'self': search falls back to the kitchen's static index when the API fails (ADR 020), and
    // crawler tools fetch /robots.txt from the page.
    ['connect-src', "'self'", apiOrigin, ...(analytics ? ANALYTICS.connect : [])],
    // The web app manifest (site.webmanifest) the favicon set comes with.
    ['manifest-src', "'self'"],
    ...(pages.some((page) => page.embedsYouTube) ? [['frame-src', YOUTUBE_EMBED] as [string, string]] : []),
    ['base-uri', "'none'"],
    // The sign-in, sign-up, subscribe and unsubscribe forms post to the API's kitchen calls
    // without JavaScript, which answer with a redirect back to the kitchen's own pages (redirects
    // are checked against this list too). A paid subscribe form's redirect to Stripe's checkout
    // page would need its origin here; the kitchen's paid form uses its island instead.
    ['form-action', "'self'", `${apiOrigin}/api/v1/site/`],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Every header a kitchen's release is served with, by path, for `_headers` and its relatives. */
export function kitchenHeaderRules(input: KitchenPolicyInput): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: [
        ['Content-Security-Policy', contentSecurityPolicy(input)],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Permissions-Policy', DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ')],
        ['X-Content-Type-Options', 'nosniff'],
      ],
    },
    // Content-hashed names: a changed file gets a new name.
    { path: '/_astro/*', headers: [['Cache-Control', IMMUTABLE]] },
    { path: '/_img/*', headers: [['Cache-Control', IMMUTABLE]] },
    { path: '/fonts/*', headers: [['Cache-Control', IMMUTABLE]] },
  ];
}

/**
 * The policy of the platform app (account area, creator dashboard): a Vite build with no inline
 * script or style, so only its own files run; images from itself and the API's file host
 * (avatars, bookmarked recipes, kitchen photos); videos from the file host (the studio's kitchen
 * videos); fetches to the API only; frames of the API's recipe previews only.
 */
export function platformContentSecurityPolicy(apiOrigin: string): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    ['style-src-attr', "'none'"],
    ['img-src', "'self'", `${apiOrigin}/api/v1/files/`],
    ['media-src', `${apiOrigin}/api/v1/files/`],
    ['font-src', "'self'"],
    ['connect-src', apiOrigin],
    // The studio's real-page preview: the kitchen's page, rendered and served by the API.
    ['frame-src', `${apiOrigin}/api/v1/previews/`],
    ['manifest-src', "'self'"],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Every header the platform app's release is served with, by path. */
export function platformHeaderRules(apiOrigin: string): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: [
        ['Content-Security-Policy', platformContentSecurityPolicy(apiOrigin)],
        // Account pages say nothing of themselves to the kitchens they link to.
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Permissions-Policy', DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ')],
        ['X-Content-Type-Options', 'nosniff'],
        ['X-Frame-Options', 'DENY'],
      ],
    },
    // Vite names these by content.
    { path: '/assets/*', headers: [['Cache-Control', IMMUTABLE]] },
  ];
}
