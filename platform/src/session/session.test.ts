import { describe, expect, it } from 'vitest';
import { READER, testSession, unauthorized } from '../test-support/fake-api.ts';
import { CURRENT_USER_KEY, ensureCurrentUser, forgetReaderData, signOut, storeSession } from './session.ts';

describe('the current user', () => {
  it('is nobody, without a call, when no token is stored', async () => {
    const { session, calls } = testSession();
    expect(await ensureCurrentUser(session)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('is the profile the API gives for the stored token, fetched once', async () => {
    const { session, calls } = testSession(
      { 'GET /manage/current-user': { status: 200, body: { currentUser: READER } } },
      'tok',
    );
    expect(await ensureCurrentUser(session)).toEqual(READER);
    expect(await ensureCurrentUser(session)).toEqual(READER);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.authorization).toBe('Bearer tok');
  });

  it.each([401, 404])('is nobody, and the token forgotten, when the API answers %i', async (status) => {
    const { session, tokens } = testSession(
      { 'GET /manage/current-user': { status, body: unauthorized.body } },
      'stale',
    );
    expect(await ensureCurrentUser(session)).toBeNull();
    expect(tokens.read()).toBeNull();
  });

  it('keeps the token and reports the failure when the API is unreachable', async () => {
    const { session, tokens } = testSession({ 'GET /manage/current-user': { status: 503 } }, 'tok');
    await expect(ensureCurrentUser(session)).rejects.toMatchObject({ status: 503 });
    expect(tokens.read()).toBe('tok');
  });
});

describe('signing out', () => {
  it('revokes the session on the API, then forgets the token, and the reader’s data once asked', async () => {
    const { session, calls, tokens } = testSession({
      'POST /manage/sign-out': { status: 200, body: { ok: true } },
    });
    storeSession(session, { authToken: 'tok', currentUser: READER });
    session.queryClient.setQueryData(['bookmarks'], { kitchens: [] });
    await signOut(session);
    expect(calls.map((call) => `${call.method} ${call.path} ${call.authorization}`)).toEqual([
      'POST /manage/sign-out Bearer tok',
    ]);
    expect(tokens.read()).toBeNull();
    expect(session.queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull();
    expect(session.queryClient.getQueryData(['bookmarks'])).toEqual({ kitchens: [] });
    forgetReaderData(session);
    expect(session.queryClient.getQueryData(['bookmarks'])).toBeUndefined();
    expect(session.queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull();
  });

  it('counts a token the API already refuses as signed out', async () => {
    const { session, tokens } = testSession({ 'POST /manage/sign-out': unauthorized });
    storeSession(session, { authToken: 'tok', currentUser: READER });
    await signOut(session);
    expect(tokens.read()).toBeNull();
  });

  it('stays signed in when the API could not revoke the session', async () => {
    const { session, tokens } = testSession({ 'POST /manage/sign-out': { status: 500 } });
    storeSession(session, { authToken: 'tok', currentUser: READER });
    await expect(signOut(session)).rejects.toMatchObject({ status: 500 });
    expect(tokens.read()).toBe('tok');
    expect(session.queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(READER);
  });
});
