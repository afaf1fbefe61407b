import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS } from './bounds.ts';
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
    expect(Object.keys(fieldMessages({ ...MINIMAL, publishedAt: 'soon' }))).toEqual(['publishedAt']);
    expect(Object.keys(fieldMessages({ ...MINIMAL, publishedAt: true }))).toEqual(['publishedAt']);
    expect(Object.keys(fieldMessages({ ...MINIMAL, publishedAt: '0' }))).toEqual(['publishedAt']);
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

  it.each(['tagIds', 'methodIds', 'foodCategoryIds', 'mealIds', 'cuisineIds', 'dietIds', 'contributorIds'])(
    'refuses an oversized %s list with one problem, not one per id',
    (field) => {
      const max = field === 'contributorIds' ? LIMITS.contributorIds : LIMITS.taxonomyIds;
      const result = RecipeInputSchema.safeParse({ ...MINIMAL, [field]: Array(100_000).fill('bad') });
      expect(result.error?.issues).toHaveLength(1);
      expect(result.error?.issues[0]).toMatchObject({ path: [field], message: `Choose at most ${max}` });
    },
  );

  it('refuses imported data nested or sized beyond the limits, and keeps ordinary imports', () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 700; level += 1) deep = { nested: deep };
    expect(fieldMessages({ ...MINIMAL, legacyRecipeData: { content: '<p>x</p>', deep } })).toEqual({
      legacyRecipeData: [
        `The imported recipe data is nested too deeply (at most ${LIMITS.legacyDepth} levels).`,
      ],
    });
    const wide = { content: '<p>x</p>', rows: Array(LIMITS.legacyNodes).fill(1) };
    expect(Object.keys(fieldMessages({ ...MINIMAL, legacyRecipeData: wide }))).toEqual(['legacyRecipeData']);
    const ordinary = { content: '<p>Cake</p>', source: 'wordpress', meta: { id: 12, tags: ['a', 'b'] } };
    expect(RecipeInputSchema.parse({ ...MINIMAL, legacyRecipeData: ordinary }).legacyRecipeData).toEqual(
      ordinary,
    );
  });

  it('refuses rich text nested hundreds of levels deep in any field without overflowing the stack', () => {
    const nested = (kind: 'document' | 'link' | 'list', levels: number) => {
      let node: unknown = { text: 'deep' };
      for (let level = 0; level < levels; level += 1) {
        if (kind === 'document')
          node = { type: 'document', children: [{ type: 'paragraph', children: [node] }] };
        else if (kind === 'link') node = { type: 'link', href: 'https://example.com', children: [node] };
        else node = { type: 'bulleted-list', children: [{ type: 'list-item', children: [node] }] };
      }
      return kind === 'link' ? [{ type: 'paragraph', children: [node] }] : [node];
    };
    fc.assert(
      fc.property(
        fc.constantFrom<('document' | 'link' | 'list')[]>('document', 'link', 'list'),
        fc.integer({ min: LIMITS.richTextDepth, max: 20_000 }),
        fc.constantFrom('description', 'note', 'storyExcerpt'),
        (kind, levels, field) => {
          const result = RecipeInputSchema.safeParse({ ...MINIMAL, [field]: nested(kind, levels) });
          expect(result.success).toBe(false);
          expect(result.error?.issues[0]?.message).toMatch(/nested too deeply/);
        },
      ),
      { seed: 20261123, numRuns: 60 },
    );
    // A recipe's ordinary nesting (a list in a list item with a link) is well within the limit.
    expect(RecipeInputSchema.safeParse({ ...MINIMAL, note: nested('list', 3) }).success).toBe(true);
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
