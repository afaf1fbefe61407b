/**
 * Every rate-limit budget, by name: at most `limit` requests per `windowSeconds` for one key,
 * refilling evenly (a budget of 120 per 60 s allows a burst of 120, then one every half second).
 * A route picks the key when it uses the budget (`rateLimit({ budget, key })`); the numbers live
 * here so that they can be read, documented and scaled (`LARDER_RATE_LIMITS`) in one place.
 * The limits are meant never to be met by a real reader or creator, only by scripts and floods.
 */
export const rateLimitBudgets = {
  /** Recipe searches and filter lists, per IP: a reader typing and ticking filters, twice a second. */
  search: { limit: 120, windowSeconds: 60 },
  /** Creates, updates, deletes, publishes under /manage, per user: a save every second for ten minutes. */
  'manage-write-per-user': { limit: 600, windowSeconds: 600 },
  /** The same writes per IP, room for a few managers of one kitchen behind one address. */
  'manage-write-per-ip': { limit: 1200, windowSeconds: 600 },
  /**
   * Sign-in and sign-up requests (kitchens and platform), per IP: Ghost's 8 an hour, then one
   * every 7.5 minutes. Each sends an e-mail, so this bounds the mail one address can cause.
   */
  'sign-in-per-ip': { limit: 8, windowSeconds: 3600 },
  /** The same requests per e-mail address, whoever asks: an inbox gets at most 5 an hour. */
  'sign-in-per-email': { limit: 5, windowSeconds: 3600 },
  /** Links spent and 6-digit codes tried, per IP (each link also voids itself after 5 wrong codes). */
  'sign-in-confirm-per-ip': { limit: 30, windowSeconds: 3600 },
  /**
   * Subscriptions asked for on a kitchen (free or paid), per IP: a free one from a new address
   * sends an e-mail and a paid one opens a Stripe Checkout Session, so scripts meet this soon.
   */
  'subscribe-per-ip': { limit: 10, windowSeconds: 3600 },
  /** The platform's early-access form, per IP. */
  'early-signups-per-ip': { limit: 10, windowSeconds: 3600 },
  /** Comments and replies posted, per user: a lively discussion, never a flood. */
  'comment-per-user': { limit: 20, windowSeconds: 600 },
  /** Upvotes, upvotes taken back and comments deleted, per user: a click every two seconds. */
  'comment-action-per-user': { limit: 300, windowSeconds: 600 },
  /** Recipes saved and unsaved, per user: a click every two seconds. */
  'bookmark-per-user': { limit: 300, windowSeconds: 600 },
  /**
   * Kitchens created, per user: each starts a build and takes an address for good, so a creator
   * trying a few names, never a script claiming addresses.
   */
  'kitchen-create-per-user': { limit: 5, windowSeconds: 86_400 },
  /** Address checks while a creator types a kitchen's name, per user: a keystroke every second. */
  'kitchen-address-check-per-user': { limit: 600, windowSeconds: 600 },
  /** Upload URLs handed out, per user: each takes up to 10 MB, so a profile's few tries, not a disk's worth. */
  'image-upload-per-user': { limit: 30, windowSeconds: 3600 },
  /** Recipe exports, per user: each reads the whole kitchen, so a few an hour. */
  'recipe-export-per-user': { limit: 20, windowSeconds: 3600 },
  /** Real-page previews, per user: each renders a page with the theme, so one every few seconds at most. */
  'recipe-previews-per-user': { limit: 120, windowSeconds: 600 },
  /** Test newsletters to oneself, per user: each is an e-mail, so a few checks of a draft, never a mailing. */
  'newsletter-test-sends-per-user': { limit: 10, windowSeconds: 3600 },
  /** Pre-publish checks, per user: the editor asks again a few seconds after typing stops. */
  'recipe-checks-per-user': { limit: 600, windowSeconds: 600 },
  /** Terms, equipment and ingredients added from the editor, per user: a busy recipe adds a dozen. */
  'kitchen-vocabulary-per-user': { limit: 300, windowSeconds: 3600 },
  /** Kitchen photo upload URLs, per user: a recipe with step photos takes 20–30, a busy afternoon a few recipes. */
  'kitchen-photo-upload-per-user': { limit: 300, windowSeconds: 3600 },
  /** Kitchen video upload URLs, per user: each takes up to 200 MB, so a recipe's clip and its steps', not a disk's worth. */
  'kitchen-video-upload-per-user': { limit: 30, windowSeconds: 3600 },
  /**
   * Cancellations, billing portals and creator-plan checkouts, per user: each calls Stripe, so a
   * few tries a minute, never a loop that spends Stripe's rate limit for everyone.
   */
  'billing-per-user': { limit: 30, windowSeconds: 600 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>;

export type RateLimitBudgetName = keyof typeof rateLimitBudgets;

export const rateLimitBudgetNames = Object.keys(rateLimitBudgets) as RateLimitBudgetName[];
