import { describe, expect, it } from 'vitest';
import { cleanLines, cleanText, comparableText } from './clean-text.ts';

describe('text from structured data', () => {
  it('decodes entities (twice-encoded too) and strips tags', () => {
    expect(cleanText('it&#39;s <b>OK</b>&nbsp; really')).toBe("it's OK really");
    expect(cleanText('1/8&amp;quot; thick')).toBe('1/8" thick');
    expect(cleanText('salt & pepper')).toBe('salt & pepper');
  });

  it('keeps lines where the HTML had blocks or the text had newlines', () => {
    expect(cleanLines('<p>Mix.</p><p>Bake.</p>')).toEqual(['Mix.', 'Bake.']);
    expect(cleanLines('Mix.\n\nBake.')).toEqual(['Mix.', 'Bake.']);
  });

  it('compares texts without spacing and punctuation', () => {
    expect(comparableText('1 tablespoon cream cheese')).toBe(comparableText('1 tablespooncream  cheese,'));
  });
});
