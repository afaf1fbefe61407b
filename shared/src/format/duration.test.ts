import { describe, expect, it } from 'vitest';
import { formatDuration, isoDuration, totalMinutes } from './duration.ts';

describe('formatDuration', () => {
  it.each([
    [0, '0 min'],
    [45, '45 min'],
    [60, '1 hr'],
    [75, '1 hr 15 min'],
    [1440, '1 day'],
    [1505, '1 day 1 hr 5 min'],
    [2880, '2 days'],
    [2 * 1440 + 30, '2 days 30 min'],
    [3 * 60, '3 hr'],
  ])('formats %d minutes as %j', (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected);
  });

  it('rounds to whole minutes and never goes below zero', () => {
    expect(formatDuration(59.6)).toBe('1 hr');
    expect(formatDuration(-10)).toBe('0 min');
  });
});

describe('totalMinutes', () => {
  it('adds prep, cook and custom time', () => {
    expect(totalMinutes({ prepTimeMinutes: 15, cookTimeMinutes: 40, customTimeMinutes: 60 })).toBe(115);
  });

  it('counts null and missing times as zero', () => {
    expect(totalMinutes({ prepTimeMinutes: 20, cookTimeMinutes: null, customTimeMinutes: null })).toBe(20);
    expect(totalMinutes({ cookTimeMinutes: 35 })).toBe(35);
    expect(totalMinutes({})).toBe(0);
  });
});

describe('isoDuration', () => {
  it('writes minutes as an ISO 8601 duration', () => {
    expect(isoDuration(75)).toBe('PT75M');
    expect(isoDuration(0)).toBe('PT0M');
    expect(isoDuration(12.6)).toBe('PT13M');
  });
});
