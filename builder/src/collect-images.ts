import type { PublicImage } from '@larder/shared/schemas/image';

function isImage(value: unknown): value is PublicImage {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'string' &&
    typeof record.key === 'string' &&
    typeof record.width === 'number' &&
    typeof record.lqip !== 'undefined'
  );
}

/** Every image referenced anywhere in a snapshot, once each. */
export function collectImages(snapshot: unknown): PublicImage[] {
  const found = new Map<string, PublicImage>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (typeof value === 'object' && value !== null) {
      if (isImage(value)) found.set(value.id, value);
      Object.values(value).forEach(visit);
    }
  };
  visit(snapshot);
  return [...found.values()];
}
