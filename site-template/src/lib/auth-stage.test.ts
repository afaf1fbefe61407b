import { describe, expect, it } from 'vitest';
import { authStage, type AuthStageInput } from './auth-stage';

const none = { status: 'none', linkFailed: false } as const;
const stage = (overrides: Partial<AuthStageInput>) =>
  authStage({
    mode: 'sign-in',
    enhanced: true,
    reader: none,
    confirming: false,
    redirecting: false,
    linkExpired: false,
    ...overrides,
  });

describe('authStage', () => {
  it('is the form as static HTML, so the page works without JavaScript', () => {
    expect(stage({ enhanced: false, reader: { status: 'pending' } })).toBe('SIGN_IN');
    expect(stage({ enhanced: false, mode: 'sign-up' })).toBe('SIGN_UP');
  });

  it('loads while the reader is unknown, then shows the form to a signed-out reader', () => {
    expect(stage({ reader: { status: 'pending' } })).toBe('LOADING');
    expect(stage({})).toBe('SIGN_IN');
    expect(stage({ mode: 'sign-up' })).toBe('SIGN_UP');
  });

  it('sends a signed-in reader on', () => {
    expect(stage({ reader: { status: 'signed-in' } as never })).toBe('REDIRECTING');
    expect(stage({ mode: 'sign-up', reader: { status: 'signed-in' } as never })).toBe('REDIRECTING');
  });

  it('says the link expired after a link that could not be used', () => {
    expect(stage({ reader: { status: 'none', linkFailed: true } })).toBe('TOKEN_CLAIMED');
    expect(stage({ linkExpired: true })).toBe('TOKEN_CLAIMED');
  });

  it('confirms once the e-mail is sent, and redirects once a code is accepted', () => {
    expect(stage({ confirming: true })).toBe('CONFIRM');
    expect(stage({ confirming: true, redirecting: true })).toBe('REDIRECTING');
  });
});
