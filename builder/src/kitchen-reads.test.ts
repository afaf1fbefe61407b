import type { KitchenPageData } from '@larder/shared/schemas/kitchen-snapshot';
import type { PublicRecipe } from '@larder/shared/schemas/recipe-public';
import { propertyRuns } from '@larder/shared/test-support/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BuildClock,
  isRecorded,
  keyChanges,
  type KitchenData,
  keyValue,
  ReadRecorder,
  sameUnder,
} from './kitchen-reads.ts';

interface Summary {
  id: string;
  title: string;
  tags: string[];
  images: { id: string; url: string }[];
}
interface Kitchen {
  site: { title: string; nav: { label: string; href: string }[]; extra?: string };
  recipeSummaries: Summary[];
  collections: { id: string; title: string; recipes: { id: string; title: string }[] }[];
  recipes: { id: string; slug: string; file: string }[];
}

const clock: BuildClock = { year: 2026, day: '2026-11-29' };
const word = fc.constantFrom('a', 'b', 'c', 'soup', 'Ä', '');
const summary = (id: string) =>
  fc.record({
    id: fc.constant(id),
    title: word,
    tags: fc.array(fc.constantFrom('x', 'y', 'z'), { maxLength: 3 }),
    images: fc.array(fc.record({ id: fc.constantFrom('i1', 'i2', 'i3'), url: word }), { maxLength: 2 }),
  });
const kitchen: fc.Arbitrary<Kitchen> = fc
  .uniqueArray(fc.constantFrom('r1', 'r2', 'r3', 'r4', 'r5', 'r6'), { maxLength: 6 })
  .chain((ids) =>
    fc.record({
      site: fc.record({
        title: word,
        nav: fc.array(fc.record({ label: word, href: word }), { maxLength: 3 }),
      }),
      recipeSummaries: fc.tuple(...ids.map(summary)),
      collections: fc.array(
        fc.record({
          id: fc.constantFrom('c1', 'c2', 'c3'),
          title: word,
          recipes: fc.array(fc.record({ id: fc.constantFrom(...ids, 'r9'), title: word }), { maxLength: 3 }),
        }),
        { maxLength: 3 },
      ),
      recipes: fc.constant(ids.map((id, index) => ({ id, slug: `s-${id}`, file: `${index}.json` }))),
    }),
  );

/** What a page may do with the kitchen: each a read the template does somewhere. */
const read = fc.oneof(
  fc.constant({ op: 'title' as const }),
  fc.constant({ op: 'nav' as const }),
  fc.record({ op: fc.constant('at' as const), index: fc.nat(8) }),
  fc.record({ op: fc.constant('tagged' as const), tag: fc.constantFrom('x', 'y', 'z') }),
  fc.record({ op: fc.constant('first' as const), count: fc.nat(4) }),
  fc.record({ op: fc.constant('collection' as const), index: fc.nat(3) }),
  fc.constant({ op: 'keys' as const }),
  fc.constant({ op: 'count' as const }),
  fc.constant({ op: 'remembered' as const }),
  fc.constant({ op: 'json' as const }),
  fc.constant({ op: 'extra' as const }),
  fc.constant({ op: 'images' as const }),
);
type Read = typeof read extends fc.Arbitrary<infer T> ? T : never;

function page(data: Kitchen, reads: readonly Read[], remember: ReadRecorder['remember']): string {
  const out: unknown[] = [];
  const summaries = data.recipeSummaries;
  for (const step of reads) {
    switch (step.op) {
      case 'title':
        out.push(data.site.title);
        break;
      case 'nav':
        out.push(data.site.nav.map((link) => `${link.label}>${link.href}`));
        break;
      case 'at':
        out.push(summaries[step.index]?.title);
        break;
      case 'tagged':
        out.push(summaries.filter((entry) => entry.tags.includes(step.tag)).map((entry) => entry.title));
        break;
      case 'first':
        out.push(summaries.slice(0, step.count).map((entry) => entry.id + entry.title));
        break;
      case 'collection':
        out.push(data.collections[step.index]?.recipes.map((entry) => entry.title));
        break;
      case 'keys':
        out.push(Object.keys(data.site));
        break;
      case 'count':
        out.push(summaries.length);
        break;
      case 'remembered':
        out.push(remember('tags', () => summaries.map((entry) => entry.tags.join('+')).join()));
        break;
      case 'json':
        out.push(JSON.stringify(data.collections[0] ?? null));
        break;
      case 'extra':
        out.push('extra' in data.site ? data.site.extra : 'none');
        break;
      case 'images':
        out.push(summaries.flatMap((entry) => entry.images.map((image) => image.url)));
        break;
    }
  }
  return JSON.stringify(out);
}

const change = fc.oneof(
  fc.record({ kind: fc.constant('title' as const), at: fc.nat(), title: word }),
  fc.record({ kind: fc.constant('tag' as const), at: fc.nat(), tag: fc.constantFrom('x', 'y', 'z') }),
  fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('first' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('site' as const), title: word }),
  fc.record({ kind: fc.constant('extra' as const), value: word }),
  fc.record({ kind: fc.constant('nav' as const), label: word }),
  fc.record({ kind: fc.constant('member' as const), at: fc.nat(), title: word }),
  fc.record({ kind: fc.constant('image' as const), at: fc.nat(), url: word }),
);
type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

function changed(data: Kitchen, edit: Change): Kitchen {
  const next = structuredClone(data);
  const summaries = next.recipeSummaries;
  const at = <T>(list: T[], index: number): T | undefined => list[index % Math.max(1, list.length)];
  switch (edit.kind) {
    case 'title': {
      const entry = at(summaries, edit.at);
      if (entry) entry.title = edit.title;
      break;
    }
    case 'tag':
      at(summaries, edit.at)?.tags.push(edit.tag);
      break;
    case 'drop':
      next.recipeSummaries = summaries.filter(
        (_, index) => index !== edit.at % Math.max(1, summaries.length),
      );
      break;
    case 'first': {
      const entry = at(summaries, edit.at);
      if (entry) next.recipeSummaries = [entry, ...summaries.filter((other) => other !== entry)];
      break;
    }
    case 'site':
      next.site.title = edit.title;
      break;
    case 'extra':
      next.site.extra = edit.value;
      break;
    case 'nav':
      next.site.nav.unshift({ label: edit.label, href: '/' });
      break;
    case 'member': {
      const member = at(next.collections, edit.at)?.recipes[0];
      if (member) member.title = edit.title;
      break;
    }
    case 'image': {
      const image = at(summaries, edit.at)?.images[0];
      if (image) image.url = edit.url;
      break;
    }
  }
  return next;
}

const dataOf = (page: Kitchen): KitchenData => ({
  page: page as unknown as KitchenPageData,
  recipe: () => undefined,
  clock,
  placeholder: () => undefined,
});

describe('the read recorder', () => {
  it('notes every value a page depends on: a page none of whose keys changed is the same page', () => {
    let shortcuts = 0;
    fc.assert(
      fc.property(
        kitchen,
        fc.array(read, { maxLength: 6 }),
        fc.array(change, { maxLength: 3 }),
        (data, reads, edits) => {
          const recorder = new ReadRecorder(clock);
          const proxied = recorder.kitchen(data as unknown as KitchenPageData) as unknown as Kitchen;
          recorder.listing();
          // Another page first, so what is remembered was worked out for someone else.
          recorder.startPage();
          page(proxied, [{ op: 'remembered' }], recorder.remember.bind(recorder));
          recorder.endPage();
          recorder.startPage();
          const before = page(proxied, reads, recorder.remember.bind(recorder));
          const keys = recorder.endPage();
          expect(before).toBe(page(data, reads, (_, compute) => compute()));
          const next = edits.reduce(changed, data);
          const changedKey = keyChanges(
            (key) => keyValue(dataOf(data), key) !== keyValue(dataOf(next), key),
            recorder.groups(),
          );
          const stale = keys.filter(changedKey);
          const after = page(next, reads, (_, compute) => compute());
          if (stale.length === 0) expect(after).toBe(before);
          expect(recorder.mutated).toBe(false);
          // A key of the kitchen's data told unchanged by an object on its path (`sameUnder`),
          // the next data read as a publish reads it (other objects, from its own file), has
          // the same value.
          const read = JSON.parse(JSON.stringify(next)) as Kitchen;
          // Also compared from a step in, as a publish compares two builds' page data.
          for (const key of keys.filter((candidate) => candidate.startsWith('["s"')))
            for (const fromDepth of [0, 1]) {
              if (!sameUnder(data, read, (JSON.parse(key) as string[]).slice(1), fromDepth)) continue;
              shortcuts += 1;
              expect(keyValue(dataOf(read), key), key).toBe(keyValue(dataOf(data), key));
            }
        },
      ),
      propertyRuns(2000, 300),
    );
    // The shortcut was taken, so the property said something of it.
    expect(shortcuts).toBeGreaterThan(0);
  });

  it('notes reads while the template loads as every page’s, and none while it lists its pages', () => {
    const recorder = new ReadRecorder(clock);
    const data = recorder.kitchen({
      site: { title: 'T', slug: 's' },
      recipes: [],
    } as unknown as KitchenPageData);
    expect(data.site.title).toBe('T');
    recorder.listing();
    expect(data.site.slug).toBe('s');
    expect(recorder.globalKeys).toEqual([JSON.stringify(['s', '.site', '.title'])]);
    recorder.startPage();
    expect(recorder.endPage()).toEqual([]);
  });

  it('names a recipe’s keys by its id and a whole value below its first level', () => {
    const recorder = new ReadRecorder(clock);
    const recipe = recorder.recipe('abc', {
      id: 'abc',
      title: 'Soup',
      images: [{ id: 'i' }],
    } as unknown as PublicRecipe);
    recorder.listing();
    recorder.startPage();
    expect(recipe.title).toBe('Soup');
    expect(isRecorded(recipe.images)).toBe(false);
    expect(recorder.endPage()).toEqual([
      JSON.stringify(['rabc', '.title']),
      JSON.stringify(['rabc', '.images']),
    ]);
  });

  it('notes a template that writes to its data, whose reads cannot be trusted', () => {
    const recorder = new ReadRecorder(clock);
    const data = recorder.kitchen({ site: { title: 'T' }, recipes: [] } as unknown as KitchenPageData);
    (data.site as { title: string }).title = 'U';
    expect(recorder.mutated).toBe(true);
  });

  it('treats a key whose element id is not unique as always changed', () => {
    const data = dataOf({
      site: { title: '', nav: [] },
      recipeSummaries: [
        { id: 'a', title: 'x', tags: [], images: [] },
        { id: 'a', title: 'y', tags: [], images: [] },
      ],
      collections: [],
      recipes: [],
    });
    const key = JSON.stringify(['s', '.recipeSummaries', '#a', '.title']);
    expect(keyValue(data, key)).not.toBe(keyValue(data, key));
    expect(keyValue(data, JSON.stringify(['s', '.site', '.title']))).toBe(
      keyValue(data, JSON.stringify(['s', '.site', '.title'])),
    );
  });
});
