/**
 * The one catalogue of error codes. Every failure the API reports is an `AppError` with one
 * of these codes; the HTTP boundary turns it into `{ "error": { "code", "message" } }`.
 */
export const errorCatalogue = {
  bad_request: { status: 400, message: 'The request could not be understood.' },
  validation_failed: { status: 400, message: 'Some fields are not valid.' },
  unauthorized: { status: 401, message: 'Sign in to continue.' },
  forbidden: { status: 403, message: 'You do not have permission to do that.' },
  preview_link_invalid: {
    status: 403,
    message: 'This preview link has expired or is not valid. Ask the kitchen for a new one.',
  },
  sign_in_link_expired: {
    status: 400,
    message: 'This sign-in link has expired or was already used. Ask for a new one.',
  },
  sign_in_code_invalid: {
    status: 400,
    message:
      'That code is not valid: it may be mistyped, expired or already used. Check the latest e-mail, or ask for a new one.',
  },
  not_found: { status: 404, message: 'Not found.' },
  site_not_found: { status: 404, message: 'No kitchen with that slug exists.' },
  recipe_not_found: { status: 404, message: 'No recipe with that slug or id exists in this kitchen.' },
  collection_not_found: { status: 404, message: 'No collection with that slug exists in this kitchen.' },
  comment_not_found: { status: 404, message: 'No comment with that id exists in this kitchen.' },
  user_not_found: { status: 404, message: 'No user with that e-mail exists.' },
  conflict: { status: 409, message: 'That conflicts with existing data.' },
  recipe_not_published: {
    status: 409,
    message: 'Publish the recipe first: a preview link opens its page on the kitchen.',
  },
  slug_taken: { status: 409, message: 'That slug is already used in this kitchen. Choose another one.' },
  recipe_changed: {
    status: 409,
    message: 'This recipe was saved elsewhere since you opened it. Reload it, or keep your version over it.',
  },
  collection_changed: {
    status: 409,
    message:
      'This collection was saved elsewhere since you opened it. Reload it, or keep your version over it.',
  },
  site_changed: {
    status: 409,
    message:
      'These settings were saved elsewhere since you opened them. Reload them, or keep your version over them.',
  },
  kitchen_address_taken: { status: 409, message: 'That address is taken. Choose another one.' },
  handle_taken: { status: 409, message: 'That handle is already taken. Choose another one.' },
  account_already_exists: { status: 409, message: 'An account already exists for this email.' },
  plan_not_offered: { status: 400, message: 'This kitchen does not offer that plan.' },
  already_on_plan: { status: 409, message: 'You are already on this plan.' },
  payments_unavailable: {
    status: 503,
    message: 'Payments are not available right now. Please try again later.',
  },
  webhook_signature_invalid: { status: 400, message: 'The webhook signature could not be verified.' },
  subscription_not_found: { status: 404, message: 'No subscription with that id belongs to you.' },
  newsletter_link_invalid: {
    status: 400,
    message: 'This newsletter link is not valid or has expired. Use the link in a recent newsletter.',
  },
  newsletters_disabled: {
    status: 409,
    message: "This kitchen's newsletter is turned off. Turn it on in settings to send one.",
  },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  range_not_satisfiable: {
    status: 416,
    message: 'The requested byte range is outside the file. Ask for a range within its size.',
  },
  unsupported_media_type: {
    status: 415,
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
  rate_limited: { status: 429, message: 'Too many requests. Wait a moment and try again.' },
  internal: { status: 500, message: 'Something went wrong. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string[]> };
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string[]> | undefined;

  constructor(code: ErrorCode, message?: string, fields?: Record<string, string[]>) {
    super(message ?? errorCatalogue[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.fields = fields;
  }

  toBody(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}
