import type { RebuildJob } from '@larder/shared/schemas/rebuild-job';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildDuration,
  describeBuildReason,
  describeChange,
  describeChanges,
  formatDay,
  formatDuration,
  groupPublishes,
} from './overview-format.ts';

describe('formatDuration', () => {
  it('reads in seconds, minutes and hours', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(42_400)).toBe('42 s');
    expect(formatDuration(60_000)).toBe('1 min');
    expect(formatDuration(185_000)).toBe('3 min 5 s');
    expect(formatDuration(3_720_000)).toBe('1 h 2 min');
    expect(formatDuration(-5)).toBe('0 s');
  });

  it('never shows a unit of 60 or more below the next one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 86_400_000 }), (ms) => {
        for (const [, amount] of formatDuration(ms).matchAll(/(\d+) (s|min)\b/g))
          expect(Number(amount)).toBeLessThan(60);
      }),
    );
  });
});

describe('buildDuration', () => {
  it('is the time between start and finish, or null when it has not finished', () => {
    expect(buildDuration({ startedAt: '2026-01-01T00:00:00Z', finishedAt: '2026-01-01T00:00:30Z' })).toBe(
      30_000,
    );
    expect(buildDuration({ startedAt: '2026-01-01T00:00:00Z', finishedAt: null })).toBeNull();
    expect(buildDuration({ startedAt: 'garbage', finishedAt: '2026-01-01T00:00:30Z' })).toBeNull();
  });
});

describe('describeBuildReason', () => {
  const id = '0b0a0000-0000-4000-8000-00000000abcd';
  it('reads the reasons the API records as phrases', () => {
    expect(describeBuildReason(`recipe ${id} updated`)).toBe('Recipe saved');
    expect(describeBuildReason(`recipe ${id} updated (due)`)).toBe('Scheduled recipe went live');
    expect(describeBuildReason(`recipe ${id} created published`)).toBe('Recipe published');
    expect(describeBuildReason('settings changed')).toBe('Settings changed');
    expect(describeBuildReason(`collection ${id} deleted`)).toBe('Collection deleted');
  });

  it('shows any other reason without its ids, never empty', () => {
    expect(describeBuildReason(`theme ${id} rolled out`)).toBe('Theme rolled out');
    fc.assert(
      fc.property(fc.string(), (reason) => {
        const text = describeBuildReason(reason);
        expect(text.trim()).not.toBe('');
        expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
      }),
    );
  });
});

describe('formatDay and describeChange', () => {
  it('name the day in UTC and the direction of a change', () => {
    expect(formatDay('2026-06-15')).toBe('Jun 15');
    expect(describeChange(3, 12)).toBe('rose from 3 to 12');
    expect(describeChange(5, 2)).toBe('fell from 5 to 2');
    expect(describeChange(4, 4)).toBe('stayed at 4');
  });
});

describe('groupPublishes', () => {
  const job = (
    id: string,
    reason: string,
    run: [string, string] | null,
    status: RebuildJob['status'] = 'done',
  ): RebuildJob => ({
    id,
    reason,
    status,
    attempts: 1,
    error: null,
    createdAt: `2026-01-01T00:00:0${id}Z`,
    startedAt: run?.[0] ?? null,
    finishedAt: run?.[1] ?? null,
    nextAttemptAt: null,
    failedRecipes: [],
  });
  const first: [string, string] = ['2026-01-01T00:01:00Z', '2026-01-01T00:01:13Z'];
  const second: [string, string] = ['2026-01-01T00:02:00Z', '2026-01-01T00:02:05Z'];

  it('makes the jobs one build ran together one publish, each change named once', () => {
    const publishes = groupPublishes([
      job('5', 'settings changed', null, 'queued'),
      job('4', 'recipe a updated', second),
      job('3', 'recipe b updated', first),
      job('2', 'recipe c updated', first),
      job('1', 'settings changed', first),
    ]);
    expect(publishes.map((one) => [one.status, describeChanges(one.changes), one.ms])).toEqual([
      ['queued', 'Settings changed', null],
      ['done', 'Recipe saved', 5_000],
      ['done', 'Recipe saved and Settings changed', 13_000],
    ]);
    expect(publishes[2]!.createdAt).toBe('2026-01-01T00:00:01Z');
  });

  it('keeps every job in exactly one publish, in the order given', () => {
    const runs = [first, second, null] as const;
    fc.assert(
      fc.property(
        fc.array(fc.record({ run: fc.constantFrom(...runs), failed: fc.boolean(), reason: fc.string() }), {
          maxLength: 20,
        }),
        (specs) => {
          const jobs = specs.map((spec, index) =>
            job(
              String(index),
              spec.reason,
              spec.run,
              spec.run ? (spec.failed ? 'failed' : 'done') : 'queued',
            ),
          );
          const publishes = groupPublishes(jobs);
          const distinctRuns = new Set(
            specs.filter((spec) => spec.run).map((spec) => `${spec.failed} ${spec.run![0]}`),
          ).size;
          expect(publishes).toHaveLength(distinctRuns + specs.filter((spec) => !spec.run).length);
          expect(publishes.map((one) => one.id)).toEqual(
            jobs.filter((one) => publishes.some((publish) => publish.id === one.id)).map((one) => one.id),
          );
        },
      ),
    );
  });

  it('names up to two changes and counts the rest', () => {
    expect(describeChanges(['A', 'B', 'C', 'D'])).toBe('A and 3 more');
  });
});
