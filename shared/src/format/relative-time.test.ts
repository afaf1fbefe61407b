import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (seconds: number) => formatRelativeTime(new Date(now.getTime() - seconds * 1000), now);

describe('formatRelativeTime', () => {
  it('says a few seconds ago under 45 seconds and just now from 45 to 89', () => {
    expect(ago(10)).toBe('a few seconds ago');
    expect(ago(44)).toBe('a few seconds ago');
    expect(ago(45)).toBe('just now');
    expect(ago(89)).toBe('just now');
  });

  it('counts minutes, hours, days, months and years', () => {
    expect(ago(120)).toBe('2 minutes ago');
    expect(ago(50 * 60)).toBe('an hour ago');
    expect(ago(3 * 3600)).toBe('3 hours ago');
    expect(ago(30 * 3600)).toBe('a day ago');
    expect(ago(5 * 86400)).toBe('5 days ago');
    expect(ago(40 * 86400)).toBe('a month ago');
    expect(ago(90 * 86400)).toBe('3 months ago');
    expect(ago(400 * 86400)).toBe('a year ago');
    expect(ago(800 * 86400)).toBe('2 years ago');
  });
});
