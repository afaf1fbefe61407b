import { describe, expect, it } from 'vitest';
import { EmailSchema, INVALID_EMAIL_MESSAGE, isValidEmail } from './email.ts';

describe('isValidEmail', () => {
  it.each(['cook@example.com', 'first.last+tag@mail.example.co.uk', 'a@b.c'])('accepts %j', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    ['an empty value', ''],
    ['a value without an at sign', 'cook.example.com'],
    ['a value with two at signs', 'cook@home@example.com'],
    ['a value with a second at sign after a valid address', 'cook@example.com@example.org'],
    ['a value with a space', 'cook @example.com'],
    ['a value with a tab', 'cook@exa\tmple.com'],
    ['a domain without a dot', 'cook@localhost'],
    ['an empty local part', '@example.com'],
    ['an empty domain', 'cook@'],
    ['a domain starting with a dot', 'cook@.example.com'],
    ['a domain ending with a dot', 'cook@example.com.'],
  ])('rejects %s', (_label, value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});

describe('EmailSchema', () => {
  it('lowercases a valid address', () => {
    expect(EmailSchema.parse('Cook@Example.COM')).toBe('cook@example.com');
  });

  it('trims surrounding whitespace before validating', () => {
    expect(EmailSchema.parse('  cook@example.com \n')).toBe('cook@example.com');
  });

  it('reports "Please enter a valid email address" for an invalid address', () => {
    const result = EmailSchema.safeParse('not-an-email');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a valid email address',
    ]);
    expect(INVALID_EMAIL_MESSAGE).toBe('Please enter a valid email address');
  });

  it('rejects a blank value with the same message', () => {
    const result = EmailSchema.safeParse('   ');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address');
  });

  it('rejects a space inside the address', () => {
    expect(EmailSchema.safeParse('co ok@example.com').success).toBe(false);
  });
});
