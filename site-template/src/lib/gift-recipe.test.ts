import { describe, expect, it } from 'vitest';
import { giftMailto } from './gift-recipe';

describe('giftMailto', () => {
  it('addresses the friend and carries the message, then the title and link', () => {
    const link = new URL(
      giftMailto('sam@example.com', '  Make these for Sunday tea!  ', 'Tall Scones', 'https://k.example/r/s'),
    );
    expect(link.protocol).toBe('mailto:');
    expect(decodeURIComponent(link.pathname)).toBe('sam@example.com');
    expect(link.searchParams.get('subject')).toBe('A recipe for you: Tall Scones');
    expect(link.searchParams.get('body')).toBe(
      'Make these for Sunday tea!\n\nTall Scones\nhttps://k.example/r/s',
    );
  });

  it('leaves out an empty message and encodes what could break the link', () => {
    const link = new URL(giftMailto('a+b@example.com', '   ', 'Fish & Chips?', 'https://k.example/r/f'));
    expect(decodeURIComponent(link.pathname)).toBe('a+b@example.com');
    expect(link.searchParams.get('subject')).toBe('A recipe for you: Fish & Chips?');
    expect(link.searchParams.get('body')).toBe('Fish & Chips?\nhttps://k.example/r/f');
  });
});
