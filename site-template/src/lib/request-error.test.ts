import { ApiError } from '@larder/shared/api/api-client';
import { describe, expect, it } from 'vitest';
import { requestErrorMessage } from './request-error';

describe('requestErrorMessage', () => {
  const body = (message: string) => ({ error: { code: 'x' as never, message } });

  it('says how long to wait on 429, from Retry-After', () => {
    expect(requestErrorMessage(new ApiError(429, body('Too many requests.'), 720))).toBe(
      'Too many attempts. Please try again in 12 minutes.',
    );
    expect(requestErrorMessage(new ApiError(429, null, 1))).toBe(
      'Too many attempts. Please try again in 1 second.',
    );
    expect(requestErrorMessage(new ApiError(429, null))).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('says something went wrong for any other failure', () => {
    expect(requestErrorMessage(new ApiError(500, null))).toBe('Something went wrong. Please try again.');
    expect(requestErrorMessage(new ApiError(400, body('email is not valid')))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(requestErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('explains a refused code when asked to', () => {
    expect(
      requestErrorMessage(new ApiError(400, body('That code is not right.')), { explainRefusal: true }),
    ).toBe('That code is not right.');
  });
});
