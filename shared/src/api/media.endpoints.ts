import type {
  ImageRecordInput,
  ImageResponse,
  ImageUploadRequest,
  ImageUploadUrlResponse,
} from '../schemas/image.ts';
import { endpoint } from './endpoint.ts';

/**
 * Uploading an image (the platform's /profile avatar), in three steps: ask for an upload URL,
 * `PUT` the file's bytes to `upload.url` with `upload.headers` (a plain `fetch`: the body is the
 * file, not JSON, and the URL needs no token), then record the image and use its id.
 */
export const createImageUploadUrl = /* @__PURE__ */ endpoint<{
  body: ImageUploadRequest;
  response: ImageUploadUrlResponse;
}>()('POST', '/manage/image-upload-urls');

/** Records an uploaded file as the signed-in user's image; width, height and lqip are read from the file. */
export const createImage = /* @__PURE__ */ endpoint<{
  body: ImageRecordInput;
  response: ImageResponse;
}>()('POST', '/manage/images');
