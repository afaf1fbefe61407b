import type { Crop } from '@larder/shared/schemas/image';

/** A crop as shares of the photo (0–100), the way the crop tool draws it. */
export interface PercentRect {
  unit: '%';
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The aspect ratios a creator picks from; `null` is a free crop. */
export const CROP_SHAPES = [
  { label: 'Free', aspect: null },
  { label: 'Square', aspect: 1 },
  { label: '4:3', aspect: 4 / 3 },
  { label: '3:2', aspect: 3 / 2 },
  { label: '16:9', aspect: 16 / 9 },
] as const;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The crop tool's rectangle as the API's crop: whole pixels of the photo, inside it, at least one
 * pixel each way. A rectangle that covers the whole photo is no crop (null).
 */
export function pixelCrop(rect: PercentRect, photo: { width: number; height: number }): Crop | null {
  const x = clamp(Math.round((rect.x / 100) * photo.width), 0, photo.width - 1);
  const y = clamp(Math.round((rect.y / 100) * photo.height), 0, photo.height - 1);
  const width = clamp(Math.round((rect.width / 100) * photo.width), 1, photo.width - x);
  const height = clamp(Math.round((rect.height / 100) * photo.height), 1, photo.height - y);
  if (x === 0 && y === 0 && width === photo.width && height === photo.height) return null;
  return { x, y, width, height };
}

/** The API's crop (or the whole photo) as the crop tool's rectangle. */
export function percentRect(
  crop: Crop | null | undefined,
  photo: { width: number; height: number },
): PercentRect {
  if (!crop) return { unit: '%', x: 0, y: 0, width: 100, height: 100 };
  return {
    unit: '%',
    x: (crop.x / photo.width) * 100,
    y: (crop.y / photo.height) * 100,
    width: (crop.width / photo.width) * 100,
    height: (crop.height / photo.height) * 100,
  };
}

/** The largest rectangle of this aspect ratio (width ÷ height, in pixels) centred on the photo. */
export function centredRect(aspect: number, photo: { width: number; height: number }): PercentRect {
  const photoAspect = photo.width / photo.height;
  const width = aspect >= photoAspect ? 100 : (aspect / photoAspect) * 100;
  const height = aspect >= photoAspect ? (photoAspect / aspect) * 100 : 100;
  return { unit: '%', x: (100 - width) / 2, y: (100 - height) / 2, width, height };
}

/**
 * CSS that shows only the crop of a photo inside a box of the crop's shape: the box gets the
 * aspect ratio, the picture inside is scaled and shifted so the crop fills it.
 */
export function croppedPictureStyle(
  crop: Crop | null | undefined,
  photo: { width: number; height: number },
): { box: { aspectRatio: string }; picture: Record<string, string> } {
  if (!crop) return { box: { aspectRatio: `${photo.width} / ${photo.height}` }, picture: {} };
  return {
    box: { aspectRatio: `${crop.width} / ${crop.height}` },
    picture: {
      position: 'absolute',
      maxWidth: 'none',
      width: `${(photo.width / crop.width) * 100}%`,
      height: `${(photo.height / crop.height) * 100}%`,
      left: `${(-crop.x / crop.width) * 100}%`,
      top: `${(-crop.y / crop.height) * 100}%`,
    },
  };
}
