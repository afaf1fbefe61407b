import { Dialog } from '@base-ui/react/dialog';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../session/use-session.tsx';
import { PICTURE_TYPES, pictureFileProblem, uploadPicture } from '../ui/image-upload.ts';
import { PickerUploadButton, PickerUploadStatus, usePickerUpload } from './PickerUpload.tsx';
import { kitchenImagesQuery, rememberImage } from './kitchen-images-query.ts';

/**
 * Picks photos from the kitchen's library, or uploads new ones into it: for a step, for a piece
 * of equipment. Each change applies at once; "Done" closes. With `single`, choosing a photo
 * replaces the one chosen before.
 */
export function PhotoPickerDialog({
  siteSlug,
  title,
  open,
  onOpenChange,
  chosen,
  onChange,
  single = false,
}: {
  siteSlug: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  chosen: string[];
  onChange: (ids: string[]) => void;
  single?: boolean;
}) {
  const session = useSession();
  const library = useQuery({ ...kitchenImagesQuery(session, siteSlug), enabled: open });
  const choose = (id: string, on: boolean) => {
    if (single) onChange(on ? [id] : []);
    else
      onChange(on ? [...chosen.filter((known) => known !== id), id] : chosen.filter((known) => known !== id));
  };
  const uploading = usePickerUpload({
    problem: pictureFileProblem,
    send: (file, onProgress) => uploadPicture(session, file, { siteSlug, onProgress }),
    onUploaded: (image) => {
      rememberImage(session.queryClient, siteSlug, image);
      choose(image.id, true);
    },
  });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Popup className="dialog dialog-wide">
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          <Dialog.Description className="hint">
            {single
              ? 'Choose one of your kitchen’s photos, or upload a new one.'
              : 'Choose any of your kitchen’s photos, or upload new ones. They show in the order you choose them.'}
          </Dialog.Description>
          {library.isPending ? <p className="hint">Loading your photos…</p> : null}
          {library.data?.length === 0 ? <p className="hint">No photos in this kitchen yet.</p> : null}
          {library.data?.length ? (
            <ul className="photo-grid">
              {library.data.map((image, index) => {
                const on = chosen.includes(image.id);
                return (
                  <li key={image.id}>
                    <label className={on ? 'photo-choice photo-chosen' : 'photo-choice'}>
                      <img
                        src={image.url}
                        alt=""
                        width={image.width}
                        height={image.height}
                        loading="lazy"
                        decoding="async"
                      />
                      <span className="photo-choice-label">
                        <input
                          type={single ? 'radio' : 'checkbox'}
                          name={single ? `${title}-photo` : undefined}
                          checked={on}
                          onChange={(event) => {
                            choose(image.id, event.target.checked);
                          }}
                        />{' '}
                        {image.alt.trim() || `Photo ${index + 1} (no alt text)`}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          ) : null}
          <PickerUploadStatus state={uploading} />
          <div className="form-actions">
            <PickerUploadButton state={uploading} label="Upload a photo" accept={PICTURE_TYPES} />
            {single && chosen.length ? (
              <button
                type="button"
                className="button button-quiet"
                onClick={() => {
                  onChange([]);
                }}
              >
                Use no photo
              </button>
            ) : null}
            <Dialog.Close className="button button-primary">Done</Dialog.Close>
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
