import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centredRect, percentRect, pixelCrop } from './crop-geometry.ts';

const photo = fc.record({
  width: fc.integer({ min: 1, max: 10_000 }),
  height: fc.integer({ min: 1, max: 10_000 }),
});
const share = fc.double({ min: -10, max: 110, noNaN: true });

describe('crop geometry', () => {
  it('always gives a crop inside the photo, whatever rectangle the tool reports', () => {
    fc.assert(
      fc.property(photo, share, share, share, share, (size, x, y, width, height) => {
        const crop = pixelCrop({ unit: '%', x, y, width, height }, size);
        if (crop === null) return;
        expect(Number.isInteger(crop.x) && Number.isInteger(crop.width)).toBe(true);
        expect(crop.x).toBeGreaterThanOrEqual(0);
        expect(crop.y).toBeGreaterThanOrEqual(0);
        expect(crop.width).toBeGreaterThanOrEqual(1);
        expect(crop.height).toBeGreaterThanOrEqual(1);
        expect(crop.x + crop.width).toBeLessThanOrEqual(size.width);
        expect(crop.y + crop.height).toBeLessThanOrEqual(size.height);
      }),
    );
  });

  it('reads a saved crop back to the same pixels', () => {
    fc.assert(
      fc.property(
        photo.chain((size) =>
          fc.record({
            size: fc.constant(size),
            x: fc.integer({ min: 0, max: size.width - 1 }),
            y: fc.integer({ min: 0, max: size.height - 1 }),
          }),
        ),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ size, x, y }, w, h) => {
          const crop = {
            x,
            y,
            width: Math.max(1, Math.round(w * (size.width - x))),
            height: Math.max(1, Math.round(h * (size.height - y))),
          };
          const whole =
            crop.x === 0 && crop.y === 0 && crop.width === size.width && crop.height === size.height;
          expect(pixelCrop(percentRect(crop, size), size)).toEqual(whole ? null : crop);
        },
      ),
    );
  });

  it('centres the largest rectangle of a shape, and treats the whole photo as no crop', () => {
    expect(centredRect(1, { width: 400, height: 300 })).toEqual({
      unit: '%',
      x: 12.5,
      y: 0,
      width: 75,
      height: 100,
    });
    expect(
      pixelCrop(centredRect(16 / 9, { width: 1600, height: 1200 }), { width: 1600, height: 1200 }),
    ).toEqual({
      x: 0,
      y: 150,
      width: 1600,
      height: 900,
    });
    expect(pixelCrop(percentRect(null, { width: 10, height: 10 }), { width: 10, height: 10 })).toBeNull();
  });
});
