import { describe, expect, it } from 'vitest';
import { hashOneTimeCode, newOneTimeCode, oneTimeCodeMatches } from './one-time-code.ts';

describe('one-time codes', () => {
  it('are six digits, leading zeros included, and spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, newOneTimeCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('match only their own link: the hash is salted with the link id', () => {
    const stored = hashOneTimeCode('link-a', '042917');
    expect(oneTimeCodeMatches('link-a', '042917', stored)).toBe(true);
    expect(oneTimeCodeMatches('link-a', '042918', stored)).toBe(false);
    expect(oneTimeCodeMatches('link-b', '042917', stored)).toBe(false);
    expect(hashOneTimeCode('link-b', '042917')).not.toBe(stored);
  });

  it('refuse a damaged stored hash rather than throwing', () => {
    expect(oneTimeCodeMatches('link-a', '042917', 'abc')).toBe(false);
  });
});
