import { describe, expect, it } from 'vitest';
import { buildHeapMb } from './build-memory.ts';

describe('buildHeapMb', () => {
  it('gives small kitchens 768 MB and grows with the recipes, up to 8 GB', () => {
    expect(buildHeapMb(0)).toBe(768);
    expect(buildHeapMb(2_000)).toBe(1_112);
    expect(buildHeapMb(20_000)).toBe(6_512);
    expect(buildHeapMb(1_000_000)).toBe(8_192);
  });
});
