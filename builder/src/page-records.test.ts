import { propertyRuns } from '@larder/shared/test-support/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deserializeRecords,
  mergeRecords,
  mergeSerialRecords,
  serializeRecords,
  type PageNotes,
  type RenderRecords,
  type SerialRecords,
} from './page-records.ts';

const text = fc.string({ maxLength: 12 });
const key = fc
  .array(fc.constantFrom('s', 'rabc', '.title', '#x', '~order', 'ü', '"'), { minLength: 1, maxLength: 4 })
  .map((segments) => JSON.stringify(segments));
const notes: fc.Arbitrary<PageNotes> = fc.record({
  inlineScripts: fc.uniqueArray(text, { maxLength: 3 }),
  inlineStyles: fc.uniqueArray(text, { maxLength: 3 }),
  styleAttributes: fc.uniqueArray(text, { maxLength: 3 }),
  placeholderImageIds: fc.uniqueArray(text, { maxLength: 1 }),
  embedsYouTube: fc.boolean(),
  blocked: fc.array(text, { maxLength: 2 }),
  referenced: fc.uniqueArray(text, { maxLength: 3 }),
  afterHtmlEnd: fc.option(text, { nil: null }),
  indexable: fc.option(text, { nil: null }),
  sheet: fc.option(fc.record({ path: text, css: text }), { nil: null }),
});
const records: fc.Arbitrary<RenderRecords> = fc.record({
  pages: fc
    .uniqueArray(
      fc.tuple(
        text,
        fc.record({
          notes: fc.option(notes, { nil: null }),
          keys: fc.option(fc.uniqueArray(key, { maxLength: 8 }), { nil: null }),
        }),
      ),
      { selector: ([file]) => file, maxLength: 6 },
    )
    .map((entries) => new Map(entries)),
  global: fc.uniqueArray(key, { maxLength: 4 }),
  mutated: fc.boolean(),
  groups: fc
    .uniqueArray(fc.tuple(key, fc.uniqueArray(key, { maxLength: 4 })), {
      selector: ([group]) => group,
      maxLength: 3,
    })
    .map((entries) => new Map(entries)),
});

/** Keys are a set: the stored order is the sorted one (which of them pages share is the store's own). */
function normalised(value: RenderRecords): RenderRecords {
  return {
    ...value,
    pages: new Map(
      [...value.pages].map(([file, record]) => [
        file,
        { notes: record.notes, keys: record.keys ? [...record.keys].sort() : null },
      ]),
    ),
  };
}

describe('page records', () => {
  it('read back as they were written, through JSON', () => {
    fc.assert(
      fc.property(records, (written) => {
        const read = deserializeRecords(JSON.parse(JSON.stringify(serializeRecords(written))));
        expect(normalised(read)).toEqual(normalised(written));
      }),
      propertyRuns(1000, 200),
    );
  });

  it('write records read back from a release as they would without knowing which keys pages share', () => {
    fc.assert(
      fc.property(records, records, fc.nat(), (older, newer, seed) => {
        // A publish's records: pages read back from the live release, some rendered anew.
        const read = deserializeRecords(JSON.parse(JSON.stringify(serializeRecords(older))));
        const pages = new Map(read.pages);
        for (const [index, [file, record]] of [...newer.pages].entries())
          if ((seed >> index) & 1) pages.set(file, record);
        const merged = { ...read, pages };
        const unshared = {
          ...merged,
          pages: new Map([...pages].map(([file, { notes, keys }]) => [file, { notes, keys }])),
        };
        expect(serializeRecords(merged)).toEqual(serializeRecords(unshared));
      }),
      propertyRuns(1000, 200),
    );
  });

  it('merge parts page by page, a later part’s page over an earlier one’s, the first part’s groups over later ones', () => {
    fc.assert(
      fc.property(records, records, (first, second) => {
        const merged = mergeRecords([first, second]);
        for (const [file, record] of second.pages) expect(merged.pages.get(file)).toBe(record);
        for (const [group, keys] of first.groups) expect(merged.groups.get(group)).toBe(keys);
        expect(merged.mutated).toBe(first.mutated || second.mutated);
      }),
      propertyRuns(1000, 200),
    );
  });

  it('merge serialized parts as they merge read back', () => {
    fc.assert(
      fc.property(fc.array(records, { maxLength: 4 }), (parts) => {
        // A thread's part crosses to the parent as a structured clone: JSON does for the test.
        const serial = parts.map(
          (part) => JSON.parse(JSON.stringify(serializeRecords(part))) as SerialRecords,
        );
        const serialMerged = mergeSerialRecords(serial);
        const merged = deserializeRecords(JSON.parse(JSON.stringify(serialMerged)));
        expect(normalised(merged)).toEqual(normalised(mergeRecords(parts)));
        // Stored as serializeRecords stores them: each list of keys sorted, as positive differences.
        const lists = [
          ...serialMerged.sets,
          ...serialMerged.pages.flatMap(([, , keys]) => (keys ? [keys[1]] : [])),
        ];
        for (const list of lists) expect(list.slice(1).every((difference) => difference > 0)).toBe(true);
      }),
      propertyRuns(1000, 200),
    );
  });

  it('refuse serialized parts that name what they do not hold', () => {
    const part = serializeRecords({
      pages: new Map([['a.html', { notes: null, keys: ['["s",".title"]'] }]]),
      global: [],
      mutated: false,
      groups: new Map(),
    });
    expect(() => mergeSerialRecords([{ ...part, pages: [['a.html', 0, [7, []]]] }])).toThrow(
      'Page records name key set 7, which they do not hold.',
    );
    expect(() => mergeSerialRecords([{ ...part, global: [3] }])).toThrow(
      'Page records name key 3, which they do not hold.',
    );
  });
});
