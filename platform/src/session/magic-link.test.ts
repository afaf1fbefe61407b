import { describe, expect, it, vi } from 'vitest';
import { READER, testSession, unauthorized } from '../test-support/fake-api.ts';
import { currentAccountLinkOffer } from './account-link-offer.ts';
import { acceptMagicLink, takeMagicLinkToken } from './magic-link.ts';
import { ensureCurrentUser } from './session.ts';

const opened = { currentUser: READER, authToken: 'session-token', next: '/' };

describe('an mgk in the address', () => {
  it('is taken out, keeping the path, the other parameters and the fragment', () => {
    expect(takeMagicLinkToken('http://localhost:4321/bookmarks?mgk=abc&view=grid#top')).toEqual({
      token: 'abc',
      address: '/bookmarks?view=grid#top',
    });
    expect(takeMagicLinkToken('http://localhost:4321/profile?mgk=a%2Bb')).toEqual({
      token: 'a+b',
      address: '/profile',
    });
  });

  it('is nothing when absent or empty', () => {
    expect(takeMagicLinkToken('http://localhost:4321/bookmarks?view=grid')).toBeNull();
    expect(takeMagicLinkToken('http://localhost:4321/bookmarks?mgk=')).toBeNull();
  });

  const owner = { account: { displayName: 'Reader', maskedEmail: 'r•••@example.com' } };

  /** Waits until the dialog asks the visitor, then answers for them. */
  async function answerOffer(accepted: boolean) {
    await vi.waitFor(() => {
      expect(currentAccountLinkOffer()).not.toBeNull();
    });
    expect(currentAccountLinkOffer()?.account).toEqual(owner.account);
    currentAccountLinkOffer()!.decide(accepted);
  }

  it('is removed from the address, offered to the visitor with whose account it opens, and exchanged once they confirm', async () => {
    const { session, calls, tokens } = testSession({
      'POST /manage/sign-in/abc/account': { status: 200, body: owner },
      'POST /manage/sign-in/abc': { status: 200, body: opened },
    });
    const replace = vi.fn();
    acceptMagicLink(session, 'http://localhost:4321/profile?mgk=abc', replace);
    expect(replace).toHaveBeenCalledWith('/profile');
    // A route guard asking meanwhile waits for the visitor and the exchange instead of seeing nobody.
    const user = ensureCurrentUser(session);
    await answerOffer(true);
    expect(await user).toEqual(READER);
    expect(tokens.read()).toBe('session-token');
    expect(calls.map((call) => `${call.method} ${call.path} ${call.authorization}`)).toEqual([
      'POST /manage/sign-in/abc/account null',
      'POST /manage/sign-in/abc null',
    ]);
    expect(currentAccountLinkOffer()).toBeNull();
  });

  it('is left unspent, and the visitor signed out, when they say the account is not theirs', async () => {
    const { session, calls, tokens } = testSession({
      'POST /manage/sign-in/abc/account': { status: 200, body: owner },
      'POST /manage/sign-in/abc': { status: 200, body: opened },
    });
    acceptMagicLink(session, 'http://localhost:4321/profile?mgk=abc', () => undefined);
    const user = ensureCurrentUser(session);
    await answerOffer(false);
    expect(await user).toBeNull();
    expect(tokens.read()).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /manage/sign-in/abc/account']);
  });

  it('leaves the reader signed out, with no token, when the link is spent, expired or unknown', async () => {
    const { session, tokens } = testSession(
      { 'GET /manage/current-user': unauthorized, 'POST /manage/sign-in/spent/account': unauthorized },
      'older-token',
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    acceptMagicLink(session, 'http://localhost:4321/bookmarks?mgk=spent', () => undefined);
    expect(await ensureCurrentUser(session)).toBeNull();
    expect(tokens.read()).toBeNull();
  });

  it('keeps a signed-in reader as they are and spends nothing, so a link for another account cannot swap them', async () => {
    const { session, calls, tokens } = testSession(
      {
        'GET /manage/current-user': { status: 200, body: { currentUser: READER } },
        'POST /manage/sign-in/theirs': { status: 200, body: { ...opened, authToken: 'their-token' } },
      },
      'my-token',
    );
    const replace = vi.fn();
    acceptMagicLink(session, 'http://localhost:4321/profile?mgk=theirs', replace);
    expect(replace).toHaveBeenCalledWith('/profile');
    expect(await ensureCurrentUser(session)).toEqual(READER);
    expect(tokens.read()).toBe('my-token');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /manage/current-user']);
  });

  it('changes nothing when the address has none', () => {
    const { session, calls } = testSession();
    const replace = vi.fn();
    acceptMagicLink(session, 'http://localhost:4321/bookmarks', replace);
    expect(replace).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});
