import type { VideoType } from '@larder/shared/schemas/video';

/** How many of a file's first bytes are enough to tell its container (an EBML header is about 40). */
export const VIDEO_SNIFF_BYTES = 1024;

/**
 * Brands of ISO media files that are pictures, not videos: HEIF and AVIF images (and their image
 * sequences) begin with an `ftyp` box as MP4 does.
 */
const PICTURE_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);

const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/**
 * MP4 (ISO base media file): an `ftyp` box first, its size (big-endian, 4 bytes) and `ftyp` at
 * offset 4, then a major brand of four printable characters that is not a picture's.
 */
function isMp4(head: Uint8Array): boolean {
  if (head.length < 16 || ascii(head.subarray(4, 8)) !== 'ftyp') return false;
  const size = new DataView(head.buffer, head.byteOffset, 4).getUint32(0);
  const brand = ascii(head.subarray(8, 12));
  return size >= 16 && /^[\x20-\x7e]{4}$/.test(brand) && !PICTURE_BRANDS.has(brand.trim());
}

/** An EBML variable-size integer at `at`: its length in bytes and value, without the marker bit. */
function vint(bytes: Uint8Array, at: number): { length: number; value: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = first & (0xff >> length);
  for (let index = 1; index < length; index++) value = value * 256 + bytes[at + index]!;
  return { length, value };
}

/** An EBML element id at `at` (1 to 4 bytes, the marker bit kept, as the specification writes ids). */
function elementId(bytes: Uint8Array, at: number): { length: number; id: number } | null {
  const first = bytes[at];
  if (first === undefined || first < 0x10) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let id = 0;
  for (let index = 0; index < length; index++) id = id * 256 + bytes[at + index]!;
  return { length, id };
}

const EBML_HEADER = 0x1a45dfa3;
const DOC_TYPE = 0x4282;

/**
 * WebM: an EBML header (magic 1A 45 DF A3) whose DocType element says "webm". A Matroska file
 * (DocType "matroska") is not WebM: browsers do not all play it.
 */
function isWebm(head: Uint8Array): boolean {
  const magic = elementId(head, 0);
  if (magic?.id !== EBML_HEADER) return false;
  const size = vint(head, magic.length);
  if (!size) return false;
  let at = magic.length + size.length;
  const end = at + size.value;
  if (end > head.length) return false;
  while (at < end) {
    const child = elementId(head, at);
    if (!child) return false;
    const childSize = vint(head, at + child.length);
    if (!childSize) return false;
    at += child.length + childSize.length;
    if (at + childSize.value > end) return false;
    if (child.id === DOC_TYPE)
      return ascii(head.subarray(at, at + childSize.value)).replace(/\0+$/, '') === 'webm';
    at += childSize.value;
  }
  return false;
}

/**
 * The container a file's first bytes (up to `VIDEO_SNIFF_BYTES`) announce, or null when they are
 * neither MP4 nor WebM. Only the header is read: a file that starts as a video and is cut short
 * or corrupt afterwards is taken, and the reader's player shows what it can.
 */
export function videoContainerOf(head: Uint8Array): VideoType | null {
  if (isMp4(head)) return 'video/mp4';
  if (isWebm(head)) return 'video/webm';
  return null;
}
