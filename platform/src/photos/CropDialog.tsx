import { Dialog } from '@base-ui/react/dialog';
import type { Crop, PublicImage } from '@larder/shared/schemas/image';
import { useId, useState } from 'react';
import ReactCrop from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { CROP_SHAPES, centredRect, percentRect, pixelCrop, type PercentRect } from './crop-geometry.ts';

/**
 * Crops a photo for one recipe (the photo itself is untouched): drag the frame or its handles,
 * or by keyboard focus the frame and use the arrow keys (Shift for bigger steps); a shape keeps
 * the frame at an aspect ratio.
 */
export function CropDialog({
  image,
  crop,
  open,
  onOpenChange,
  onApply,
}: {
  image: PublicImage;
  crop: Crop | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApply: (crop: Crop | null) => void;
}) {
  const [rect, setRect] = useState<PercentRect>(() => percentRect(crop, image));
  const [aspect, setAspect] = useState<number | null>(null);
  const shapeName = useId();
  const chosen = pixelCrop(rect, image);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Popup className="dialog dialog-wide">
          <Dialog.Title className="dialog-title">Crop photo</Dialog.Title>
          <Dialog.Description className="hint">
            The recipe shows only what is inside the frame; the photo itself is kept whole. Drag the frame or
            its corners, or focus it and use the arrow keys.
          </Dialog.Description>
          <fieldset className="choice-options crop-shapes">
            <legend className="field-label">Shape</legend>
            {CROP_SHAPES.map((shape) => (
              <label key={shape.label} className="choice-option">
                <input
                  type="radio"
                  name={shapeName}
                  checked={aspect === shape.aspect}
                  onChange={() => {
                    setAspect(shape.aspect);
                    if (shape.aspect !== null) setRect(centredRect(shape.aspect, image));
                  }}
                />{' '}
                {shape.label}
              </label>
            ))}
          </fieldset>
          <div className="crop-area">
            <ReactCrop
              crop={rect}
              onChange={(_pixels, percent) => {
                setRect(percent);
              }}
              {...(aspect === null ? {} : { aspect })}
              keepSelection
              ruleOfThirds
              minWidth={16}
              minHeight={16}
            >
              <img src={image.url} alt={image.alt} width={image.width} height={image.height} />
            </ReactCrop>
          </div>
          <p className="hint" aria-live="polite">
            {chosen
              ? `${chosen.width} × ${chosen.height} pixels`
              : `The whole photo, ${image.width} × ${image.height} pixels`}
          </p>
          <div className="form-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                onApply(chosen);
                onOpenChange(false);
              }}
            >
              Apply crop
            </button>
            <button
              type="button"
              className="button button-quiet"
              onClick={() => {
                onApply(null);
                onOpenChange(false);
              }}
            >
              Use the whole photo
            </button>
            <Dialog.Close className="button button-quiet">Cancel</Dialog.Close>
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
