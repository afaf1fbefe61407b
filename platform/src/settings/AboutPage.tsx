import type { RichText } from '@larder/shared/rich-text/rich-text-schema';
import type { ManagedSiteSettings } from '@larder/shared/schemas/site';
import { lazy, Suspense, useId } from 'react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { RowActions } from '../recipes/RowActions.tsx';
import { Field } from '../ui/Field.tsx';
import { ImageField, Section, URL_INPUT } from './SettingsFields.tsx';
import { SettingsFormShell, useFieldError, type SettingsScreen } from './SettingsFormShell.tsx';

const RichTextEditor = lazy(async () => ({
  default: (await import('../editor/RichTextEditor.tsx')).RichTextEditor,
}));

export interface AboutValues {
  aboutHeading: string;
  about: RichText | null;
  events: {
    title: string;
    date: string;
    location: string;
    description: string;
    href: string;
    imageId: string | null;
  }[];
  press: { title: string; url: string; date: string; description: string }[];
}

/** A stored date (`2026-03-05` or a full ISO time) as a date field holds it. */
const dayOf = (date: string | null) => (date ? date.slice(0, 10) : '');

export function aboutValues(site: ManagedSiteSettings): AboutValues {
  return {
    aboutHeading: site.aboutHeading ?? '',
    about: site.about,
    events: site.events.map((event) => ({
      title: event.title,
      date: dayOf(event.date),
      location: event.location ?? '',
      description: event.description ?? '',
      href: event.href ?? '',
      imageId: event.imageId,
    })),
    press: site.press.map((item) => ({
      title: item.title,
      url: item.url,
      date: dayOf(item.date),
      description: item.description,
    })),
  };
}

export function aboutBody(values: AboutValues) {
  return {
    aboutHeading: values.aboutHeading.trim() || null,
    about: values.about,
    events: values.events.map((event) => ({
      title: event.title.trim(),
      date: event.date,
      location: event.location.trim() || null,
      description: event.description.trim() || null,
      href: event.href.trim() || null,
      imageId: event.imageId,
    })),
    press: values.press.map((item) => ({
      title: item.title.trim(),
      url: item.url.trim(),
      description: item.description.trim(),
      date: item.date || null,
    })),
  };
}

const ABOUT_SCREEN: SettingsScreen<AboutValues> = {
  title: 'About',
  valuesOf: aboutValues,
  bodyOf: aboutBody,
  previewPages: [],
};

/** `/kitchen/{siteSlug}/about`: the about page's heading and text, events, and press mentions. */
export function AboutPage() {
  return (
    <SettingsFormShell screen={ABOUT_SCREEN}>
      {(site) => (
        <>
          <AboutSection site={site} />
          <EventsSection site={site} />
          <PressSection site={site} />
        </>
      )}
    </SettingsFormShell>
  );
}

function AboutSection({ site }: { site: ManagedSiteSettings }) {
  const { register, control } = useFormContext<AboutValues>();
  const labelId = useId();
  const hintId = useId();
  const aboutError = useFieldError('about');
  return (
    <Section
      id="about-text"
      title="Your about page"
      hint={`On ${site.origin.replace(/^https?:\/\//, '')}/about. The short description in Settings opens it.`}
    >
      <Field label="Heading" hint="Leave empty for “About”." error={useFieldError('aboutHeading')}>
        {(props) => <input {...props} {...register('aboutHeading')} className="input" maxLength={200} />}
      </Field>
      <div className={aboutError ? 'field has-error' : 'field'}>
        <p className="field-label" id={labelId}>
          Your story
        </p>
        <Suspense fallback={<p className="hint">Loading the editor…</p>}>
          <Controller
            control={control}
            name="about"
            render={({ field }) => (
              <RichTextEditor
                value={field.value}
                onChange={field.onChange}
                labelId={labelId}
                describedBy={hintId}
                minimal
              />
            )}
          />
        </Suspense>
        <p className="field-hint" id={hintId}>
          Bold, italics and links; a blank line starts a new paragraph.
        </p>
        {aboutError ? <p className="field-error">{aboutError}</p> : null}
      </div>
    </Section>
  );
}

function EventsSection({ site }: { site: ManagedSiteSettings }) {
  const { register, control } = useFormContext<AboutValues>();
  const { fields, append, move, remove } = useFieldArray({ control, name: 'events' });
  return (
    <Section
      id="about-events"
      title="Events"
      hint="Classes, signings and suppers: your kitchen lists the coming ones first."
    >
      {fields.length ? (
        <ol className="settings-rows">
          {fields.map((field, row) => (
            <li key={field.id} className="settings-row event-row">
              <Field label="Title" error={useFieldError(`events.${row}.title`)}>
                {(props) => (
                  <input {...props} {...register(`events.${row}.title`)} className="input" maxLength={300} />
                )}
              </Field>
              <Field label="Date" error={useFieldError(`events.${row}.date`)}>
                {(props) => (
                  <input {...props} {...register(`events.${row}.date`)} className="input" type="date" />
                )}
              </Field>
              <Field label="Where" error={useFieldError(`events.${row}.location`)}>
                {(props) => (
                  <input
                    {...props}
                    {...register(`events.${row}.location`)}
                    className="input"
                    maxLength={300}
                  />
                )}
              </Field>
              <Field label="Tickets or details (address)" error={useFieldError(`events.${row}.href`)}>
                {(props) => <input {...props} {...register(`events.${row}.href`)} {...URL_INPUT} />}
              </Field>
              <Field label="Description" error={useFieldError(`events.${row}.description`)}>
                {(props) => (
                  <textarea
                    {...props}
                    {...register(`events.${row}.description`)}
                    className="input"
                    rows={3}
                    maxLength={5000}
                  />
                )}
              </Field>
              <ImageField
                name={`events.${row}.imageId`}
                label="Picture"
                hint="Shown on the event’s card."
                site={site}
              />
              <RowActions row={row} count={fields.length} noun="event" move={move} remove={remove} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="hint">No events.</p>
      )}
      <button
        type="button"
        className="button button-secondary"
        disabled={fields.length >= 200}
        onClick={() => {
          append({ title: '', date: '', location: '', description: '', href: '', imageId: null });
        }}
      >
        Add an event
      </button>
    </Section>
  );
}

function PressSection({ site }: { site: ManagedSiteSettings }) {
  const { register, control } = useFormContext<AboutValues>();
  const { fields, append, move, remove } = useFieldArray({ control, name: 'press' });
  return (
    <Section
      id="about-press"
      title="Press"
      hint={
        site.options.specialPages.press
          ? 'Where you have been written about: your about page lists them, and the home’s “Featured In” block names them.'
          : 'Where you have been written about. Your about page lists them once “About and press page” is on in Settings.'
      }
    >
      {fields.length ? (
        <ol className="settings-rows">
          {fields.map((field, row) => (
            <li key={field.id} className="settings-row">
              <Field label="Publication and headline" error={useFieldError(`press.${row}.title`)}>
                {(props) => (
                  <input {...props} {...register(`press.${row}.title`)} className="input" maxLength={300} />
                )}
              </Field>
              <Field label="Address" error={useFieldError(`press.${row}.url`)}>
                {(props) => <input {...props} {...register(`press.${row}.url`)} {...URL_INPUT} />}
              </Field>
              <Field label="Date" hint="Optional." error={useFieldError(`press.${row}.date`)}>
                {(props) => (
                  <input {...props} {...register(`press.${row}.date`)} className="input" type="date" />
                )}
              </Field>
              <Field label="A line about it" error={useFieldError(`press.${row}.description`)}>
                {(props) => (
                  <textarea
                    {...props}
                    {...register(`press.${row}.description`)}
                    className="input"
                    rows={2}
                    maxLength={2000}
                  />
                )}
              </Field>
              <RowActions row={row} count={fields.length} noun="press mention" move={move} remove={remove} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="hint">No press mentions.</p>
      )}
      <button
        type="button"
        className="button button-secondary"
        disabled={fields.length >= 200}
        onClick={() => {
          append({ title: '', url: '', date: '', description: '' });
        }}
      >
        Add a press mention
      </button>
    </Section>
  );
}
