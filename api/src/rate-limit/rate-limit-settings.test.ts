import { describe, expect, it } from 'vitest';
import { budgetFactor, parseRateLimitSettings, type RateLimitSettings } from './rate-limit-settings.ts';

function settings(value: string): RateLimitSettings {
  const parsed = parseRateLimitSettings(value);
  if ('problems' in parsed) throw new Error(parsed.problems.join('; '));
  return parsed;
}

describe('LARDER_RATE_LIMITS', () => {
  it('keeps every budget as written when on', () => {
    expect(budgetFactor(settings('on'), 'search')).toBe(1);
    expect(budgetFactor(settings(''), 'manage-write-per-ip')).toBe(1);
  });

  it('switches every budget off with off', () => {
    expect(budgetFactor(settings('off'), 'search')).toBe(0);
    expect(budgetFactor(settings('OFF'), 'manage-write-per-user')).toBe(0);
  });

  it('multiplies every budget by a number', () => {
    expect(budgetFactor(settings('2'), 'search')).toBe(2);
    expect(budgetFactor(settings('0.5'), 'manage-write-per-ip')).toBe(0.5);
  });

  it('lets one budget differ from the rest', () => {
    const parsed = settings('0.5, search=off ,manage-write-per-ip=3');
    expect(budgetFactor(parsed, 'search')).toBe(0);
    expect(budgetFactor(parsed, 'manage-write-per-ip')).toBe(3);
    expect(budgetFactor(parsed, 'manage-write-per-user')).toBe(0.5);
  });

  it('names every entry it cannot read', () => {
    expect(parseRateLimitSettings('0,searches=2,search=-1,lots')).toEqual({
      problems: [
        expect.stringContaining('"0"'),
        expect.stringContaining('no budget "searches"'),
        expect.stringContaining('"search=-1"'),
        expect.stringContaining('"lots"'),
      ],
    });
  });
});
