import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readerInitials, readerName } from './arrival-toast';

describe('how the kitchen names a signed-in reader to themselves', () => {
  it('uses their name, else their own address', () => {
    expect(readerName({ displayName: 'Olive Oyl', email: 'olive@example.com' })).toBe('Olive Oyl');
    expect(readerName({ displayName: '  ', email: 'olive@example.com' })).toBe('olive@example.com');
    expect(readerName({ displayName: null, email: 'olive@example.com' })).toBe('olive@example.com');
  });

  it('shows the first and last initials of the name, else of the address', () => {
    expect(readerInitials({ displayName: 'Olive Mae Oyl', email: 'x@example.com' })).toBe('OO');
    expect(readerInitials({ displayName: 'élodie', email: 'x@example.com' })).toBe('É');
    expect(readerInitials({ displayName: null, email: 'june.baker@example.com' })).toBe('JB');
    expect(readerInitials({ displayName: null, email: '@example.com' })).toBe('?');
  });

  it('always has one or two letters to show, whatever the name (generated)', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.emailAddress(), (displayName, email) => {
        const characters = Array.from(new Intl.Segmenter().segment(readerInitials({ displayName, email })));
        expect(characters.length).toBeGreaterThanOrEqual(1);
        expect(characters.length).toBeLessThanOrEqual(4);
      }),
    );
  });
});
