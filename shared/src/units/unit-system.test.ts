import { describe, expect, it } from 'vitest';
import { UNIT_TITLES } from '../schemas/unit.ts';
import { unitSystem } from './unit-system.ts';

describe('unitSystem', () => {
  it('puts grams and celsius in metric, cups and fahrenheit in imperial, a pinch in either', () => {
    expect([unitSystem('gram'), unitSystem('celsius')]).toEqual(['metric', 'metric']);
    expect([unitSystem('cup'), unitSystem('fahrenheit')]).toEqual(['imperial', 'imperial']);
    expect(unitSystem('pinch')).toBe('either');
  });

  it('places every platform unit but the pinch in one system', () => {
    expect(UNIT_TITLES.filter((title) => unitSystem(title) === 'either')).toEqual(['pinch']);
  });
});
