import { describe, expect, it } from 'vitest';
import { privacyContactEmail } from './privacy-contact';

const mail = { id: 'm', platform: 'email' as const, url: 'mailto:hello%40kitchen.example?subject=Hi' };
const insta = { id: 'i', platform: 'instagram' as const, url: 'https://instagram.com/k' };

describe('privacy contact', () => {
  it("prefers the operator's webmaster address", () => {
    expect(privacyContactEmail('webmaster@k.example', [mail])).toBe('webmaster@k.example');
  });

  it("falls back to the kitchen's e-mail link, without its query", () => {
    expect(privacyContactEmail(undefined, [insta, mail])).toBe('hello@kitchen.example');
  });

  it('gives none when the kitchen has no address', () => {
    expect(privacyContactEmail(undefined, [insta])).toBeNull();
  });
});
