import { kitchen, site } from './kitchen';

/** Where the sign-in and sign-up forms post without JavaScript (the API redirects back). */
export function authFormAction(mode: 'sign-in' | 'sign-up'): string {
  return `${kitchen.apiOrigin}/api/v1/site/${encodeURIComponent(site.slug)}/${mode}`;
}
