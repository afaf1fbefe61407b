import type { ImageRecordInput, ImageUploadRequest, ImageUploadUrl, PublicImage } from '../schemas/image.ts';
import { endpoint } from './endpoint.ts';

/** Spec §7: asks where to upload an image file (fileName, contentType). */
export const createImageUploadUrl = endpoint<{ body: ImageUploadRequest; response: ImageUploadUrl }>()(
  'POST',
  '/manage/image-upload-urls',
);

/** Spec §7: registers an uploaded file as an image (key, width, height, lqip), to attach by id. */
export const createImage = endpoint<{ body: ImageRecordInput; response: { image: PublicImage } }>()(
  'POST',
  '/manage/images',
);
