import { AppError } from '@larder/shared/errors';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  type ALLOWED_IMAGE_TYPES,
  type ImageUploadUrlResponse,
  type PublicImage,
} from '@larder/shared/schemas/image';
import { sanitizeSvg } from '@larder/shared/html/sanitize-svg';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { hashToken } from '../auth/session-tokens.ts';
import type { Db } from '../db/database.ts';
import { pendingUpload, unusableUpload } from './pending-upload.ts';
import { loadImages, type ReadContext } from './image-read.ts';
import { recordImageFile } from './media-rows.ts';

type ImageType = (typeof ALLOWED_IMAGE_TYPES)[number];

/** How long an upload URL stays usable. */
export const UPLOAD_LIFETIME_MS = 15 * 60_000;
/** Images wider or taller than this are refused: no avatar needs it, and decoding one costs memory. */
export const IMAGE_MAX_SIDE = 10_000;
/** And at most 40 megapixels in all: decoding one costs its pixels in memory, 4 bytes each. */
export const IMAGE_MAX_PIXELS = 40_000_000;

const TYPES: Record<ImageType, { extension: string; name: string; is: (metadata: Metadata) => boolean }> = {
  'image/jpeg': { extension: 'jpg', name: 'JPEG', is: (m) => m.format === 'jpeg' },
  'image/png': { extension: 'png', name: 'PNG', is: (m) => m.format === 'png' },
  'image/webp': { extension: 'webp', name: 'WebP', is: (m) => m.format === 'webp' },
  'image/gif': { extension: 'gif', name: 'GIF', is: (m) => m.format === 'gif' },
  'image/avif': {
    extension: 'avif',
    name: 'AVIF',
    is: (m) => m.format === 'heif' && m.compression === 'av1',
  },
  'image/heic': {
    extension: 'heic',
    name: 'HEIC',
    is: (m) => m.format === 'heif' && m.compression === 'hevc',
  },
  'image/heif': {
    extension: 'heif',
    name: 'HEIF',
    is: (m) => m.format === 'heif' && m.compression === 'hevc',
  },
  'image/svg+xml': { extension: 'svg', name: 'SVG', is: (m) => m.format === 'svg' },
};

/** Allows one file of the stated type to be uploaded by the user, at a fresh key under their (or the kitchen's) folder. */
export async function createImageUpload(
  db: Db,
  options: {
    userId: string;
    /** The kitchen the file is a photo of; null for the user's own image. */
    siteId?: string | null;
    fileName: string;
    contentType: ImageType;
    apiOrigin: string;
    now?: number;
  },
): Promise<ImageUploadUrlResponse['upload']> {
  const token = randomBytes(32).toString('base64url');
  const folder = options.siteId ? `sites/${options.siteId}` : `users/${options.userId}`;
  const key = `${folder}/${randomUUID()}.${TYPES[options.contentType].extension}`;
  const expiresAt = new Date((options.now ?? Date.now()) + UPLOAD_LIFETIME_MS).toISOString();
  await db
    .insertInto('image_uploads')
    .values({
      id: randomUUID(),
      token_hash: hashToken(token),
      user_id: options.userId,
      key,
      file_name: options.fileName,
      content_type: options.contentType,
      expires_at: expiresAt,
    })
    .execute();
  return {
    url: `${options.apiOrigin}/api/v1/uploads/${token}`,
    method: 'PUT',
    headers: { 'Content-Type': options.contentType },
    key,
    maxBytes: IMAGE_UPLOAD_MAX_BYTES,
    expiresAt,
  };
}

interface ReadImage {
  width: number;
  height: number;
  lqip: string | null;
}

/**
 * What the bytes are: refused unless they are an image of the announced type (read by sharp,
 * never trusted from the name or header) within `IMAGE_MAX_SIDE`, and decodable to the end.
 * HEIC and HEIF are checked by their header only: this sharp build cannot decode them.
 */
async function readImage(bytes: Uint8Array, contentType: ImageType): Promise<ReadImage> {
  const type = TYPES[contentType];
  const notThatType = new AppError(
    'validation_failed',
    `The file is not a ${type.name} image. Upload the image itself, saved as ${type.name}.`,
    { file: [`Not a ${type.name} image`] },
  );
  // sharp throws at once on some inputs (an empty one) and rejects on others.
  const metadata = await Promise.resolve()
    .then(() => sharp(bytes).metadata())
    .catch(() => null);
  if (!metadata || !type.is(metadata)) throw notThatType;
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  if (
    !width ||
    !height ||
    width > IMAGE_MAX_SIDE ||
    height > IMAGE_MAX_SIDE ||
    width * height > IMAGE_MAX_PIXELS
  )
    throw new AppError(
      'validation_failed',
      `The image is ${width}×${height} pixels; at most ${IMAGE_MAX_SIDE.toLocaleString('en')} pixels a side and ${IMAGE_MAX_PIXELS / 1_000_000} megapixels in all are taken.`,
      { file: ['Too many pixels'] },
    );
  if (metadata.compression === 'hevc') return { width, height, lqip: null };
  const tiny = await Promise.resolve()
    .then(() => sharp(bytes, { failOn: 'truncated' }).rotate().resize(16).webp({ quality: 40 }).toBuffer())
    .catch(() => null);
  if (!tiny) throw notThatType;
  return { width, height, lqip: `data:image/webp;base64,${tiny.toString('base64')}` };
}

/** The SVG's drawing alone (see `sanitizeSvg`), or an empty file, which sharp then refuses as no SVG. */
function svgDrawing(bytes: Uint8Array): Uint8Array {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const drawing = sanitizeSvg(text);
  return drawing === null ? new Uint8Array() : new TextEncoder().encode(drawing);
}

/**
 * The image as it will be stored: turned upright by its orientation tag and written again without
 * EXIF, XMP or IPTC (a phone photo's GPS position, camera serial and owner name stay on the
 * creator's phone). Only the colour profile is kept. JPEG at quality 92 with the source's chroma
 * sampling kept close (4:4:4) loses no visible detail; PNG and GIF are lossless; animated GIF and
 * WebP keep every frame. HEIC and HEIF, which this sharp build cannot decode, and SVG, whose
 * drawing was already rebuilt, are stored as they are.
 */
async function withoutMetadata(bytes: Uint8Array, contentType: ImageType): Promise<Uint8Array> {
  if (contentType === 'image/heic' || contentType === 'image/heif' || contentType === 'image/svg+xml')
    return bytes;
  const animated = contentType === 'image/gif' || contentType === 'image/webp';
  const image = sharp(bytes, { animated, failOn: 'truncated' }).rotate().keepIccProfile();
  switch (contentType) {
    case 'image/jpeg':
      return image.jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
    case 'image/png':
      return image.png({ compressionLevel: 9 }).toBuffer();
    case 'image/webp':
      return image.webp({ quality: 92 }).toBuffer();
    case 'image/gif':
      return image.gif().toBuffer();
    case 'image/avif':
      return image.avif({ quality: 70 }).toBuffer();
  }
}

/**
 * Stores the file sent to an upload URL, once it is known to be an image of the announced type.
 * A refused file changes nothing, so the reader can try another one with the same URL.
 */
export async function receiveImageUpload(
  db: Db,
  filesDir: string,
  upload: { token: string; contentType: string | undefined; bytes: Uint8Array; now?: number },
): Promise<{ key: string; width: number; height: number }> {
  const now = new Date(upload.now ?? Date.now()).toISOString();
  const pending = await pendingUpload(db, 'image_uploads', upload, now);
  // An SVG is a document that can carry scripts and links out: only its drawing is kept.
  const bytes = pending.content_type === 'image/svg+xml' ? svgDrawing(upload.bytes) : upload.bytes;
  const image = await readImage(bytes, pending.content_type as ImageType);
  const stored = await withoutMetadata(bytes, pending.content_type as ImageType);
  // Spent only now, and only once: of two files sent at the same moment, one is stored.
  const claimed = await db
    .updateTable('image_uploads')
    .set({ uploaded_at: now, width: image.width, height: image.height, lqip: image.lqip })
    .where('id', '=', pending.id)
    .where('uploaded_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) throw unusableUpload();
  try {
    const path = resolve(filesDir, pending.key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed, so the file host never serves half a file.
    const partial = `${path}.${randomUUID()}.partial`;
    await writeFile(partial, stored);
    await rename(partial, path);
  } catch (error) {
    await db
      .updateTable('image_uploads')
      .set({ uploaded_at: null, width: null, height: null, lqip: null })
      .where('id', '=', pending.id)
      .execute();
    throw error;
  }
  return { key: pending.key, width: image.width, height: image.height };
}

/**
 * Records a file the user uploaded as an image: their own (an avatar) or, with `siteId`, one of a
 * kitchen they manage (a recipe's photo). Its size and placeholder are those read from the file;
 * recording it again the same way answers the same image.
 */
export async function recordUploadedImage(
  context: ReadContext,
  userId: string,
  record: { key: string; alt?: string | undefined },
  siteId: string | null = null,
): Promise<PublicImage> {
  const { db } = context;
  const upload = await db
    .selectFrom('image_uploads')
    .select(['key', 'content_type', 'width', 'height', 'lqip'])
    .where('key', '=', record.key)
    .where('user_id', '=', userId)
    .where('width', 'is not', null)
    .executeTakeFirst();
  if (!upload?.width || !upload.height)
    throw new AppError(
      'validation_failed',
      'No file of yours was uploaded with that key. Upload the file to its upload URL first.',
      { key: ['No uploaded file with that key'] },
    );
  // The upload URL decided whose image the file is: the user's own, or one kitchen's photo.
  const uploadedFor = upload.key.startsWith('sites/') ? upload.key.split('/')[1]! : null;
  if (uploadedFor !== siteId)
    throw new AppError(
      'validation_failed',
      uploadedFor
        ? 'That file was uploaded as a kitchen photo. Record it for its kitchen.'
        : 'That file was uploaded as your own image, not a kitchen photo. Upload it again for the kitchen.',
      { key: ['Uploaded for something else'] },
    );
  // Two saves of the same upload at once (a double click) meet here and answer the one image.
  const id = await recordImageFile(db, {
    key: upload.key,
    contentType: upload.content_type,
    width: upload.width,
    height: upload.height,
    lqip: upload.lqip,
    alt: record.alt ?? '',
    siteId,
    createdBy: userId,
  });
  return (await loadImages(context, [id])).get(id)!;
}
