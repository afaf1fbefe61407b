import { ApiError } from '@larder/shared/api/api-client';
import { useId, useState, type ReactNode } from 'react';

const WIDTHS = [
  { label: 'Phone', width: 375 },
  { label: 'Desktop', width: 1280 },
] as const;

/**
 * A page of the kitchen rendered by the API for a preview (the studio's recipe, the settings'
 * home or recipe), in a sandboxed frame at phone or desktop width, with the state of the render
 * and the caller's own controls (who sees it, which page) beside the width.
 */
export function PagePreview({
  title,
  url,
  isFetching,
  error,
  controls,
  waiting,
}: {
  /** What the frame shows, for screen readers ("Preview of the recipe page"). */
  title: string;
  url: string | null;
  isFetching: boolean;
  error: unknown;
  controls?: ReactNode;
  /** Said instead of the page when there is none to show yet and nothing went wrong. */
  waiting?: string;
}) {
  const [width, setWidth] = useState<number>(375);
  const groupName = useId();
  const problem =
    error instanceof ApiError ? error.message : error ? 'The preview could not be made just now.' : null;
  return (
    <section className="preview-pane" aria-label="Preview">
      <div className="preview-controls">
        <fieldset className="choice-options">
          <legend className="visually-hidden">Width</legend>
          {WIDTHS.map((option) => (
            <label key={option.label} className="choice-option">
              <input
                type="radio"
                name={`${groupName}-width`}
                checked={width === option.width}
                onChange={() => {
                  setWidth(option.width);
                }}
              />{' '}
              {option.label}
            </label>
          ))}
        </fieldset>
        {controls}
        <span className="hint" role="status">
          {isFetching ? 'Updating the preview…' : problem ? problem : url ? 'Up to date' : ''}
        </span>
      </div>
      <div className="preview-stage">
        {url ? (
          <iframe
            key={width}
            title={title}
            src={url}
            sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
            className="preview-frame"
            style={{ width }}
          />
        ) : (
          <p className="hint">{problem ?? waiting ?? 'Rendering the page…'}</p>
        )}
      </div>
    </section>
  );
}
