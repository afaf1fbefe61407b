import { updateKitchenImage } from '@larder/shared/api/media.endpoints';
import type { PublicImage } from '@larder/shared/schemas/image';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { RecipeEditorValues } from '../recipes/recipe-form.ts';
import { RowActions } from '../recipes/RowActions.tsx';
import { useSession } from '../session/use-session.tsx';
import { PICTURE_TYPES, pictureFileProblem, uploadPicture, uploadRefusal } from '../ui/image-upload.ts';
import { croppedPictureStyle } from './crop-geometry.ts';
import { kitchenImagesQuery, rememberImage } from './kitchen-images-query.ts';
import './photos.css';

/** The crop tool loads when a photo is first cropped: most visits to the editor never open it. */
const CropDialog = lazy(async () => ({ default: (await import('./CropDialog.tsx')).CropDialog }));

interface Upload {
  id: string;
  name: string;
  /** Share of the file sent, 0 to 1. */
  sent: number;
  error: string | null;
}

/** A photo as the recipe shows it: only the crop, in the crop's shape. */
export function CroppedPicture({
  image,
  crop,
}: {
  image: PublicImage;
  crop: RecipeEditorValues['images'][number]['crop'];
}) {
  const style = croppedPictureStyle(crop, image);
  return (
    <div className="photo-frame" style={style.box}>
      <img
        src={image.url}
        alt=""
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        style={style.picture}
      />
    </div>
  );
}

/** A photo's alt text, saved to the photo itself when the field is left. */
function AltText({ image, siteSlug, label }: { image: PublicImage; siteSlug: string; label: string }) {
  const session = useSession();
  const [text, setText] = useState(image.alt);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | { error: string }>('idle');
  const id = useId();
  const save = async () => {
    if (text.trim() === image.alt) return;
    setState('saving');
    try {
      const { image: saved } = await session.api.request(updateKitchenImage, {
        params: { siteSlug, imageId: image.id },
        body: { alt: text },
      });
      rememberImage(session.queryClient, siteSlug, saved);
      setText(saved.alt);
      setState('saved');
    } catch (error) {
      setState({ error: uploadRefusal(error) ?? 'The alt text was not saved. Try again.' });
    }
  };
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        Alt text<span className="visually-hidden"> for {label}</span>
      </label>
      <input
        id={id}
        className="input"
        value={text}
        maxLength={500}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          setState('idle');
        }}
        onBlur={() => void save()}
      />
      <span id={`${id}-hint`} className="hint" aria-live="polite">
        {state === 'saving'
          ? 'Saving…'
          : state === 'saved'
            ? 'Saved to the photo'
            : typeof state === 'object'
              ? state.error
              : text.trim()
                ? 'What the photo shows, for readers who cannot see it'
                : 'Missing: say what the photo shows, for readers who cannot see it'}
      </span>
    </div>
  );
}

/** The recipe's photos: upload with progress, alt text, crop, order (the first is the main photo). */
export function PhotosEditor({ siteSlug }: { siteSlug: string }) {
  const session = useSession();
  const { control } = useFormContext<RecipeEditorValues>();
  const { fields, append, remove, move, update } = useFieldArray({ control, name: 'images', keyName: 'key' });
  const library = useQuery(kitchenImagesQuery(session, siteSlug));
  const byId = new Map((library.data ?? []).map((image) => [image.id, image]));
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [cropping, setCropping] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();

  const change = (id: string, patch: Partial<Upload> | null) => {
    setUploads((current) =>
      patch === null
        ? current.filter((upload) => upload.id !== id)
        : current.map((upload) => (upload.id === id ? { ...upload, ...patch } : upload)),
    );
  };

  const addFiles = async (files: File[]) => {
    const started = files.map((file) => ({
      file,
      upload: { id: crypto.randomUUID(), name: file.name, sent: 0, error: pictureFileProblem(file) },
    }));
    setUploads((current) => [...current, ...started.map((entry) => entry.upload)]);
    // One after another: on a phone's connection, parallel uploads only finish later together.
    for (const { file, upload } of started) {
      if (upload.error) continue;
      try {
        const image = await uploadPicture(session, file, {
          siteSlug,
          onProgress: (sent) => {
            change(upload.id, { sent });
          },
        });
        rememberImage(session.queryClient, siteSlug, image);
        append({ id: image.id, crop: null });
        change(upload.id, null);
      } catch (error) {
        change(upload.id, { error: uploadRefusal(error) ?? 'The upload did not reach Larder. Try again.' });
      }
    }
  };

  const croppingField = cropping === null ? undefined : fields[cropping];
  const croppingImage = croppingField ? byId.get(croppingField.id) : undefined;
  return (
    <section className="editor-section" aria-labelledby={headingId} data-field="images">
      <h2 id={headingId} className="editor-section-title">
        Photos
      </h2>
      <p className="hint">
        The first photo is the recipe’s main photo: on its card, at the top of its page and in search results.
      </p>
      {fields.length ? (
        <ol className="photo-list">
          {fields.map((field, index) => {
            const image = byId.get(field.id);
            const label = `photo ${index + 1}`;
            return (
              <li key={field.key} className="photo-row" data-field={`images.${index}`}>
                {image ? (
                  <CroppedPicture image={image} crop={field.crop} />
                ) : (
                  <div className="photo-frame photo-missing">Loading photo…</div>
                )}
                <div className="photo-fields">
                  <p className="photo-caption">
                    <strong>{index === 0 ? 'Main photo' : `Photo ${index + 1}`}</strong>
                    {image ? (
                      <span className="hint">
                        {' '}
                        ·{' '}
                        {field.crop
                          ? `cropped to ${field.crop.width} × ${field.crop.height}`
                          : `${image.width} × ${image.height}`}
                      </span>
                    ) : null}
                  </p>
                  {image ? <AltText key={image.id} image={image} siteSlug={siteSlug} label={label} /> : null}
                  <div className="photo-actions">
                    <div className="row-actions">
                      <button
                        type="button"
                        className="button button-secondary"
                        disabled={!image}
                        onClick={() => {
                          setCropping(index);
                        }}
                      >
                        Crop<span className="visually-hidden"> {label}</span>
                      </button>
                    </div>
                    <RowActions row={index} count={fields.length} noun="photo" move={move} remove={remove} />
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="hint">No photos yet.</p>
      )}
      {uploads.length ? (
        <ul className="upload-list" aria-label="Uploads">
          {uploads.map((upload) => (
            <li key={upload.id} className="upload-row">
              <span className="upload-name">{upload.name}</span>
              {upload.error ? (
                <>
                  <span className="form-error" role="alert">
                    {upload.error}
                  </span>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => {
                      change(upload.id, null);
                    }}
                  >
                    Dismiss<span className="visually-hidden"> {upload.name}</span>
                  </button>
                </>
              ) : (
                <progress
                  value={upload.sent}
                  max={1}
                  aria-label={`Uploading ${upload.name}`}
                  className="upload-progress"
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="editor-group-actions">
        <label className="button button-secondary file-button">
          Add photos
          <input
            ref={input}
            type="file"
            accept={PICTURE_TYPES.join(',')}
            multiple
            className="visually-hidden"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length) void addFiles(files);
            }}
          />
        </label>
      </div>
      {croppingField && croppingImage && cropping !== null ? (
        <Suspense fallback={null}>
          <CropDialog
            key={`${croppingField.key}-${JSON.stringify(croppingField.crop)}`}
            image={croppingImage}
            crop={croppingField.crop}
            open
            onOpenChange={(open) => {
              if (!open) setCropping(null);
            }}
            onApply={(crop) => {
              update(cropping, { id: croppingField.id, crop });
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
