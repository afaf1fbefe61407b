import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { kitchenImagesQuery } from '../photos/kitchen-images-query.ts';
import { useSession } from '../session/use-session.tsx';
import { RecipeVideo } from './RecipeVideo.tsx';
import type { RecipeEditorValues } from './recipe-form.ts';

/** The picker loads when first opened: most steps never have a photo. */
const PhotoPickerDialog = lazy(async () => ({
  default: (await import('../photos/PhotoPickerDialog.tsx')).PhotoPickerDialog,
}));

/** A step's photos and video, shown in the step's slider on the recipe page, picked from the kitchen's. */
export function StepMedia({
  base,
  label,
  siteSlug,
}: {
  base: `instructionGroups.${number}.instructions.${number}`;
  /** "step 3", for the controls' names. */
  label: string;
  siteSlug: string;
}) {
  const session = useSession();
  const { control, setValue } = useFormContext<RecipeEditorValues>();
  const imageIds = useWatch({ control, name: `${base}.imageIds` });
  const [picking, setPicking] = useState(false);
  const library = useQuery({ ...kitchenImagesQuery(session, siteSlug), enabled: imageIds.length > 0 });
  const byId = new Map((library.data ?? []).map((image) => [image.id, image]));
  const setImages = (ids: string[]) => {
    setValue(`${base}.imageIds`, ids, { shouldDirty: true });
  };
  return (
    <div className="step-media">
      {imageIds.length ? (
        <ul className="media-strip" aria-label={`Photos of ${label}`}>
          {imageIds.map((id, index) => {
            const image = byId.get(id);
            return (
              <li key={id} className="media-thumb">
                {image ? (
                  <img
                    src={image.url}
                    alt={image.alt}
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                  />
                ) : (
                  <span className="hint">Loading…</span>
                )}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    setImages(imageIds.filter((known) => known !== id));
                  }}
                >
                  Remove
                  <span className="visually-hidden">
                    {' '}
                    photo {index + 1} of {label}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="step-media-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setPicking(true);
          }}
        >
          {imageIds.length ? 'Change photos' : 'Add photos'}
          <span className="visually-hidden"> of {label}</span>
        </button>
        <RecipeVideo name={`${base}.videoId`} label={label} siteSlug={siteSlug} />
      </div>
      {picking ? (
        <Suspense fallback={null}>
          <PhotoPickerDialog
            siteSlug={siteSlug}
            title={`Photos of ${label}`}
            open
            onOpenChange={setPicking}
            chosen={imageIds}
            onChange={setImages}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
