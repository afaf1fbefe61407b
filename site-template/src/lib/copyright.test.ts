import { describe, expect, it } from 'vitest';
import { copyrightNotice } from './copyright';

describe('the copyright notice', () => {
  it('names the site and the year of the build', () => {
    expect(copyrightNotice('Family Table', 2027)).toBe('© 2027 Family Table');
  });
});
