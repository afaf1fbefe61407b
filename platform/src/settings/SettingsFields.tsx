import type { ManagedSiteSettings } from '@larder/shared/schemas/site';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { kitchenImagesQuery } from '../photos/kitchen-images-query.ts';
import { useSession } from '../session/use-session.tsx';
import { useFieldError } from './SettingsFormShell.tsx';

const PhotoPickerDialog = lazy(async () => ({
  default: (await import('../photos/PhotoPickerDialog.tsx')).PhotoPickerDialog,
}));

/** What a field for a web address is given beside its registration: no capitals, no spelling, a URL keyboard. */
export const URL_INPUT = {
  className: 'input',
  inputMode: 'url',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;

/** A group of settings with its heading, reachable from the page's list of groups by its id. */
export function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section className="editor-section settings-section" aria-labelledby={`${id}-heading`} id={id}>
      <h2 id={`${id}-heading`} className="editor-section-title">
        {title}
      </h2>
      {hint ? <p className="hint">{hint}</p> : null}
      {children}
    </section>
  );
}

/** A setting that is on or off: a checkbox with its label and hint. */
export function Switch({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { register } = useFormContext();
  const id = useId();
  return (
    <div className="switch-row">
      <input
        type="checkbox"
        id={id}
        className="switch"
        {...register(name)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** One of a few values, as radio buttons. */
export function Choice({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
}) {
  const { register } = useFormContext();
  return (
    <fieldset className="field">
      <legend className="field-label">{legend}</legend>
      <div className="choice-options">
        {options.map((option) => (
          <label key={option.value} className="choice-option">
            <input type="radio" value={option.value} {...register(name)} /> {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A picture of the kitchen's library, chosen or uploaded in the studio's picker. */
export function ImageField({
  name,
  label,
  hint,
  site,
}: {
  name: string;
  label: string;
  hint: string;
  site: ManagedSiteSettings;
}) {
  const session = useSession();
  const { control, setValue } = useFormContext();
  const imageId = useWatch({ control, name }) as string | null;
  const [picking, setPicking] = useState(false);
  const known = imageId ? site.images[imageId] : undefined;
  const library = useQuery({
    ...kitchenImagesQuery(session, site.slug),
    enabled: imageId !== null && !known,
  });
  const image = known ?? library.data?.find((candidate) => candidate.id === imageId);
  const error = useFieldError(name);
  return (
    <div className={error ? 'image-field has-error' : 'image-field'}>
      <p className="field-label">{label}</p>
      <div className="image-field-picture">
        {imageId ? (
          image ? (
            <img src={image.url} alt={image.alt} width={image.width} height={image.height} loading="lazy" />
          ) : (
            <span className="hint">Loading…</span>
          )
        ) : (
          <span className="hint">None</span>
        )}
      </div>
      <p className="field-hint">{hint}</p>
      {error ? <p className="field-error">{error}</p> : null}
      <div className="image-field-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setPicking(true);
          }}
        >
          {imageId ? 'Change' : 'Choose'}
          <span className="visually-hidden"> {label.toLowerCase()}</span>
        </button>
        {imageId ? (
          <button
            type="button"
            className="button button-quiet"
            onClick={() => {
              setValue(name, null, { shouldDirty: true });
            }}
          >
            Remove<span className="visually-hidden"> {label.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
      {picking ? (
        <Suspense fallback={null}>
          <PhotoPickerDialog
            siteSlug={site.slug}
            title={label}
            open
            single
            onOpenChange={setPicking}
            chosen={imageId ? [imageId] : []}
            onChange={(ids) => {
              setValue(name, ids[0] ?? null, { shouldDirty: true });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
