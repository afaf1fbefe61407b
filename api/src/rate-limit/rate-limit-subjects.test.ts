import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailRateLimitSubject, ipRateLimitSubject } from './rate-limit-subjects.ts';

describe('rate-limit subjects', () => {
  it('counts an IPv4 address as itself', () => {
    expect(ipRateLimitSubject('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as the same client, however it is written', () => {
    const forms = [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:0:0:0:7',
      '2001:db8:1:2::1.2.3.4',
      '2001:db8:1:2::1%eth0',
    ];
    expect(new Set(forms.map(ipRateLimitSubject))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(ipRateLimitSubject('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(ipRateLimitSubject('::1')).toBe('0:0:0:0::/64');
  });

  it('puts any interface id of a /64 in that /64', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 }), (groups) => {
        const address = groups.map((group) => group.toString(16)).join(':');
        const prefix = `${groups
          .slice(0, 4)
          .map((group) => group.toString(16))
          .join(':')}::/64`;
        expect(ipRateLimitSubject(address)).toBe(prefix);
      }),
      { seed: 64 },
    );
  });

  it('leaves what is not an address as it is, lower-cased', () => {
    expect(ipRateLimitSubject('unknown')).toBe('unknown');
    expect(ipRateLimitSubject('1::2::3')).toBe('1::2::3');
    expect(ipRateLimitSubject('G::1')).toBe('g::1');
  });

  it('counts name+anything@ as name@', () => {
    expect(emailRateLimitSubject('reader+1@example.com')).toBe('reader@example.com');
    expect(emailRateLimitSubject('reader+a+b@example.com')).toBe('reader@example.com');
    expect(emailRateLimitSubject('reader@example.com')).toBe('reader@example.com');
    expect(emailRateLimitSubject('+x@example.com')).toBe('+x@example.com');
  });
});
