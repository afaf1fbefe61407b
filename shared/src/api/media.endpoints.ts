import type {
  ImageRecordInput,
  ImageResponse,
  ImageUploadRequest,
  ImageUploadUrlResponse,
  ImageUpdate,
  PublicImage,
} from '../schemas/image.ts';
import type {
  KitchenVideosResponse,
  VideoRecordInput,
  VideoResponse,
  VideoUpdate,
  VideoUploadRequest,
  VideoUploadUrlResponse,
} from '../schemas/video.ts';
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

/**
 * Uploading a kitchen's video (a recipe's or a step's), in the same three steps as a photo: ask
 * for an upload URL, `PUT` the file's bytes to `upload.url` with `upload.headers` (an MP4 or WebM
 * file of at most `upload.maxBytes`, stored as it is), then record the video with `upload.id`.
 * Managers of the kitchen only.
 */
export const createVideoUploadUrl = /* @__PURE__ */ endpoint<{
  body: VideoUploadRequest;
  response: VideoUploadUrlResponse;
}>()('POST', '/manage/video-upload-urls');

/**
 * Records an uploaded video file as a video of the kitchen it was uploaded for, with one of the
 * kitchen's photos as its poster or none; its id is what a recipe's or a step's `videoId` takes.
 */
export const createVideo = /* @__PURE__ */ endpoint<{
  body: VideoRecordInput;
  response: VideoResponse;
}>()('POST', '/manage/videos');

/** A kitchen's videos, newest first; managers only. */
export const kitchenVideos = /* @__PURE__ */ endpoint<{ response: KitchenVideosResponse }>()(
  'GET',
  '/manage/:siteSlug/videos',
);

/** Sets or clears a kitchen video's poster; the kitchen is rebuilt when a recipe shows the video. */
export const updateKitchenVideo = /* @__PURE__ */ endpoint<{
  body: VideoUpdate;
  response: VideoResponse;
}>()('PUT', '/manage/:siteSlug/videos/:videoId');
