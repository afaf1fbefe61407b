import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSplit, mergeSteps, moveRowsToGroup, removeRows, splitStep } from './list-moves.ts';
import type { StepValues } from './recipe-form.ts';

type Row = { id: string; label: string };
const groupsArbitrary = fc
  .array(fc.array(fc.string({ minLength: 1, maxLength: 3 }), { maxLength: 6 }), {
    minLength: 1,
    maxLength: 4,
  })
  .map((groups) => {
    let next = 0;
    return groups.map((labels, index) => ({
      title: `Group ${index + 1}`,
      note: '',
      rows: labels.map((label): Row => ({ id: `row-${next++}`, label })),
    }));
  });

const step = (text: string[], extra: Partial<StepValues> = {}): StepValues => ({
  id: crypto.randomUUID(),
  content: text.map((line) => ({ type: 'paragraph', children: [{ text: line }] })),
  timerMinutes: '',
  note: '',
  videoId: null,
  imageIds: [],
  ...extra,
});

describe('moving rows between groups', () => {
  it('keeps every row once, moves the selected ones to the end of the target in their order, and leaves the rest in place', () => {
    fc.assert(
      fc.property(groupsArbitrary, fc.nat(), fc.func(fc.boolean()), (groups, target, pick) => {
        const all = groups.flatMap((group) => group.rows);
        const selected = new Set(all.filter((row) => pick(row.id)).map((row) => row.id));
        const to = target % (groups.length + 1);
        const moved = moveRowsToGroup(groups, 'rows', selected, to);
        const after = moved.flatMap((group) => group.rows);
        expect(after.map((row) => row.id).sort()).toEqual(all.map((row) => row.id).sort());
        if (!selected.size) {
          expect(moved).toEqual(groups);
          return;
        }
        const targetRows = moved[to]!.rows;
        const movedRows = all.filter((row) => selected.has(row.id));
        expect(targetRows.slice(targetRows.length - movedRows.length)).toEqual(movedRows);
        moved.forEach((group, index) => {
          if (index === to) return;
          expect(group.rows.every((row) => !selected.has(row.id))).toBe(true);
          expect(group.rows).toEqual(groups[index]!.rows.filter((row) => !selected.has(row.id)));
          expect(group.title).toBe(groups[index]!.title);
        });
      }),
    );
  });

  it('makes a new group at the end when asked for one past the last', () => {
    const groups = [
      {
        title: 'Dough',
        note: '',
        rows: [
          { id: 'a', label: 'flour' },
          { id: 'b', label: 'salt' },
        ],
      },
    ];
    expect(moveRowsToGroup(groups, 'rows', new Set(['b']), 1)).toEqual([
      { title: 'Dough', note: '', rows: [{ id: 'a', label: 'flour' }] },
      { title: '', note: '', rows: [{ id: 'b', label: 'salt' }] },
    ]);
  });

  it('removes exactly the selected rows', () => {
    fc.assert(
      fc.property(groupsArbitrary, fc.func(fc.boolean()), (groups, pick) => {
        const selected = new Set(
          groups
            .flatMap((group) => group.rows)
            .filter((row) => pick(row.id))
            .map((row) => row.id),
        );
        const left = removeRows(groups, 'rows', selected).flatMap((group) => group.rows);
        expect(left).toEqual(groups.flatMap((group) => group.rows).filter((row) => !selected.has(row.id)));
      }),
    );
  });
});

describe('splitting and merging steps', () => {
  it('splits a step into one per paragraph and merging them back gives the step again', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string(), { minLength: 1, maxLength: 6 }),
        fc.constantFrom('', ' ', '5', '1 1/2'),
        fc.constantFrom('', ' ', 'Hot', ' Hot '),
        (texts, timer, note) => {
          const original = step(texts, { timerMinutes: timer, imageIds: ['p1'], videoId: 'v1', note });
          const parts = splitStep(original);
          expect(parts).toHaveLength(texts.length);
          expect(canSplit(original)).toBe(texts.length > 1);
          expect(parts[0]!.id).toBe(original.id);
          expect(new Set(parts.map((part) => part.id)).size).toBe(parts.length);
          const merged = parts.reduce((whole, part) => mergeSteps(whole, part));
          expect(merged).toEqual(original);
        },
      ),
    );
  });

  it('keeps ingredient references and measurements in their paragraph', () => {
    const reference = { type: 'ingredient-usage-reference' as const, ingredientUsageId: 'usage-1' };
    const measurement = { type: 'measurement' as const, quantity: 350, unitId: 'fahrenheit' };
    const original: StepValues = {
      ...step([]),
      content: [
        { type: 'paragraph', children: [{ text: 'Heat the oven to ' }, measurement] },
        { type: 'paragraph', children: [{ text: 'Add the ' }, reference] },
      ],
    };
    const [first, second] = splitStep(original);
    expect(first!.content).toEqual([original.content![0]]);
    expect(second!.content).toEqual([original.content![1]]);
  });

  it('merges the first step’s timer and video over the second’s, and both notes and photos', () => {
    const merged = mergeSteps(
      step(['Boil'], { timerMinutes: '', note: 'Salt well.', imageIds: ['a'] }),
      step(['Drain'], { timerMinutes: '10', note: 'Keep a cup.', imageIds: ['a', 'b'], videoId: 'v' }),
    );
    expect(merged).toMatchObject({
      timerMinutes: '10',
      note: 'Salt well. Keep a cup.',
      imageIds: ['a', 'b'],
      videoId: 'v',
    });
  });
});
