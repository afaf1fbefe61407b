import type {
  KitchenVideosResponse,
  VideoRecordInput,
  VideoResponse,
  VideoUpdate,
  VideoUploadRequest,
  VideoUploadUrlResponse,
} from '../schemas/video.ts';
import { endpoint } from './endpoint.ts';

/*
 * Apart from the images' contracts, which the account pages load for the avatar: only the studio
 * uploads videos.
 */

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
