import { describe, expect, it } from 'vitest';
import { UNIT_CATALOGUE } from './unit-catalogue.ts';
import { SCALES_BY_DEFAULT, measurementScales, unitKind } from './unit-kind.ts';

describe('unitKind', () => {
  it('knows every unit of the catalogue as a weight, a volume or a temperature', () => {
    for (const unit of UNIT_CATALOGUE)
      expect(['weight', 'volume', 'temperature']).toContain(unitKind(unit.title));
  });

  it('treats no unit, or one it does not know, as a count, and inches as a length', () => {
    expect(unitKind(null)).toBe('count');
    expect(unitKind('can')).toBe('count');
    expect(unitKind('inch')).toBe('length');
  });
});

describe('measurementScales', () => {
  it('scales weights, volumes and counts by default, and not lengths', () => {
    expect(SCALES_BY_DEFAULT).toEqual({
      weight: true,
      volume: true,
      count: true,
      temperature: false,
      length: false,
    });
    expect(measurementScales(undefined, 'gram')).toBe(true);
    expect(measurementScales(undefined, 'cup')).toBe(true);
    expect(measurementScales(undefined, null)).toBe(true);
    expect(measurementScales(undefined, 'centimeter')).toBe(false);
  });

  it('follows the measurement’s own flag', () => {
    expect(measurementScales(false, 'tablespoon')).toBe(false);
    expect(measurementScales(true, 'inch')).toBe(true);
  });

  it('never scales a temperature, whatever the flag says', () => {
    expect(measurementScales(undefined, 'fahrenheit')).toBe(false);
    expect(measurementScales(true, 'celsius')).toBe(false);
  });
});
