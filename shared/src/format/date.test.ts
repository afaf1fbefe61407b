import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate } from './date.ts';

describe('formatShortDate', () => {
  it('writes a short month, the day and the year', () => {
    expect(formatShortDate('2026-03-05T14:00:00Z')).toBe('Mar 5, 2026');
  });

  it('reads the date in UTC', () => {
    expect(formatShortDate('2026-03-05T23:30:00Z')).toBe('Mar 5, 2026');
    expect(formatShortDate('2026-03-05T23:30:00-05:00')).toBe('Mar 6, 2026');
  });

  it('accepts a Date', () => {
    expect(formatShortDate(new Date(Date.UTC(2025, 11, 31)))).toBe('Dec 31, 2025');
  });
});

describe('formatLongDate', () => {
  it('writes the full month name', () => {
    expect(formatLongDate('2026-03-05T14:00:00Z')).toBe('March 5, 2026');
  });
});
