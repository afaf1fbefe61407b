import { ApiError } from '@larder/shared/api/api-client';
import { previewSiteSettings, updateSiteSettings } from '@larder/shared/api/manage-sites.endpoints';
import {
  SiteSettingsUpdateSchema,
  type ManagedSiteSettings,
  type SitePreviewPage,
  type SiteSettingsUpdateBody,
} from '@larder/shared/schemas/site';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  useWatch,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { formatDateTime } from '../kitchen/BuildStatus.tsx';
import { useKitchen } from '../kitchen/KitchenLayout.tsx';
import { KITCHENS_KEY } from '../kitchen/kitchens-query.ts';
import { useSession } from '../session/use-session.tsx';
import { apiFormErrors } from '../ui/api-form-errors.ts';
import { ChangedElsewhereDialog } from '../ui/ChangedElsewhereDialog.tsx';
import { PagePreview } from '../ui/PagePreview.tsx';
import { PageTitle } from '../ui/PageTitle.tsx';
import { settingsQuery } from './settings-query.ts';
import '../recipes/editor.css';
import './settings.css';

/** How long typing must pause before the preview is rendered again. */
const RENDER_AFTER_MS = 1500;

export type SettingsChange = Omit<SiteSettingsUpdateBody, 'version'>;

/** A screen that edits some of a kitchen's settings: how its fields map to and from the API's. */
export interface SettingsScreen<V extends FieldValues> {
  /** The page's heading ("Settings", "Homepage"). */
  title: string;
  valuesOf: (site: ManagedSiteSettings) => V;
  bodyOf: (values: V) => SettingsChange;
  /** The form's field for a field the API names (`featuredRecipeIds` → `featured`); the same name by default. */
  fieldOf?: (apiPath: string) => string;
  /** The pages the preview can show; no preview when empty. */
  previewPages: readonly SitePreviewPage[];
}

/** `{ 'headerLinks.0.href': e }` as react-hook-form's nested errors. */
function nest(flat: Record<string, unknown>): Record<string, never> {
  const root: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = root;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys.at(-1)!] = error;
  }
  return root as Record<string, never>;
}

/**
 * Checks the fields with the API's own schema, so the form says what the API would, on the field
 * the API names.
 */
function settingsResolver<V extends FieldValues>(screen: SettingsScreen<V>): Resolver<V> {
  return (values) => {
    const parsed = SiteSettingsUpdateSchema.safeParse(screen.bodyOf(values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      const name = screen.fieldOf?.(path) ?? path;
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: nest(errors) };
  };
}

/** The error of a field by its dotted name (`options.contactEmail`), as the form holds it now. */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  let node: unknown = formState.errors;
  for (const key of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return (node as { message?: string } | undefined)?.message;
}

/**
 * One of the kitchen's settings screens: loads the settings, lets the creator edit the screen's
 * fields beside a preview of the kitchen, and saves only those (`PUT /{siteSlug}/sites` with the
 * version they were opened at; a save over a change made elsewhere asks which to keep).
 */
export function SettingsFormShell<V extends FieldValues>({
  screen,
  children,
}: {
  screen: SettingsScreen<V>;
  children: (site: ManagedSiteSettings) => ReactNode;
}) {
  const kitchen = useKitchen();
  const { data } = useSuspenseQuery(settingsQuery(useSession(), kitchen.slug));
  return (
    <SettingsForm key={data.id} initial={data} screen={screen}>
      {children}
    </SettingsForm>
  );
}

type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'error'; message: string };

function SettingsForm<V extends FieldValues>({
  initial,
  screen,
  children,
}: {
  initial: ManagedSiteSettings;
  screen: SettingsScreen<V>;
  children: (site: ManagedSiteSettings) => ReactNode;
}) {
  const kitchen = useKitchen();
  const session = useSession();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(initial);
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [conflict, setConflict] = useState<ManagedSiteSettings | null>(null);
  const leaving = useRef(false);
  const [resolver] = useState(() => settingsResolver(screen));
  const form = useForm<V>({
    defaultValues: screen.valuesOf(initial) as DefaultValues<V>,
    resolver,
    // Checked when saved, then again as each marked field is corrected: a check on leaving a field
    // would move the rows below it (an error appearing or going) under the pointer mid-click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { handleSubmit, formState, setError, reset, getValues } = form;

  useBlocker({
    shouldBlockFn: () =>
      !leaving.current &&
      form.formState.isDirty &&
      !window.confirm('Leave this page? Your changes have not been saved.'),
    enableBeforeUnload: () => form.formState.isDirty,
  });

  const keep = (site: ManagedSiteSettings) => {
    session.queryClient.setQueryData(settingsQuery(session, site.slug).queryKey, site);
    setSaved(site);
    reset(screen.valuesOf(site));
  };

  const save = async (values: V, version?: number) => {
    setSaveState({ kind: 'saving' });
    try {
      const { site } = await session.api.request(updateSiteSettings, {
        params: { siteSlug: saved.slug },
        body: { ...screen.bodyOf(values), version: version ?? saved.version },
      });
      setConflict(null);
      keep(site);
      setSaveState({ kind: 'saved', at: site.updatedAt });
      await session.queryClient.invalidateQueries({ queryKey: KITCHENS_KEY });
      if (site.slug !== saved.slug) {
        // The kitchen's dashboard follows it to its new address.
        leaving.current = true;
        await navigate({ to: '/kitchen/$siteSlug/settings', params: { siteSlug: site.slug }, replace: true });
      }
    } catch (error) {
      const theirs = error instanceof ApiError && error.status === 409 ? staleSettings(error) : null;
      if (theirs) {
        setConflict(theirs);
        setSaveState({ kind: 'idle' });
        return;
      }
      const { fields, form: message } = apiFormErrors(error);
      for (const [name, text] of Object.entries(fields))
        setError((screen.fieldOf?.(name) ?? name) as FieldPath<V>, { message: text }, { shouldFocus: true });
      setSaveState({
        kind: 'error',
        message: message ?? 'Some settings need a look before they can be saved.',
      });
    }
  };

  const saveButton = (
    <button type="submit" className="button button-primary" disabled={saveState.kind === 'saving'}>
      Save
    </button>
  );
  return (
    <FormProvider {...form}>
      <form
        className="settings-editor"
        noValidate
        onSubmit={(event) => void handleSubmit((values) => save(values))(event)}
      >
        <div className="page-heading-row">
          <PageTitle title={`${screen.title} · ${kitchen.title}`}>{screen.title}</PageTitle>
          <div className="heading-actions">{saveButton}</div>
        </div>
        <p className="save-state" role="status">
          {saveState.kind === 'saving'
            ? 'Saving…'
            : saveState.kind === 'saved'
              ? `Saved ${formatDateTime(saveState.at)}. Your kitchen shows the changes once its update is live.`
              : formState.isDirty
                ? 'Unsaved changes'
                : `Last saved ${formatDateTime(saved.updatedAt)}`}
        </p>
        {saveState.kind === 'error' ? (
          <p className="form-error" role="alert">
            {saveState.message}
          </p>
        ) : null}

        <div className="settings-layout">
          <div className="settings-groups">
            {children(saved)}
            <div className="form-actions">{saveButton}</div>
          </div>
          {screen.previewPages.length ? (
            <KitchenPreview
              siteSlug={saved.slug}
              bodyOf={screen.bodyOf as (values: FieldValues) => SettingsChange}
              pages={screen.previewPages}
            />
          ) : null}
        </div>

        {conflict ? (
          <ChangedElsewhereDialog
            title="These settings were changed elsewhere"
            subject="They"
            savedAt={conflict.updatedAt}
            loadLabel="Load the saved settings"
            keepLabel="Keep my changes"
            onLoad={() => {
              keep(conflict);
              setConflict(null);
            }}
            onKeep={() => void save(getValues(), conflict.version)}
          />
        ) : null}
      </form>
    </FormProvider>
  );
}

/** The current settings a 409 answer carries, when the save was refused as stale. */
function staleSettings(error: ApiError): ManagedSiteSettings | null {
  const body = error.body as { error: { code: string }; site?: ManagedSiteSettings } | null;
  return body?.error.code === 'site_changed' && body.site ? body.site : null;
}

const PAGE_LABELS: Record<SitePreviewPage, string> = { home: 'Home', recipe: 'A recipe' };

/** The kitchen's home or latest recipe with the fields as they are on screen (nothing saved). */
function KitchenPreview({
  siteSlug,
  bodyOf,
  pages,
}: {
  siteSlug: string;
  bodyOf: (values: FieldValues) => SettingsChange;
  pages: readonly SitePreviewPage[];
}) {
  const session = useSession();
  const { control, getValues, formState } = useFormContext();
  const [page, setPage] = useState<SitePreviewPage>(pages[0]!);
  const [settled, setSettled] = useState(() => JSON.stringify(bodyOf(getValues())));
  const groupName = useId();
  const values = useWatch({ control });
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(JSON.stringify(bodyOf(getValues())));
    }, RENDER_AFTER_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [values, getValues, bodyOf]);
  const valid = SiteSettingsUpdateSchema.safeParse(JSON.parse(settled)).success;
  const preview = useQuery({
    queryKey: ['kitchen', siteSlug, 'settings-preview', page, settled],
    queryFn: ({ signal }) =>
      session.api.request(previewSiteSettings, {
        params: { siteSlug },
        body: { page, settings: JSON.parse(settled) as SettingsChange },
        signal,
      }),
    enabled: valid,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return (
    <aside className="settings-preview" aria-label="Preview of your kitchen">
      <PagePreview
        title={page === 'home' ? 'Preview of your kitchen’s home page' : 'Preview of your latest recipe'}
        url={preview.data?.preview.url ?? null}
        isFetching={preview.isFetching}
        error={preview.error}
        {...(valid ? {} : { waiting: 'Fix the fields marked to see them here.' })}
        controls={
          pages.length > 1 ? (
            <fieldset className="choice-options">
              <legend className="visually-hidden">Page</legend>
              {pages.map((option) => (
                <label key={option} className="choice-option">
                  <input
                    type="radio"
                    name={`${groupName}-page`}
                    checked={page === option}
                    onChange={() => {
                      setPage(option);
                    }}
                  />{' '}
                  {PAGE_LABELS[option]}
                </label>
              ))}
            </fieldset>
          ) : null
        }
      />
      {formState.isDirty ? (
        <p className="hint">The preview shows your changes; your kitchen shows them once you save.</p>
      ) : null}
    </aside>
  );
}
