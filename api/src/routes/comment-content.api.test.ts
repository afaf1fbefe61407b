import { CommentContentSchema, CommentsResponseSchema } from '@larder/shared/schemas/comment';
import { RichTextSchema } from '@larder/shared/rich-text/rich-text-schema';
import { arbitraryFor } from '@larder/shared/test-support/zod-arbitrary';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import { createReader, kitchenRecipes } from '../test-support/test-client.ts';

/** Generated comment content, hostile and not (seeded): what the API stores and answers. */
const SEED = 20_261_124;

let world: TestWorld;
let token: string;
let recipeId: string;

beforeAll(async () => {
  world = await createTestWorld(undefined, { LARDER_RATE_LIMITS: 'off' });
  token = (await createReader(world)).token;
  recipeId = (await kitchenRecipes(world, 'family-table')).public[0]!;
});
afterAll(async () => world.cleanup());

async function post(body: unknown, raw?: string): Promise<{ status: number; json: unknown }> {
  await world.db.deleteFrom('comments').execute();
  const response = await world.app.request('/api/v1/site/family-table/comments', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: raw ?? JSON.stringify(body),
  });
  const json: unknown = await response.json();
  return { status: response.status, json };
}

const storedCount = async () => (await world.db.selectFrom('comments').select('id').execute()).length;

/**
 * What a reader sees of a text, written apart from the implementation: no control, format or
 * blank characters, no whitespace. Normalising may drop those and nothing else.
 */
const visible = (text: string) =>
  text.toWellFormed().replace(/[\p{Cc}\p{Cf}\s\u115F\u1160\u180E\u2800\u3164\uFFA0]/gu, '');

const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '<a href="javascript:alert(1)">click</a>',
    '<img src=x onerror=alert(1)>',
    'https://evil.example/?q=<b>',
    '[link](javascript:alert(1))',
    '\u202eevil\u202c',
    '\u2066isolate\u2069',
    '\u0000\u0001\u0007\u001b[31m',
    '\ud800\udfff\udbff',
    ' \u00a0\u200b\u3000\ufeff ',
    '\r\n\r\n\u2028\u2029\u0085',
    '\t\t\v\f',
    '👩‍👩‍👧 🇬🇧',
    'x'.repeat(6000),
  ),
  fc
    .array(
      fc.constantFrom(
        ' ',
        '\t',
        '\n',
        '\r',
        '\u00a0',
        '\u200b',
        '\u200d',
        '\u3000',
        '\u2028',
        '\ufeff',
        '\u0007',
        'a',
        '<',
        'é',
      ),
      {
        maxLength: 40,
      },
    )
    .map((parts) => parts.join('')),
);

const plainParagraphs = fc.array(
  fc.array(hostileText, { minLength: 1, maxLength: 3 }).map((texts) => ({
    type: 'paragraph',
    children: texts.map((text) => ({ text })),
  })),
  { minLength: 1, maxLength: 25 },
);

describe('comment content, generated', { timeout: 120_000 }, () => {
  it('stores plain paragraphs as clean text: nothing added, only invisible characters dropped', async () => {
    const statuses: number[] = [];
    await fc.assert(
      fc.asyncProperty(plainParagraphs, async (content) => {
        const { status, json } = await post({ recipeId, content });
        statuses.push(status);
        const typed = content.flatMap((block) => block.children.map((leaf) => leaf.text)).join('\n');
        const accepted = CommentContentSchema.safeParse(content).success;
        if (visible(typed) === '') expect(accepted).toBe(false);
        if (!accepted) {
          expect(status).toBe(400);
          expect(json).toMatchObject({ error: { code: 'validation_failed' } });
          expect(await storedCount()).toBe(0);
          return;
        }
        expect(status).toBe(201);
        const stored = CommentsResponseSchema.parse(json).comments[0]!.content;
        const texts = stored.map((block) => {
          expect(block.type).toBe('paragraph');
          const children = 'children' in block ? block.children : [];
          expect(children).toHaveLength(1);
          expect(Object.keys(children[0]!)).toEqual(['text']);
          return 'text' in children[0]! ? children[0].text : '';
        });
        expect(texts.length).toBeLessThanOrEqual(20);
        expect(texts.reduce((sum, text) => sum + Array.from(text).length, 0)).toBeLessThanOrEqual(5000);
        for (const text of texts) {
          expect(text).not.toMatch(/[\p{Cc}\u202a-\u202e\u2066-\u2069\ufeff]/u);
          expect(text).not.toMatch(/^\s|\s$/u);
          expect(visible(text)).not.toBe('');
          expect(text.isWellFormed()).toBe(true);
        }
        expect(visible(texts.join(''))).toBe(visible(typed));
      }),
      { seed: SEED, numRuns: 300 },
    );
    // Both sides of the rule are reached.
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(100);
    expect(statuses.filter((status) => status === 400).length).toBeGreaterThan(30);
  });

  it('refuses any rich text that is more than plain paragraphs, and stores nothing', async () => {
    const formatting = fc.constantFrom<[where: 'block' | 'leaf', node: unknown]>(
      ['leaf', { type: 'link', href: 'https://evil.example', children: [{ text: 'click' }] }],
      ['leaf', { type: 'link', href: 'javascript:alert(1)', children: [{ text: 'x' }] }],
      ['leaf', { text: 'loud', bold: true }],
      ['leaf', { text: 'soft', italic: true }],
      ['leaf', { type: 'measurement', quantity: 1, unitId: '00000000-0000-4000-8000-000000000000' }],
      ['block', { type: 'heading', level: 1, children: [{ text: 'Big' }] }],
      ['block', { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'one' }] }] }],
      ['block', { type: 'document', children: [{ type: 'paragraph', children: [{ text: 'x' }] }] }],
    );
    // Plain paragraphs with one formatted part slipped in.
    const nearlyPlain = fc
      .tuple(plainParagraphs, formatting, fc.nat())
      .map(([content, [where, node], at]) => {
        const blocks: unknown[] = [...content];
        if (where === 'block') blocks.splice(at % (blocks.length + 1), 0, node);
        else content[at % content.length]!.children.push(node as { text: string });
        return blocks;
      });
    await fc.assert(
      fc.asyncProperty(nearlyPlain, async (content) => {
        const { status, json } = await post({ recipeId, content });
        expect(status, JSON.stringify(json).slice(0, 300)).toBe(400);
        expect(await storedCount()).toBe(0);
      }),
      { seed: SEED, numRuns: 200 },
    );
    // Any rich text at all: accepted exactly when it is plain paragraphs with something to say.
    await fc.assert(
      fc.asyncProperty(arbitraryFor(RichTextSchema, { maxDepth: 6, maxArray: 4 }), async (content) => {
        const { status } = await post({ recipeId, content });
        expect(status).toBe(CommentContentSchema.safeParse(content).success ? 201 : 400);
        if (status === 400) expect(await storedCount()).toBe(0);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('refuses rich text nested thousands deep or with a hundred thousand parts, with 4xx and no crash', async () => {
    const deep = `${'{"type":"paragraph","children":['.repeat(5000)}{"text":"bottom"}${']}'.repeat(5000)}`;
    const cases: [string, string][] = [
      ['deep', `{"recipeId":"${recipeId}","content":[${deep}]}`],
      [
        'wide',
        JSON.stringify({
          recipeId,
          content: Array.from({ length: 100_000 }, () => ({ type: 'paragraph', children: [{ text: 'x' }] })),
        }),
      ],
      [
        'long leaves',
        JSON.stringify({
          recipeId,
          content: [{ type: 'paragraph', children: Array(60).fill({ text: 'y'.repeat(15_000) }) }],
        }),
      ],
    ];
    for (const [name, raw] of cases) {
      const { status } = await post(undefined, raw);
      expect([400, 413], name).toContain(status);
    }
    const raw = `{"recipeId":"${recipeId}","content":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect([400, 413]).toContain((await post(undefined, raw)).status);
    expect(await storedCount()).toBe(0);
  });

  it('refuses ids that are not ids, anywhere they appear, with 4xx', async () => {
    const id = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.uuid(),
      fc.constantFrom(
        '',
        '../',
        '%00',
        "' or 1=1 --",
        '00000000-0000-0000-0000-000000000000',
        'x'.repeat(5000),
      ),
    );
    const content = [{ type: 'paragraph', children: [{ text: 'ok' }] }];
    await fc.assert(
      fc.asyncProperty(id, id, async (recipe, parent) => {
        const { status } = await post({ recipeId: recipe, parentId: parent, content });
        expect([400, 404]).toContain(status);
        for (const [method, path] of [
          ['DELETE', `/api/v1/site/family-table/comments/${encodeURIComponent(parent)}`],
          ['DELETE', `/api/v1/site/family-table/comment-upvotes/${encodeURIComponent(parent)}`],
          ['GET', `/api/v1/site/family-table/comments?recipeId=${encodeURIComponent(recipe)}`],
        ] as const) {
          const response = await world.app.request(path, {
            method,
            headers: { Authorization: `Bearer ${token}` },
          });
          expect([400, 404], `${method} ${path}`).toContain(response.status);
        }
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});
