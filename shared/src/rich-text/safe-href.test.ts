import { describe, expect, it } from 'vitest';
import { isExternalHref, safeHref } from './safe-href.ts';

describe('safeHref', () => {
  it('keeps http and https addresses', () => {
    expect(safeHref('https://example.com/recipes?x=1#top')).toBe('https://example.com/recipes?x=1#top');
    expect(safeHref('http://example.com/')).toBe('http://example.com/');
  });

  it('keeps a mailto address', () => {
    expect(safeHref('mailto:cook@example.com')).toBe('mailto:cook@example.com');
  });

  it('keeps a path on the same site and a fragment', () => {
    expect(safeHref('/recipes/lemon-drizzle-cake')).toBe('/recipes/lemon-drizzle-cake');
    expect(safeHref('#step-2')).toBe('#step-2');
  });

  it('trims surrounding whitespace from an allowed href', () => {
    expect(safeHref('  /about  ')).toBe('/about');
    expect(safeHref('\n https://example.com/ \t')).toBe('https://example.com/');
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    '\tjavascript:alert(1)',
    '\n\njavascript:alert(1)',
    'java\tscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/file',
  ])('drops the dangerous or unsupported href %j', (href) => {
    expect(safeHref(href)).toBeNull();
  });

  it('drops protocol-relative addresses to another host', () => {
    expect(safeHref('//evil.example')).toBeNull();
  });

  it('drops paths that a browser would read as another host', () => {
    expect(safeHref('/\\evil.example')).toBeNull();
    expect(safeHref('/\t/evil.example')).toBeNull();
    expect(safeHref('/\n/evil.example')).toBeNull();
  });

  it('drops empty and unparsable hrefs', () => {
    expect(safeHref('')).toBeNull();
    expect(safeHref('   ')).toBeNull();
    expect(safeHref('not a url')).toBeNull();
    expect(safeHref('https://')).toBeNull();
  });

  it('percent-encodes attribute-breaking quotes in an absolute address', () => {
    const href = safeHref('https://example.com/"onmouseover="alert(1)');
    expect(href).not.toBeNull();
    expect(href).not.toContain('"');
  });
});

describe('isExternalHref', () => {
  it('treats http, https and mailto addresses as external whatever their case', () => {
    expect(isExternalHref('https://example.com')).toBe(true);
    expect(isExternalHref('HTTP://example.com')).toBe(true);
    expect(isExternalHref('mailto:a@example.com')).toBe(true);
  });

  it('treats paths and fragments as internal', () => {
    expect(isExternalHref('/recipes')).toBe(false);
    expect(isExternalHref('#step-1')).toBe(false);
  });
});
