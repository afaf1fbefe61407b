import { describe, expect, it } from 'vitest';
import { PublishParamsSchema, RecipeInputSchema } from './recipe-input.ts';

const MINIMAL = { title: 'Lemon drizzle cake', slug: 'lemon-drizzle-cake', privacySetting: 'public' };

function fieldMessages(input: unknown): Record<string, string[]> {
  const result = RecipeInputSchema.safeParse(input);
  const fields: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (fields[issue.path.join('.')] ??= []).push(issue.message);
  return fields;
}

describe('RecipeInputSchema', () => {
  it('accepts a recipe with only title, slug and privacy setting', () => {
    expect(RecipeInputSchema.parse(MINIMAL)).toEqual(MINIMAL);
  });

  it('says "Required" for each missing required field', () => {
    expect(fieldMessages({})).toEqual({
      title: ['Required'],
      slug: ['Required'],
      privacySetting: ['Required'],
    });
  });

  it('says "Required" for a blank title', () => {
    expect(fieldMessages({ ...MINIMAL, title: '   ' })).toEqual({ title: ['Required'] });
  });

  it('trims the title', () => {
    expect(RecipeInputSchema.parse({ ...MINIMAL, title: '  Scones  ' }).title).toBe('Scones');
  });

  it('explains the allowed privacy settings', () => {
    expect(fieldMessages({ ...MINIMAL, privacySetting: 'private' })).toEqual({
      privacySetting: ['Choose "public" or "subscribers_only"'],
    });
    expect(RecipeInputSchema.safeParse({ ...MINIMAL, privacySetting: 'subscribers_only' }).success).toBe(
      true,
    );
  });

  it('rejects a slug with capitals or spaces', () => {
    expect(Object.keys(fieldMessages({ ...MINIMAL, slug: 'Lemon Cake' }))).toEqual(['slug']);
  });

  it.each([
    ['an ISO string', '2026-03-05T14:00:00Z'],
    ['a timestamp number', Date.parse('2026-03-05T14:00:00Z')],
    ['a Date', new Date('2026-03-05T14:00:00Z')],
  ])('coerces publishedAt from %s', (_label, publishedAt) => {
    const parsed = RecipeInputSchema.parse({ ...MINIMAL, publishedAt });
    expect(parsed.publishedAt).toBeInstanceOf(Date);
    expect(parsed.publishedAt?.toISOString()).toBe('2026-03-05T14:00:00.000Z');
  });

  it('keeps a null publishedAt and rejects one that is not a date', () => {
    expect(RecipeInputSchema.parse({ ...MINIMAL, publishedAt: null }).publishedAt).toBeNull();
    expect(fieldMessages({ ...MINIMAL, publishedAt: 'soon' })).toEqual({ publishedAt: ['Must be a date'] });
  });

  it('accepts a YouTube video id', () => {
    expect(RecipeInputSchema.parse({ ...MINIMAL, youtubeVideoId: 'dQw4w9WgXcQ' }).youtubeVideoId).toBe(
      'dQw4w9WgXcQ',
    );
    expect(RecipeInputSchema.parse({ ...MINIMAL, youtubeVideoId: 'a_b-C1' }).youtubeVideoId).toBe('a_b-C1');
  });

  it.each(['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'short', 'has space1', 'x'.repeat(21)])(
    'rejects %j as a YouTube video id',
    (youtubeVideoId) => {
      expect(fieldMessages({ ...MINIMAL, youtubeVideoId })).toEqual({
        youtubeVideoId: ['Enter the id of a YouTube video (for example dQw4w9WgXcQ)'],
      });
    },
  );

  it('rejects negative cooking times and unknown difficulty levels', () => {
    expect(
      Object.keys(fieldMessages({ ...MINIMAL, prepTimeMinutes: -5, difficultyLevel: 'expert' })),
    ).toEqual(['prepTimeMinutes', 'difficultyLevel']);
  });

  it('rejects a rich-text description with an unknown node', () => {
    const result = RecipeInputSchema.safeParse({
      ...MINIMAL,
      description: [{ type: 'script', children: [] }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe('description');
  });

  it('requires uuids for referenced taxonomy ids', () => {
    expect(fieldMessages({ ...MINIMAL, tagIds: ['dessert'] })).toEqual({
      'tagIds.0': ['Must be a valid id (uuid)'],
    });
  });
});

describe('PublishParamsSchema', () => {
  it('allows an empty body and coerces a publish date', () => {
    expect(PublishParamsSchema.parse({})).toEqual({});
    expect(PublishParamsSchema.parse({ publishedAt: '2026-01-02' }).publishedAt?.toISOString()).toBe(
      '2026-01-02T00:00:00.000Z',
    );
  });
});
