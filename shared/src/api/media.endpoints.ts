import type {
  ImageRecordInput,
  ImageResponse,
  ImageUploadRequest,
  ImageUploadUrlResponse,
  ImageUpdate,
  PublicImage,
} from '../schemas/image.ts';
import { endpoint } from './endpoint.ts';

/**
 * Uploading an image (the platform's /profile avatar, a kitchen's photo), in three steps: ask for an upload URL,
 * `PUT` the file's bytes to `upload.url` with `upload.headers` (a plain `fetch`: the body is the
 * file, not JSON, and the URL needs no token), then record the image and use its id.
 */
export const createImageUploadUrl = /* @__PURE__ */ endpoint<{
  body: ImageUploadRequest;
  response: ImageUploadUrlResponse;
}>()('POST', '/manage/image-upload-urls');

/**
 * Records an uploaded file as the signed-in user's image, or with `siteSlug` as a photo of a
 * kitchen they manage; width, height and lqip are read from the file.
 */
export const createImage = /* @__PURE__ */ endpoint<{
  body: ImageRecordInput;
  response: ImageResponse;
}>()('POST', '/manage/images');

/** A kitchen's photos, newest first (the studio's photo library); managers only. */
export const kitchenImages = /* @__PURE__ */ endpoint<{ response: { images: PublicImage[] } }>()(
  'GET',
  '/manage/:siteSlug/images',
);

/** Sets a kitchen photo's alt text; the kitchen is rebuilt when a recipe shows the photo. */
export const updateKitchenImage = /* @__PURE__ */ endpoint<{
  body: ImageUpdate;
  response: ImageResponse;
}>()('PUT', '/manage/:siteSlug/images/:imageId');
