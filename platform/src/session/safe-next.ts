import { safeNextPath as safePathOnOrigin } from '@larder/shared/safe-next';

/** Any origin serves: only paths are kept, and the shared check answers paths. */
const ORIGIN = 'http://platform.invalid';
/** Pages a signed-in reader is sent away from: going back to them would loop. */
const SIGN_IN_PAGES = /^\/sign-(in|up)(\/|[?#]|$)/;

/**
 * Where to go after signing in: a path on this origin (`/bookmarks?x=1#top`), checked as the API
 * checks it (`shared/src/safe-next.ts`), else `fallback`. The sign-in pages themselves and `/`
 * give the fallback too.
 */
export function safeNextPath(next: unknown, fallback = '/'): string {
  if (typeof next !== 'string') return fallback;
  const path = safePathOnOrigin(next, ORIGIN);
  return path === '/' || SIGN_IN_PAGES.test(path) ? fallback : path;
}
