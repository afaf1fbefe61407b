import fc from 'fast-check';
import type { PublicPressItem } from '@larder/shared/schemas/link';
import { describe, expect, it } from 'vitest';
import { pressByDate } from './press-order';

const item = (id: string, date: string | null): PublicPressItem => ({
  id,
  title: id,
  url: `https://press.example/${id}`,
  description: '',
  date,
});

describe('press list order', () => {
  it('puts the newest mention first and the undated ones last, in their given order', () => {
    const ordered = pressByDate([
      item('undated-a', null),
      item('2023', '2023-04-01'),
      item('2025', '2025-01-15'),
      item('empty', ''),
      item('2024', '2024-09-30'),
    ]);
    expect(ordered.map((entry) => entry.id)).toEqual(['2025', '2024', '2023', 'undated-a', 'empty']);
  });

  it('keeps every entry and never places a dated one after an undated one', () => {
    const day = fc
      .integer({ min: 0, max: 20_000 })
      .map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.array(fc.option(day, { nil: null }), { maxLength: 60 }), (dates) => {
        const items = dates.map((date, index) => item(String(index), date));
        const ordered = pressByDate(items);
        expect(ordered).toHaveLength(items.length);
        const firstUndated = ordered.findIndex((entry) => entry.date === null);
        if (firstUndated !== -1) expect(ordered.slice(firstUndated).every((e) => e.date === null)).toBe(true);
        const times = ordered.filter((e) => e.date).map((e) => Date.parse(e.date!));
        expect(times).toEqual([...times].sort((a, b) => b - a));
      }),
      { seed: 12 },
    );
  });
});
