import { describe, expect, it } from 'vitest';
import { analyticsTags } from './analytics';

describe('analytics', () => {
  it('loads nothing without a measurement id, or with one of another form', () => {
    for (const id of [null, undefined, '', 'UA-12345-1', "G-ABC');alert(1);//", 'g-abc123'])
      expect(analyticsTags(id), String(id)).toBeNull();
  });

  it('loads gtag.js for the id and configures it', () => {
    const tags = analyticsTags('G-ABC123XYZ')!;
    expect(tags.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ');
    expect(tags.inline).toContain(`gtag('config',"G-ABC123XYZ")`);
  });
});
