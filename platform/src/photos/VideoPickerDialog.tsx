import { Dialog } from '@base-ui/react/dialog';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../session/use-session.tsx';
import { uploadRefusal } from '../ui/image-upload.ts';
import { VIDEO_TYPES, uploadVideo, videoFileProblem } from '../ui/video-upload.ts';
import { kitchenVideosQuery, rememberVideo } from './kitchen-videos-query.ts';

/** Picks one of the kitchen's videos, or uploads a new one into it (with its progress). */
export function VideoPickerDialog({
  siteSlug,
  title,
  open,
  onOpenChange,
  chosen,
  onChange,
}: {
  siteSlug: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  chosen: string | null;
  onChange: (id: string | null) => void;
}) {
  const session = useSession();
  const library = useQuery({ ...kitchenVideosQuery(session, siteSlug), enabled: open });
  const [upload, setUpload] = useState<{ name: string; sent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const add = async (file: File) => {
    const problem = videoFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setUpload({ name: file.name, sent: 0 });
    try {
      const video = await uploadVideo(session, file, {
        siteSlug,
        onProgress: (sent) => {
          setUpload({ name: file.name, sent });
        },
      });
      rememberVideo(session.queryClient, siteSlug, video);
      onChange(video.id);
    } catch (failure) {
      setError(uploadRefusal(failure) ?? 'The upload did not reach Larder. Try again.');
    }
    setUpload(null);
  };
  const videos = library.data ?? [];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Popup className="dialog dialog-wide">
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          <Dialog.Description className="hint">
            Choose one of your kitchen’s videos, or upload an MP4 or WebM file. It plays first in the page’s
            slider.
          </Dialog.Description>
          {library.isPending ? <p className="hint">Loading your videos…</p> : null}
          {library.data?.length === 0 ? <p className="hint">No videos in this kitchen yet.</p> : null}
          {videos.length ? (
            <ul className="photo-grid">
              {videos.map((video, index) => (
                <li key={video.id}>
                  <label className={video.id === chosen ? 'photo-choice photo-chosen' : 'photo-choice'}>
                    <video
                      src={video.url}
                      poster={video.posterImage?.url}
                      preload="none"
                      controls
                      muted
                      playsInline
                      className="video-choice"
                    />
                    <span className="photo-choice-label">
                      <input
                        type="radio"
                        name={`${title}-video`}
                        checked={video.id === chosen}
                        onChange={() => {
                          onChange(video.id);
                        }}
                      />{' '}
                      Video {videos.length - index}
                      {video.posterImage?.alt ? `: ${video.posterImage.alt}` : ''}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          ) : null}
          {upload ? (
            <progress
              value={upload.sent}
              max={1}
              aria-label={`Uploading ${upload.name}`}
              className="upload-progress"
            />
          ) : null}
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="form-actions">
            <label className="button button-secondary file-button">
              Upload a video
              <input
                type="file"
                accept={VIDEO_TYPES.join(',')}
                className="visually-hidden"
                disabled={upload !== null}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void add(file);
                }}
              />
            </label>
            {chosen ? (
              <button
                type="button"
                className="button button-quiet"
                onClick={() => {
                  onChange(null);
                }}
              >
                Use no video
              </button>
            ) : null}
            <Dialog.Close className="button button-primary">Done</Dialog.Close>
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
