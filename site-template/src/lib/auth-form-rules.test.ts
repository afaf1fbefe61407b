import { ApiError } from '@larder/shared/api/api-client';
import { describe, expect, it } from 'vitest';
import { authErrorMessage, codeError, emailError, normalizeCode, normalizeEmail } from './auth-form-rules';

describe('emailError', () => {
  it.each(['', 'reader', 'reader@', 'reader@example', 'a b@example.com', 'a@b@example.com'])(
    'refuses %j with the spec’s message',
    (value) => {
      expect(emailError(value)).toBe('Please enter a valid email address');
    },
  );

  it('accepts an address, also with spaces around it, which are dropped before sending', () => {
    expect(emailError('  reader@example.com ')).toBeNull();
    expect(normalizeEmail('  reader@example.com ')).toBe('reader@example.com');
  });
});

describe('codeError', () => {
  it('accepts six digits, also pasted with a space or a dash', () => {
    expect(codeError('123456')).toBeNull();
    expect(codeError('123 456')).toBeNull();
    expect(normalizeCode('123-456')).toBe('123456');
  });

  it.each(['', '12345', '1234567', 'abcdef'])('refuses %j', (value) => {
    expect(codeError(value)).toBe('Enter the 6-digit code from the email.');
  });
});

describe('authErrorMessage', () => {
  const body = (message: string) => ({ error: { code: 'x' as never, message } });

  it('says to wait on 429, in the API’s words when it has them', () => {
    expect(authErrorMessage(new ApiError(429, body('Try again in 12 minutes.')))).toBe(
      'Try again in 12 minutes.',
    );
    expect(authErrorMessage(new ApiError(429, null))).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('says something went wrong for any other failure', () => {
    expect(authErrorMessage(new ApiError(500, null))).toBe('Something went wrong. Please try again.');
    expect(authErrorMessage(new ApiError(400, body('email is not valid')))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(authErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('explains a refused code when asked to', () => {
    expect(
      authErrorMessage(new ApiError(400, body('That code is not right.')), { refusalIsExplained: true }),
    ).toBe('That code is not right.');
  });
});
