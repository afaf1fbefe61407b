import { Dialog } from '@base-ui/react/dialog';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../session/use-session.tsx';
import { VIDEO_TYPES, uploadVideo, videoFileProblem } from '../ui/video-upload.ts';
import { kitchenVideosQuery, rememberVideo } from './kitchen-videos-query.ts';
import { PickerUploadButton, PickerUploadStatus, usePickerUpload } from './PickerUpload.tsx';

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
  const uploading = usePickerUpload({
    problem: videoFileProblem,
    send: (file, onProgress) => uploadVideo(session, file, { siteSlug, onProgress }),
    onUploaded: (video) => {
      rememberVideo(session.queryClient, siteSlug, video);
      onChange(video.id);
    },
  });
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
          <PickerUploadStatus state={uploading} />
          <div className="form-actions">
            <PickerUploadButton state={uploading} label="Upload a video" accept={VIDEO_TYPES} />
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
