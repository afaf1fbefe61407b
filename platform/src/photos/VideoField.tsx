import { updateKitchenVideo } from '@larder/shared/api/video.endpoints';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../session/use-session.tsx';
import { uploadRefusal } from '../ui/image-upload.ts';
import { kitchenVideosQuery, rememberVideo } from './kitchen-videos-query.ts';

/** The pickers load when first opened: most recipes, steps and collections have no video. */
const VideoPickerDialog = lazy(async () => ({
  default: (await import('./VideoPickerDialog.tsx')).VideoPickerDialog,
}));
const PhotoPickerDialog = lazy(async () => ({
  default: (await import('./PhotoPickerDialog.tsx')).PhotoPickerDialog,
}));

/**
 * A video field (a recipe's, a step's, a collection's): the chosen video with its poster, "Add a
 * video" (pick or upload) and "Poster photo" (one of the kitchen's photos, saved to the video).
 */
export function VideoField({
  videoId,
  onChange,
  label,
  siteSlug,
}: {
  videoId: string | null;
  onChange: (videoId: string | null) => void;
  /** "the recipe", "step 3": for the controls' names. */
  label: string;
  siteSlug: string;
}) {
  const session = useSession();
  const [dialog, setDialog] = useState<'video' | 'poster' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const library = useQuery({ ...kitchenVideosQuery(session, siteSlug), enabled: videoId !== null });
  const video = library.data?.find((known) => known.id === videoId);
  const choose = onChange;
  const setPoster = async (posterImageId: string | null) => {
    if (!video) return;
    setError(null);
    try {
      const { video: saved } = await session.api.request(updateKitchenVideo, {
        params: { siteSlug, videoId: video.id },
        body: { posterImageId },
      });
      rememberVideo(session.queryClient, siteSlug, saved);
    } catch (failure) {
      setError(uploadRefusal(failure) ?? 'The poster was not saved. Try again.');
    }
  };
  return (
    <div className="video-field">
      {videoId ? (
        video ? (
          <video
            src={video.url}
            poster={video.posterImage?.url}
            preload="none"
            controls
            muted
            playsInline
            className="video-preview"
            aria-label={`Video of ${label}`}
          />
        ) : (
          <p className="hint">Loading the video…</p>
        )
      ) : null}
      <div className="video-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setDialog('video');
          }}
        >
          {videoId ? 'Change video' : 'Add a video'}
          <span className="visually-hidden"> of {label}</span>
        </button>
        {video ? (
          <>
            <button
              type="button"
              className="button button-quiet"
              onClick={() => {
                setDialog('poster');
              }}
            >
              Poster photo<span className="visually-hidden"> of the video of {label}</span>
            </button>
            <button
              type="button"
              className="button button-quiet"
              onClick={() => {
                choose(null);
              }}
            >
              Remove video<span className="visually-hidden"> of {label}</span>
            </button>
          </>
        ) : null}
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {dialog === 'video' ? (
        <Suspense fallback={null}>
          <VideoPickerDialog
            siteSlug={siteSlug}
            title={`Video of ${label}`}
            open
            onOpenChange={(open) => {
              if (!open) setDialog(null);
            }}
            chosen={videoId}
            onChange={choose}
          />
        </Suspense>
      ) : null}
      {dialog === 'poster' && video ? (
        <Suspense fallback={null}>
          <PhotoPickerDialog
            siteSlug={siteSlug}
            title={`Poster of the video of ${label}`}
            open
            single
            onOpenChange={(open) => {
              if (!open) setDialog(null);
            }}
            chosen={video.posterImageId ? [video.posterImageId] : []}
            onChange={(ids) => void setPoster(ids[0] ?? null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
