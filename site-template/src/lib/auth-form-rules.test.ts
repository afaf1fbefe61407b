import { describe, expect, it } from 'vitest';
import { codeError, emailError, normalizeCode, normalizeEmail } from './auth-form-rules';

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
