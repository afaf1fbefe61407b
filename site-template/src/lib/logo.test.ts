import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { logoBox } from './logo';

describe('the logo box', () => {
  it('keeps the logo’s aspect ratio at the header’s height', () => {
    expect(logoBox({ width: 600, height: 200 }, 40, 240)).toEqual({ width: 120, height: 40 });
    expect(logoBox({ width: 512, height: 512 }, 40, 240)).toEqual({ width: 40, height: 40 });
  });

  it('scales a wide wordmark down to the widest box allowed', () => {
    expect(logoBox({ width: 2000, height: 200 }, 40, 240)).toEqual({ width: 240, height: 24 });
  });

  it('never passes the height or the width it is given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), (width, height) => {
        const box = logoBox({ width, height }, 40, 240);
        expect(box.width).toBeLessThanOrEqual(240);
        expect(box.height).toBeLessThanOrEqual(40);
      }),
      { seed: 5 },
    );
  });
});
