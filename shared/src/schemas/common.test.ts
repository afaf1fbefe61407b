import { describe, expect, it } from 'vitest';
import { CoercedDateSchema, HrefSchema, IdSchema, SlugSchema, TitleSchema, WebUrlSchema } from './common.ts';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('SlugSchema', () => {
  it.each(['lemon-drizzle-cake', 'a', 'pie2', '2024-roundup'])('accepts %j', (slug) => {
    expect(SlugSchema.parse(slug)).toBe(slug);
  });

  it('says "Required" for an empty slug', () => {
    expect(messages(SlugSchema.safeParse(''))).toContain('Required');
  });

  it('limits slugs to 100 characters', () => {
    expect(SlugSchema.safeParse('a'.repeat(100)).success).toBe(true);
    expect(messages(SlugSchema.safeParse('a'.repeat(101)))).toContain('Use at most 100 characters');
  });

  it.each(['Lemon-Cake', 'lemon cake', 'lemon--cake', '-lemon', 'lemon-', 'lemon_cake', 'crème'])(
    'rejects %j with a hint about the allowed characters',
    (slug) => {
      expect(messages(SlugSchema.safeParse(slug))).toEqual([
        'Use lowercase letters, digits and single hyphens (for example "lemon-drizzle-cake")',
      ]);
    },
  );
});

describe('TitleSchema', () => {
  it('trims the title and says "Required" when nothing is left', () => {
    expect(TitleSchema.parse('  Lemon cake ')).toBe('Lemon cake');
    expect(messages(TitleSchema.safeParse('   '))).toEqual(['Required']);
  });
});

describe('IdSchema', () => {
  it('accepts a uuid and rejects anything else', () => {
    expect(IdSchema.safeParse('0b7f9c62-4a3e-4d3b-9f1e-2c5a8e6d1f00').success).toBe(true);
    expect(messages(IdSchema.safeParse('42'))).toEqual(['Must be a valid id (uuid)']);
  });
});

describe('WebUrlSchema', () => {
  it.each([
    'https://example.com',
    'http://example.com/recipes?page=2#top',
    'https://sub.example.co.uk/path',
    'http://localhost',
    'http://localhost:4321/recipes',
  ])('accepts %j', (url) => {
    expect(WebUrlSchema.safeParse(url).success).toBe(true);
  });

  it('trims surrounding whitespace', () => {
    expect(WebUrlSchema.parse('  https://example.com  ')).toBe('https://example.com');
  });

  it.each([
    'example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'https://example',
    'https://exa mple.com',
    '/recipes',
    '',
  ])('rejects %j with "Invalid URL"', (url) => {
    expect(messages(WebUrlSchema.safeParse(url))).toEqual(['Invalid URL']);
  });
});

describe('HrefSchema', () => {
  it('refuses protocol-relative and backslash paths that browsers send to another host', () => {
    expect(HrefSchema.safeParse('//evil.example/path').success).toBe(false);
    expect(HrefSchema.safeParse('/\\evil.example').success).toBe(false);
    expect(HrefSchema.safeParse('/links').success).toBe(true);
  });

  it('accepts a web address and a path on the kitchen', () => {
    expect(HrefSchema.safeParse('https://example.com/shop').success).toBe(true);
    expect(HrefSchema.safeParse('/links').success).toBe(true);
    expect(HrefSchema.safeParse('/').success).toBe(true);
  });

  it.each(['links', 'javascript:alert(1)', '/with space', 'mailto:a@example.com'])(
    'rejects %j with "Invalid URL"',
    (href) => {
      const result = HrefSchema.safeParse(href);
      expect(result.success).toBe(false);
      expect(messages(result)).toEqual(['Invalid URL']);
    },
  );
});

describe('CoercedDateSchema', () => {
  const DATE_MESSAGE =
    'Must be a date: an ISO 8601 string (2026-03-05 or 2026-03-05T14:00:00Z) or milliseconds since 1970 as a number';

  it('coerces ISO strings, epoch milliseconds and dates', () => {
    expect(CoercedDateSchema.parse('2026-03-05T14:00:00Z').toISOString()).toBe('2026-03-05T14:00:00.000Z');
    expect(CoercedDateSchema.parse('2026-03-05T15:00:00+01:00').toISOString()).toBe(
      '2026-03-05T14:00:00.000Z',
    );
    expect(CoercedDateSchema.parse('2026-03-05').toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect(CoercedDateSchema.parse(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    const date = new Date('2026-01-01T00:00:00Z');
    expect(CoercedDateSchema.parse(date).getTime()).toBe(date.getTime());
  });

  it.each([
    ['true (was stored as 1970)', true],
    ['"0" (was stored as 2000)', '0'],
    ['"2026" (a bare year)', '2026'],
    ['"next tuesday"', 'next tuesday'],
    ['"Thu, 05 Mar 2026 14:00:00 GMT" (not ISO)', 'Thu, 05 Mar 2026 14:00:00 GMT'],
    ['a negative timestamp', -1],
    ['a fractional timestamp', 1.5],
    ['a timestamp past year 9999', 1e15],
    ['an invalid Date', new Date('nope')],
    ['an object', { year: 2026 }],
    ['an empty string', ''],
  ])('refuses %s with a message that says what a date is', (_label, value) => {
    expect(messages(CoercedDateSchema.safeParse(value))).toEqual([DATE_MESSAGE]);
  });
});
