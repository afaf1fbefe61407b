import { describe, expect, it } from 'vitest';
import { parseAnyDuration, parseDurationText, parseIsoDuration } from './durations.ts';

describe('durations', () => {
  it.each([
    ['PT1H30M', 90],
    ['P0DT0H20M', 20],
    ['PT90M', 90],
    ['PT0S', 0],
    ['P1D', 1440],
    ['pt15m', 15],
    ['PT1.5H', 90],
  ])('reads the ISO duration %s as %d minutes', (text, minutes) => {
    expect(parseIsoDuration(text)).toEqual({ minutes, note: null });
  });

  it('refuses malformed ISO durations', () => {
    for (const text of ['P', 'PT', '1H30M', 'PT1X', '']) expect(parseIsoDuration(text)).toBeNull();
  });

  it('reads seconds that are not whole minutes as the minutes a site meant, with a note', () => {
    expect(parseIsoDuration('PT45S')).toMatchObject({
      minutes: 45,
      note: expect.stringContaining('45 minutes'),
    });
    expect(parseIsoDuration('PT3600S')).toEqual({ minutes: 60, note: null });
  });

  it('reads durations written for people', () => {
    expect(parseDurationText('1 hr 30 mins')).toBe(90);
    expect(parseDurationText('24h 5m')).toBe(1445);
    expect(parseDurationText('1 1/2 hours')).toBe(90);
    expect(parseDurationText('Ready in around 20 mins')).toBe(20);
    expect(parseDurationText('10-15 minutes')).toBe(10);
    expect(parseDurationText('soon')).toBeNull();
    expect(parseAnyDuration('45 minutes')).toEqual({ minutes: 45, note: null });
  });
});
