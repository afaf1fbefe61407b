import { describe, expect, it } from 'vitest';
import { addInterval, Clock } from './clock.ts';
import { periodEnd } from './invoicing.ts';
import type { Price } from './objects.ts';

const at = (iso: string) => Date.parse(iso) / 1000;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

describe('the emulator’s clock', () => {
  it('moves forward from the wall clock by what tests advance it', () => {
    const clock = new Clock();
    const before = clock.now();
    clock.advance(86_400);
    expect(clock.now() - before).toBeGreaterThanOrEqual(86_400);
    expect(clock.now() - before).toBeLessThan(86_400 + 5);
  });

  it('adds calendar months and years, keeping the day or the month’s last day', () => {
    expect(iso(addInterval(at('2026-01-15T10:00:00Z'), 'month', 1))).toBe('2026-02-15');
    expect(iso(addInterval(at('2026-01-31T10:00:00Z'), 'month', 1))).toBe('2026-02-28');
    expect(iso(addInterval(at('2028-01-31T10:00:00Z'), 'month', 1))).toBe('2028-02-29');
    expect(iso(addInterval(at('2026-12-31T10:00:00Z'), 'month', 1))).toBe('2027-01-31');
    expect(iso(addInterval(at('2028-02-29T10:00:00Z'), 'year', 1))).toBe('2029-02-28');
    expect(iso(addInterval(at('2026-03-01T00:00:00Z'), 'week', 2))).toBe('2026-03-15');
  });

  it('counts billing periods from the anchor, so a month-end plan returns to the 31st after February', () => {
    const monthly = { recurring: { interval: 'month', interval_count: 1 } } as Price;
    const anchor = at('2026-01-31T10:00:00Z');
    const february = periodEnd(anchor, monthly, anchor);
    expect(iso(february)).toBe('2026-02-28');
    expect(iso(periodEnd(anchor, monthly, february))).toBe('2026-03-31');
  });
});
