import { ApiError } from '@larder/shared/api/api-client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { READER } from '../test-support/fake-api.ts';
import { profileSaveErrors, profileUpdate, profileValues, type ProfileValues } from './profile-form.ts';

const values = (changes: Partial<ProfileValues> = {}): ProfileValues => ({
  ...profileValues(READER),
  ...changes,
});

describe('the profile form', () => {
  it('starts from the profile: the bio as lines, an unset unit choice as the kitchen default', () => {
    expect(
      profileValues({
        ...READER,
        bio: [
          { type: 'paragraph', children: [{ text: 'I bake on Sundays.' }] },
          { type: 'paragraph', children: [{ text: 'Mostly bread.' }] },
        ],
      }),
    ).toEqual({
      displayName: 'Robin Reader',
      handle: 'robin',
      bio: 'I bake on Sundays.\nMostly bread.',
      measurementSystem: '',
      temperatureSystem: 'celsius',
    });
  });

  it('sends the bio as plain paragraphs, one per non-empty line, and the kitchen default as null', () => {
    expect(
      profileUpdate(values({ bio: 'First line\n\n  Second line  ', temperatureSystem: '' }), READER),
    ).toEqual({
      update: {
        displayName: 'Robin Reader',
        handle: 'robin',
        bio: [
          { type: 'paragraph', children: [{ text: 'First line' }] },
          { type: 'paragraph', children: [{ text: 'Second line' }] },
        ],
        measurementSystem: null,
        temperatureSystem: null,
      },
    });
    expect(profileUpdate(values({ bio: ' \n ' }), READER)).toMatchObject({ update: { bio: null } });
  });

  it('trims the name and the handle before checking them', () => {
    expect(profileUpdate(values({ displayName: '  Jo  ', handle: ' jo.b ' }), READER)).toMatchObject({
      update: { displayName: 'Jo', handle: 'jo.b' },
    });
  });

  it('refuses a name or handle shorter than 2 or longer than 255 characters (spec §5)', () => {
    expect(profileUpdate(values({ displayName: 'J' }), READER)).toEqual({
      errors: { displayName: 'Use at least 2 characters' },
    });
    expect(profileUpdate(values({ handle: 'x'.repeat(256) }), READER)).toEqual({
      errors: { handle: 'Use at most 255 characters' },
    });
    expect(profileUpdate(values({ displayName: 'x'.repeat(255), handle: 'ab' }), READER)).toHaveProperty(
      'update',
    );
  });

  it('names every length from 0 to 300 right (generated, seeded)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), (length) => {
        const result = profileUpdate(values({ displayName: 'n'.repeat(length) }), READER);
        expect('update' in result).toBe(length >= 2 && length <= 255);
      }),
      { seed: 5, numRuns: 300 },
    );
  });

  it('refuses a handle with characters other than letters, digits, dots, dashes and underscores', () => {
    expect(profileUpdate(values({ handle: 'robin reader' }), READER)).toEqual({
      errors: { handle: 'Use letters, digits, dots, dashes and underscores' },
    });
  });

  it('leaves a name or handle that was never set unset, but cannot empty one that was', () => {
    const newcomer = { ...READER, displayName: null, handle: null };
    const update = profileUpdate(values({ displayName: '', handle: '' }), newcomer);
    expect(update).toHaveProperty('update');
    expect('update' in update && update.update).not.toHaveProperty('displayName');
    expect(profileUpdate(values({ displayName: '  ' }), READER)).toEqual({
      errors: { displayName: 'Use at least 2 characters' },
    });
  });

  it('puts the API’s refusals on their fields, and any other failure on the form', () => {
    const taken = new ApiError(409, {
      error: { code: 'handle_taken', message: 'That handle is already taken. Choose another one.' },
    });
    expect(profileSaveErrors(taken)).toEqual({ handle: 'That handle is already taken. Choose another one.' });
    const invalid = new ApiError(400, {
      error: {
        code: 'validation_failed',
        message: 'Some fields are not valid.',
        fields: { displayName: ['Use at least 2 characters'] },
      },
    });
    expect(profileSaveErrors(invalid)).toEqual({ displayName: 'Use at least 2 characters' });
    expect(profileSaveErrors(new TypeError('Failed to fetch'))).toEqual({
      form: 'Something went wrong. Please try again.',
    });
  });
});
