import { richTextToPlainText } from '@larder/shared/rich-text/plain-text';
import {
  parseStoredRichText,
  type BlockNode,
  type InlineNode,
  type ListItemNode,
} from '@larder/shared/rich-text/rich-text-schema';
import { TAXONOMY_KINDS } from '@larder/shared/schemas/taxonomy';
import { recipeSearchText } from '@larder/shared/search/recipe-search-text';
import { normalizeSearchText, searchTextMatches } from '@larder/shared/search/search-text-match';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseEngine, type Db } from '../db/database.ts';
import { toJson } from '../db/json-column.ts';
import { createTestWorld, smallKitchens, testEngine, type TestWorld } from '../test-support/test-database.ts';
import { foldedForSearch, recipeSearchPrefilter, searchTermPieces } from './recipe-search-prefilter.ts';
import { loadSearchableRecipes } from './recipe-search-read.ts';
import { listPublishedRecipes } from './recipe-summary-read.ts';

/** The recipe ids whose searchable fields each search read. */
const searchableReads = vi.hoisted((): string[][] => []);
vi.mock('./recipe-search-read.ts', async (original) => {
  const actual = await original<typeof import('./recipe-search-read.ts')>();
  return {
    loadSearchableRecipes: (...args: Parameters<typeof actual.loadSearchableRecipes>) => {
      searchableReads.push(args[2]);
      return actual.loadSearchableRecipes(...args);
    },
  };
});

const UNIT_ID = '0b7f9c62-4a3e-4d3b-9f1e-2c5a8e6d1f00';
const USAGE_ID = '6e1d2c3b-8a9f-4b7e-a6d5-c4b3a2918070';

let world: TestWorld;
let siteId: string;
/** Words of the demo kitchens' recipes, as a reader might type them. */
let vocabulary: string[];

beforeAll(async () => {
  world = await createTestWorld(smallKitchens(12));
  siteId = (
    await world.db
      .selectFrom('sites')
      .select('id')
      .where('slug', '=', 'family-table')
      .executeTakeFirstOrThrow()
  ).id;
  const texts = [
    ...(await world.db.selectFrom('recipes').select(['title as text']).execute()),
    ...(await world.db.selectFrom('recipes').select(['keywords as text']).execute()),
    ...(await world.db.selectFrom('ingredients').select(['title as text']).execute()),
    ...(await world.db.selectFrom('taxonomy_terms').select(['title as text']).execute()),
    ...(await world.db.selectFrom('taxonomy_terms').select(['slug as text']).execute()),
    ...(await world.db.selectFrom('recipes').select('description').execute()).map((row) => ({
      text: richTextToPlainText(parseStoredRichText(parsedOrNull(row.description))),
    })),
  ];
  vocabulary = [
    ...new Set(texts.flatMap((row) => row.text.split(/[\s"[\],]+/).filter((word) => word.length > 1))),
  ];
}, 60_000);
afterAll(async () => world.cleanup());

/** The search as it was before SQL narrowed it: every published recipe read and matched in JavaScript. */
async function unfilteredSearch(db: Db, term: string, limit: number, offset: number) {
  const ids = (
    await db
      .selectFrom('recipes')
      .select('id')
      .where('site_id', '=', siteId)
      .where('published_at', 'is not', null)
      .orderBy('published_at', 'desc')
      .orderBy('title')
      .execute()
  ).map((row) => row.id);
  const searchable = await loadSearchableRecipes(db, siteId, ids);
  const normalised = normalizeSearchText(term);
  const matching = ids.filter((id) => {
    const recipe = searchable.get(id);
    return (
      normalised === '' || (recipe !== undefined && searchTextMatches(recipeSearchText(recipe), normalised))
    );
  });
  return { ids: matching.slice(offset, offset + limit), total: matching.length };
}

async function search(db: Db, term: string, limit = 100, offset = 0) {
  const found = await listPublishedRecipes({ db, apiOrigin: world.env.apiOrigin }, siteId, {
    query: term,
    limit,
    offset,
    orderBy: 'published_at_desc',
    filters: {},
  });
  return { ids: found.recipes.map((recipe) => recipe.id), total: found.total };
}

/** How many of the kitchen's published recipes SQL keeps for a term. */
async function kept(term: string): Promise<number> {
  const condition = recipeSearchPrefilter(siteId, normalizeSearchText(term), databaseEngine(world.db));
  let select = world.db
    .selectFrom('recipes')
    .select(sql<number>`count(*)`.as('count'))
    .where('site_id', '=', siteId)
    .where('published_at', 'is not', null);
  if (condition) select = select.where(condition);
  return (await select.executeTakeFirstOrThrow()).count;
}

interface HostileRecipe {
  title: string;
  privacy: 'public' | 'subscribers_only';
  published: boolean;
  description: string | null;
  keywords: string;
  ingredients: { override: string | null; title: string | null }[];
  terms: { kind: (typeof TAXONOMY_KINDS)[number]; title: string; slug: string }[];
}

/** Runs a test body on the demo kitchen with some more recipes in it, then takes them out again. */
async function withRecipes(recipes: HostileRecipe[], body: (db: Db) => Promise<void>): Promise<void> {
  const rollback = new Error('rollback');
  try {
    await world.db.transaction().execute(async (trx) => {
      for (const [index, recipe] of recipes.entries()) {
        const id = `hostile-recipe-${index}`;
        await trx
          .insertInto('recipes')
          .values({
            id,
            site_id: siteId,
            slug: id,
            title: recipe.title,
            privacy_setting: recipe.privacy,
            description: recipe.description,
            keywords: recipe.keywords,
            published_at: recipe.published ? `2021-01-01T00:00:${String(index).padStart(2, '0')}.000Z` : null,
          })
          .execute();
        await trx
          .insertInto('ingredient_usage_groups')
          .values({ id: `${id}-group`, recipe_id: id, position: 0, title: '' })
          .execute();
        for (const [position, usage] of recipe.ingredients.entries()) {
          let ingredientId: string | null = null;
          if (usage.title !== null) {
            await trx
              .insertInto('ingredients')
              .values({ id: `${id}-ingredient-${position}`, title: usage.title })
              .onConflict((conflict) => conflict.column('title').doNothing())
              .execute();
            ingredientId = (
              await trx
                .selectFrom('ingredients')
                .select('id')
                .where('title', '=', usage.title)
                .executeTakeFirstOrThrow()
            ).id;
          }
          await trx
            .insertInto('ingredient_usages')
            .values({
              id: `${id}-usage-${position}`,
              group_id: `${id}-group`,
              position,
              ingredient_id: ingredientId,
              ingredient_title_override: usage.override,
            })
            .execute();
        }
        for (const [position, term] of recipe.terms.entries()) {
          const termId = `${id}-term-${position}`;
          await trx
            .insertInto('taxonomy_terms')
            .values({
              id: termId,
              site_id: siteId,
              kind: term.kind,
              title: term.title,
              slug: `${term.slug}${termId}`,
            })
            .execute();
          await trx.insertInto('recipe_taxonomy_terms').values({ recipe_id: id, term_id: termId }).execute();
        }
      }
      await body(trx);
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
}

/** Few ASCII letters, so a piece of a term is rarely found by chance beside what it was cut from. */
const CHARACTERS = [
  'a',
  'k',
  's',
  'K',
  'İ',
  '\u0307',
  'K',
  'é',
  'É',
  'e\u0301',
  'ß',
  'ẞ',
  'Σ',
  'ς',
  'ﬁ',
  'Ǆ',
  '%',
  '_',
  '\\',
  '"',
  "'",
  '`',
  ' ',
  '  ',
  '\n',
  '\t',
  '\u00a0',
  '\u3000',
  '日本',
  '😀',
  // Stored by SQLite only: PostgreSQL's text cannot hold it (the API refuses it on both engines).
  ...(testEngine() === 'postgres' ? [] : ['\u0000']),
  '-',
  '.',
];

function hostileTexts(): fc.Arbitrary<string> {
  return fc
    .array(
      fc.oneof(
        { weight: 6, arbitrary: fc.string({ unit: fc.constantFrom(...CHARACTERS), maxLength: 6 }) },
        { weight: 1, arbitrary: fc.constantFrom(...vocabulary) },
        { weight: 1, arbitrary: fc.constantFrom(...vocabulary).map((word) => word.toUpperCase()) },
      ),
      { maxLength: 3 },
    )
    .map((parts) => parts.join(''));
}

function richTexts(text: fc.Arbitrary<string>): fc.Arbitrary<BlockNode[]> {
  const leaf = fc.oneof(
    text.map((value) => ({ text: value })),
    text.map((value) => ({ text: value, bold: true })),
  );
  const inline: fc.Arbitrary<InlineNode> = fc.oneof(
    { weight: 8, arbitrary: leaf },
    {
      weight: 2,
      arbitrary: fc.constant({ type: 'ingredient-usage-reference' as const, ingredientUsageId: USAGE_ID }),
    },
    {
      weight: 2,
      arbitrary: fc
        .array(leaf, { maxLength: 3 })
        .map((children) => ({ type: 'link' as const, href: '/x', children })),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(fc.integer({ min: -5, max: 20 }), fc.double({ min: -100, max: 1000, noNaN: true }))
        .map((quantity) => ({ type: 'measurement' as const, quantity, unitId: UNIT_ID })),
    },
  );
  // A demo word cut into leaves, with a reference or a measurement sometimes between the parts.
  const cutWord: fc.Arbitrary<InlineNode[]> = fc
    .tuple(fc.constantFrom(...vocabulary), fc.nat(), fc.option(inline, { nil: undefined }))
    .map(([word, at, between]) => {
      const cut = at % (word.length + 1);
      return [{ text: word.slice(0, cut) }, ...(between ? [between] : []), { text: word.slice(cut) }];
    });
  const inlines = fc
    .array(
      fc.oneof(
        inline.map((node) => [node]),
        cutWord,
      ),
      { maxLength: 3 },
    )
    .map((parts) => parts.flat());
  const listItem: fc.Arbitrary<ListItemNode> = fc
    .tuple(inlines, fc.option(fc.array(inlines, { minLength: 1, maxLength: 2 }), { nil: undefined }))
    .map(([children, nested]) => ({
      type: 'list-item',
      children: nested
        ? [
            ...children,
            {
              type: 'bulleted-list',
              children: nested.map((items) => ({ type: 'list-item', children: items })),
            },
          ]
        : children,
    }));
  const block: fc.Arbitrary<BlockNode> = fc.oneof(
    inlines.map((children) => ({ type: 'paragraph' as const, children })),
    inlines.map((children) => ({ type: 'heading' as const, level: 2, children })),
    fc
      .array(listItem, { minLength: 1, maxLength: 3 })
      .map((children) => ({ type: 'numbered-list' as const, children })),
  );
  return fc.array(block, { maxLength: 3 });
}

function parsedOrNull(text: string | null): unknown {
  try {
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** Every string inside a JSON-like value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}

describe('narrowing a recipe search in SQL', () => {
  it('folds in SQL every character whose JavaScript lower case holds ASCII, and no other into ASCII', async () => {
    const characters: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
      if (codePoint === 0x0a || (codePoint >= 0xd800 && codePoint <= 0xdfff)) continue;
      // PostgreSQL's text cannot hold U+0000 (the API refuses it on both engines).
      if (codePoint === 0 && testEngine() === 'postgres') continue;
      characters.push(String.fromCodePoint(codePoint));
    }
    const { rows } = await sql<{
      folded: string;
    }>`select ${foldedForSearch(sql.val(characters.join('\n')))} as folded`.execute(world.db);
    const folded = rows[0]!.folded.split('\n');
    expect(folded).toHaveLength(characters.length);
    const holdsAscii = (text: string) =>
      Array.from({ length: text.length }, (_, index) => text.charCodeAt(index)).some((code) => code < 0x80);
    const wrong = characters.filter((character, index) => {
      const lower = character.toLowerCase();
      return holdsAscii(lower) ? folded[index] !== lower : holdsAscii(folded[index]!);
    });
    expect(wrong).toEqual([]);
  });

  it('looks for the runs of printable ASCII of a term, none of them inside another', () => {
    expect(searchTermPieces('crème brûlée')).toEqual(['cr', 'me', 'br', 'l']);
    expect(searchTermPieces('ab abc b%_\\ c')).toEqual(['b%_\\', 'abc']);
    expect(searchTermPieces('日本 é')).toEqual([]);
  });

  it('keeps only the recipes one field of which holds every piece of the term', async () => {
    const everyRecipe = await kept('');
    expect(everyRecipe).toBeGreaterThan(5);
    const title = (
      await world.db
        .selectFrom('recipes')
        .select('title')
        .where('site_id', '=', siteId)
        .where('published_at', 'is not', null)
        .executeTakeFirstOrThrow()
    ).title;
    searchableReads.length = 0;
    const found = await search(world.db, title);
    expect(found.total).toBeGreaterThan(0);
    expect(await kept(title)).toBe(found.total);
    // The search reads the fields of those recipes only, not of the whole kitchen.
    expect(searchableReads.flat()).toHaveLength(found.total);
    expect(await kept('zzqx no recipe says this')).toBe(0);
  });

  it('finds a description’s word split across leaves, around an ingredient reference and a measurement', async () => {
    const description = (children: InlineNode[]) => toJson([{ type: 'paragraph', children }]);
    const recipe = (text: string | null): HostileRecipe => ({
      title: 'Plain',
      privacy: 'public',
      published: true,
      description: text,
      keywords: '[]',
      ingredients: [],
      terms: [],
    });
    await withRecipes(
      [
        recipe(
          description([
            { text: 'Spat' },
            { type: 'ingredient-usage-reference', ingredientUsageId: USAGE_ID },
            { text: 'chcock', bold: true },
          ]),
        ),
        recipe(
          description([
            { text: 'Use ' },
            { type: 'measurement', quantity: 2, unitId: UNIT_ID },
            { text: 'x' },
          ]),
        ),
        recipe('{not json'),
      ],
      async (db) => {
        for (const term of ['spatchcock', '2x', 'not json']) {
          expect(await search(db, term)).toEqual(await unfilteredSearch(db, term, 100, 0));
        }
        expect((await search(db, 'spatchcock')).ids).toContain('hostile-recipe-0');
        expect((await search(db, '2x')).ids).toContain('hostile-recipe-1');
      },
    );
  });

  it('finds exactly what reading every recipe finds, for hostile recipes and terms', async () => {
    const recipe: fc.Arbitrary<HostileRecipe> = fc.record({
      title: hostileTexts(),
      privacy: fc.constantFrom('public', 'subscribers_only'),
      published: fc.constantFrom(true, true, true, false),
      description: fc.oneof(
        { weight: 4, arbitrary: richTexts(hostileTexts()).map((blocks) => toJson(blocks)) },
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constantFrom('{', 'not json', '[{"text":"chicken"}]', '"chicken"', '[]') },
      ),
      keywords: fc.oneof(
        {
          weight: 4,
          arbitrary: fc.array(hostileTexts(), { maxLength: 3 }).map((words) => JSON.stringify(words)),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom('["chicken"', '{"a":"chicken"}', '"chicken"', '[1,null,"Chicken"]'),
        },
      ),
      ingredients: fc.array(
        fc.record({
          override: fc.option(hostileTexts(), { nil: null }),
          title: fc.option(hostileTexts(), { nil: null }),
        }),
        { maxLength: 4 },
      ),
      terms: fc.array(
        fc.record({ kind: fc.constantFrom(...TAXONOMY_KINDS), title: hostileTexts(), slug: hostileTexts() }),
        { maxLength: 3 },
      ),
    });
    const scenario = fc.array(recipe, { minLength: 1, maxLength: 5 }).chain((recipes) => {
      const texts = recipes
        .flatMap((entry) => [
          entry.title,
          richTextToPlainText(parseStoredRichText(parsedOrNull(entry.description))),
          ...stringsIn(parsedOrNull(entry.keywords)),
          ...stringsIn(entry.ingredients),
          ...stringsIn(entry.terms),
        ])
        .filter((text) => normalizeSearchText(text) !== '');
      const slice =
        texts.length === 0
          ? fc.constant('')
          : fc
              .tuple(fc.constantFrom(...texts), fc.nat(), fc.nat(), fc.boolean())
              .map(([text, a, b, upper]) => {
                const part = text.slice(Math.min(a, b) % text.length, 1 + (Math.max(a, b) % text.length));
                return upper ? part.toUpperCase() : part;
              })
              .filter((part) => normalizeSearchText(part) !== '');
      return fc.record({
        recipes: fc.constant(recipes),
        term: fc.oneof(
          { weight: 4, arbitrary: slice },
          { weight: 2, arbitrary: hostileTexts() },
          { weight: 1, arbitrary: fc.constantFrom(...vocabulary) },
          {
            weight: 1,
            arbitrary: fc.constantFrom(
              '%',
              '_',
              '\\',
              '%_\\',
              "'",
              '"',
              'İ',
              'K',
              'i̇',
              'ΣΑΣ',
              '  CHICKEN ',
              '日本',
              'é',
            ),
          },
        ),
        limit: fc.integer({ min: 1, max: 30 }),
        offset: fc.nat({ max: 6 }),
      });
    });

    await fc.assert(
      fc.asyncProperty(scenario, async ({ recipes, term, limit, offset }) => {
        await withRecipes(recipes, async (db) => {
          expect(await search(db, term, limit, offset)).toEqual(
            await unfilteredSearch(db, term, limit, offset),
          );
        });
      }),
      { seed: 20_261_123, numRuns: 400 },
    );
  }, 120_000);
});
