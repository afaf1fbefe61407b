import { describe, expect, it } from 'vitest';
import { copyrightNotice } from './copyright';

describe('the copyright notice', () => {
  it('names the site and the year of the build', () => {
    expect(copyrightNotice('Family Table', new Date('2027-03-01T12:00:00Z'))).toBe('© 2027 Family Table');
  });
});
