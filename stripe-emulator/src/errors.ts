/** An error answered in Stripe's shape: `{ "error": { "type", "message", "param"?, "code"? } }`. */
export class StripeApiError extends Error {
  readonly status: 400 | 401 | 402 | 404;
  readonly type: 'invalid_request_error' | 'card_error' | 'authentication_error';
  readonly param: string | undefined;
  readonly code: string | undefined;

  constructor(
    status: 400 | 401 | 402 | 404,
    type: 'invalid_request_error' | 'card_error' | 'authentication_error',
    message: string,
    param?: string,
    code?: string,
  ) {
    super(message);
    this.status = status;
    this.type = type;
    this.param = param;
    this.code = code;
  }

  body(): { error: Record<string, string> } {
    const error: Record<string, string> = { type: this.type, message: this.message };
    if (this.param !== undefined) error.param = this.param;
    if (this.code !== undefined) error.code = this.code;
    return { error };
  }
}

export function noSuch(kind: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(
    404,
    'invalid_request_error',
    `No such ${kind}: '${id}'`,
    param,
    'resource_missing',
  );
}

export function missingParam(param: string): StripeApiError {
  return new StripeApiError(
    400,
    'invalid_request_error',
    `Missing required param: ${param}.`,
    param,
    'parameter_missing',
  );
}

export function invalidParam(param: string, message: string): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, param, 'parameter_invalid');
}

export function cardDeclined(): StripeApiError {
  return new StripeApiError(402, 'card_error', 'Your card was declined.', undefined, 'card_declined');
}
