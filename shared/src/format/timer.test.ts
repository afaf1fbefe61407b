import { describe, expect, it } from 'vitest';
import { formatTimer } from './timer.ts';

describe('formatTimer', () => {
  it('shows m:ss under 540 seconds', () => {
    expect(formatTimer(0)).toBe('0:00');
    expect(formatTimer(59)).toBe('0:59');
    expect(formatTimer(539)).toBe('8:59');
  });

  it('shows mm:ss from 540 seconds to under an hour', () => {
    expect(formatTimer(540)).toBe('09:00');
    expect(formatTimer(3599)).toBe('59:59');
  });

  it('shows h:mm:ss from an hour', () => {
    expect(formatTimer(3600)).toBe('1:00:00');
    expect(formatTimer(3725)).toBe('1:02:05');
  });

  it('rounds partial seconds up so a running timer never shows 0 too early', () => {
    expect(formatTimer(0.2)).toBe('0:01');
  });
});
