import { ApiError } from '@larder/shared/api/api-client';
import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  emailLinkReducer,
  initialEmailLinkState,
  requestFailureMessage,
  type EmailLinkAction,
  type EmailLinkState,
} from './email-link-form.ts';

const run = (actions: EmailLinkAction[], state: EmailLinkState = initialEmailLinkState()) =>
  actions.reduce(emailLinkReducer, state);

describe('the e-mail link form', () => {
  it('cannot be submitted while the field is empty or blank', () => {
    expect(canSubmit(initialEmailLinkState())).toBe(false);
    expect(canSubmit(run([{ type: 'edit', email: '   ' }]))).toBe(false);
    expect(canSubmit(run([{ type: 'edit', email: 'a' }]))).toBe(true);
  });

  it('says "Please enter a valid email address" for a malformed address, and sends nothing', () => {
    const state = run([{ type: 'edit', email: 'cook@kitchen' }, { type: 'submit' }]);
    expect(state).toEqual({
      stage: 'form',
      email: 'cook@kitchen',
      error: 'Please enter a valid email address',
      busy: false,
    });
  });

  it('clears the error as soon as the address is edited', () => {
    const state = run([
      { type: 'edit', email: 'cook' },
      { type: 'submit' },
      { type: 'edit', email: 'cook@' },
    ]);
    expect(state).toMatchObject({ error: null });
  });

  it('is busy while the request is out, and cannot be sent twice', () => {
    const state = run([{ type: 'edit', email: ' cook@kitchen.example ' }, { type: 'submit' }]);
    expect(state).toMatchObject({ busy: true, error: null });
    expect(canSubmit(state)).toBe(false);
    expect(emailLinkReducer(state, { type: 'submit' })).toBe(state);
  });

  it('moves to the confirm stage once the link is sent, with the address as sent', () => {
    const state = run([
      { type: 'edit', email: ' cook@kitchen.example ' },
      { type: 'submit' },
      { type: 'sent' },
    ]);
    expect(state).toEqual({ stage: 'confirm', email: 'cook@kitchen.example' });
  });

  it('shows the failure and lets the reader try again', () => {
    const state = run([
      { type: 'edit', email: 'cook@kitchen.example' },
      { type: 'submit' },
      { type: 'failed', message: 'Something went wrong. Please try again.' },
    ]);
    expect(state).toMatchObject({ busy: false, error: 'Something went wrong. Please try again.' });
    expect(canSubmit(state)).toBe(true);
  });

  it('goes back to the first stage with "Enter different email", keeping the address to edit', () => {
    const confirm = run([
      { type: 'edit', email: 'cook@kitchen.example' },
      { type: 'submit' },
      { type: 'sent' },
    ]);
    expect(emailLinkReducer(confirm, { type: 'different-email' })).toEqual(
      initialEmailLinkState('cook@kitchen.example'),
    );
  });

  it('reads "Something went wrong. Please try again." for failures, and the wait message for a rate limit', () => {
    expect(requestFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(requestFailureMessage(new ApiError(500, null))).toBe('Something went wrong. Please try again.');
    const limited = new ApiError(429, {
      error: { code: 'rate_limited', message: 'Too many requests. Wait a moment and try again.' },
    });
    expect(requestFailureMessage(limited)).toBe('Too many requests. Wait a moment and try again.');
  });
});
