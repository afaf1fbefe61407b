import { ApiError } from '@larder/shared/api/api-client';
import {
  createManagedRecipe,
  discardRecipeDraft,
  publishManagedRecipe,
  saveRecipeDraft,
  unpublishManagedRecipe,
  updateManagedRecipe,
  type StaleRecipeWrite,
} from '@larder/shared/api/manage-recipes.endpoints';
import type { KitchenGlobals } from '@larder/shared/schemas/kitchen-globals';
import type { RecipeParseResponse } from '@larder/shared/schemas/recipe-parse';
import { slugFromText } from '@larder/shared/format/slug';
import type { ManagedRecipe } from '@larder/shared/schemas/recipe-manage';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useBlocker, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { formatDateTime } from '../kitchen/BuildStatus.tsx';
import { useKitchen } from '../kitchen/KitchenLayout.tsx';
import { KITCHENS_KEY } from '../kitchen/kitchens-query.ts';
import { useSession } from '../session/use-session.tsx';
import { apiFormErrors } from '../ui/api-form-errors.ts';
import { Field } from '../ui/Field.tsx';
import { PageTitle } from '../ui/PageTitle.tsx';
import { ChecksPanel, recipeChecksQuery } from './ChecksPanel.tsx';
import { PreviewPane } from './PreviewPane.tsx';
import { ClassifySection } from './ClassifySection.tsx';
import { ConflictDialog } from './ConflictDialog.tsx';
import { HiddenComments } from './HiddenComments.tsx';
import { RecipeNewsletter } from './RecipeNewsletter.tsx';
import { HistoryDialog } from './HistoryDialog.tsx';
import { IngredientsEditor } from './IngredientsEditor.tsx';
import { backupIsNewer, clearLocalBackup, readLocalBackup, writeLocalBackup } from './local-backup.ts';
import { editorValues, recipeInputFromValues, type RecipeEditorValues } from './recipe-form.ts';
import { globalsQuery, importQueryKey, recipeQuery } from './recipes-query.ts';
import { PhotosEditor } from '../photos/PhotosEditor.tsx';
import { CreditsSection, RichTextField, StoryFields, VideoSection } from './RecipeExtras.tsx';
import { ScheduleDialog } from './ScheduleDialog.tsx';
import { PublishProgress } from './PublishProgress.tsx';
import { StepsEditor } from './StepsEditor.tsx';
import './editor.css';

/** The recipe as it is now, from a 409 answer to a stale save (null for any other failure). */
function staleRecipe(error: unknown): ManagedRecipe | null {
  if (!(error instanceof ApiError) || error.code !== 'recipe_changed') return null;
  return (error.body as unknown as Partial<StaleRecipeWrite> | null)?.recipe ?? null;
}

function saveStateText(state: SaveState, recipe: ManagedRecipe | null, live: boolean): string {
  switch (state.kind) {
    case 'saving':
      return 'Saving…';
    case 'saved':
      return `Saved ${formatDateTime(state.at)}`;
    case 'draft-saved':
      return live
        ? `Draft saved ${formatDateTime(state.at)} · not on your kitchen yet`
        : `Draft saved ${formatDateTime(state.at)}`;
    case 'offline':
      return 'Not saved: Larder could not be reached. Kept on this device; it saves when you are back.';
    default:
      return recipe ? `Last saved ${formatDateTime(recipe.updatedAt)}` : 'Not saved yet';
  }
}

/** `/kitchen/{siteSlug}/recipes/{recipeId}` (`new` for a recipe not saved yet). */
export function RecipeEditorPage() {
  const { recipeId } = useParams({ from: '/signed-in/kitchen/$siteSlug/recipes/$recipeId' });
  const kitchen = useKitchen();
  const session = useSession();
  const { data: globals } = useSuspenseQuery(globalsQuery(session, kitchen.slug));
  const { imported: fromImport } = useSearch({ from: '/signed-in/kitchen/$siteSlug/recipes/$recipeId' });
  const loaded = useQuery({ ...recipeQuery(session, kitchen.slug, recipeId), enabled: recipeId !== 'new' });
  if (recipeId !== 'new' && !loaded.data) return null;
  const recipe = recipeId === 'new' ? null : (loaded.data ?? null);
  const imported =
    recipeId === 'new' && fromImport
      ? (session.queryClient.getQueryData<RecipeParseResponse>(importQueryKey(kitchen.slug)) ?? null)
      : null;
  return (
    <RecipeEditor
      key={recipe?.id ?? (imported ? 'imported' : 'new')}
      recipe={recipe}
      imported={imported}
      globals={globals}
    />
  );
}

/** An imported recipe's editor values: the draft read, each ingredient row with the line it came from. */
function importedValues(result: RecipeParseResponse, globals: KitchenGlobals): RecipeEditorValues {
  const draft = result.draft;
  const values = editorValues(
    draft
      ? ({ ingredientUsageGroups: [], instructionGroups: [], ...draft } as unknown as ManagedRecipe)
      : null,
    globals,
  );
  const rows = values.ingredientUsageGroups.flatMap((group) => group.ingredientUsages);
  rows.forEach((row, index) => {
    const line = result.ingredientLines[index];
    if (!line) return;
    row.rawLine = line.raw;
    row.unsure = line.confidence === 'unsure';
  });
  return values;
}

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'draft-saved'; at: string }
  | { kind: 'offline' }
  | { kind: 'error'; message: string };

/** `schedule` publishes at `scheduleAt`; `publish` makes a draft or scheduled recipe live now. */
type SaveAction = 'save' | 'publish' | 'unpublish' | 'schedule';

/**
 * When each recipe's changes were last made live in this tab: the editor of a new recipe is
 * replaced by the saved recipe's once it has an id, and must go on following the build.
 */
const liveChanges = new Map<string, number>();

/** How long typing must pause before the editor autosaves the draft. */
const AUTOSAVE_MS = 2500;
/** How long typing must pause before this device keeps a copy of what was typed. */
const LOCAL_BACKUP_MS = 400;

/** The values the editor opens with: the recipe's autosaved draft when it has one, else the recipe. */
function openingValues(recipe: ManagedRecipe | null, globals: KitchenGlobals): RecipeEditorValues {
  if (!recipe?.draft) return editorValues(recipe, globals);
  return editorValues({ ...recipe, ...(recipe.draft.content as Partial<ManagedRecipe>) }, globals);
}

function RecipeEditor({
  recipe: initial,
  imported,
  globals,
}: {
  recipe: ManagedRecipe | null;
  imported: RecipeParseResponse | null;
  globals: KitchenGlobals;
}) {
  const kitchen = useKitchen();
  const session = useSession();
  const navigate = useNavigate();
  const [recipe, setRecipeState] = useState(initial);
  const recipeRef = useRef(initial);
  const setRecipe = (next: ManagedRecipe) => {
    recipeRef.current = next;
    setRecipeState(next);
  };
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [conflict, setConflict] = useState<{ theirs: ManagedRecipe; retry: SaveAction | 'draft' } | null>(
    null,
  );
  const [historyOpen, setHistoryOpen] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const [checksOpen, setChecksOpen] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  /** When a `schedule` save publishes the recipe. */
  const scheduleAt = useRef<Date | null>(null);
  /** When the creator last made changes live (Publish, Update, Unpublish): the build is followed from then. */
  const [liveChangeAt, setLiveChangeAt] = useState<number | null>(() =>
    initial ? (liveChanges.get(initial.id) ?? null) : null,
  );
  const [backup, setBackup] = useState(() => {
    const stored = readLocalBackup(kitchen.slug, initial?.id ?? null);
    return backupIsNewer(stored, initial?.draft?.savedAt ?? initial?.updatedAt ?? null) ? stored : null;
  });
  const slugEdited = useRef(initial !== null);
  const form = useForm<RecipeEditorValues>({
    defaultValues: imported ? importedValues(imported, globals) : openingValues(initial, globals),
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setValue, setError, reset, control, getValues } = form;
  const slug = useWatch({ control, name: 'slug' });
  const published = recipe?.publishedAt ?? null;
  const live = published !== null && Date.parse(published) <= Date.now();
  /** Typed and not yet on the server (an autosave is waiting, or failed). */
  const unsent = useRef(false);
  const autosaveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const params = { siteSlug: kitchen.slug };

  useBlocker({
    shouldBlockFn: () =>
      unsent.current &&
      !window.confirm('Leave this recipe? Your latest changes have not reached Larder yet.'),
    enableBeforeUnload: () => unsent.current,
  });

  /** Autosave: the draft beside the recipe (never on the kitchen); this device keeps a copy until it lands. */
  const saveDraft = async (): Promise<void> => {
    const current = recipeRef.current;
    if (!current || conflict) return;
    const content = recipeInputFromValues(getValues(), current, globals);
    try {
      const { recipe: saved } = await session.api.request(saveRecipeDraft, {
        params: { ...params, recipeId: current.id },
        body: { version: current.version, content: content },
      });
      setRecipe(saved);
      unsent.current = false;
      clearLocalBackup(kitchen.slug, current.id);
      setSaveState({ kind: 'draft-saved', at: saved.draft?.savedAt ?? new Date().toISOString() });
    } catch (error) {
      const theirs = staleRecipe(error);
      if (theirs) setConflict({ theirs, retry: 'draft' });
      else
        setSaveState(
          error instanceof ApiError ? { kind: 'error', message: error.message } : { kind: 'offline' },
        );
    }
  };

  const saveDraftRef = useRef(saveDraft);
  saveDraftRef.current = saveDraft;
  const opening = useRef(getValues());
  useEffect(() => {
    // The device's copy is written once typing pauses for a moment, not on every keystroke: a long
    // recipe's copy costs a few milliseconds to write, which a keystroke cannot spare.
    let backupTimer: ReturnType<typeof setTimeout> | null = null;
    const backUp = () => {
      writeLocalBackup(kitchen.slug, recipeRef.current?.id ?? null, getValues());
    };
    window.addEventListener('pagehide', backUp);
    const edited = () => {
      unsent.current = true;
      if (backupTimer) clearTimeout(backupTimer);
      backupTimer = setTimeout(backUp, LOCAL_BACKUP_MS);
      if (!recipeRef.current) return;
      if (autosaveTimer.current) clearTimeout(autosaveTimer.current);
      autosaveTimer.current = setTimeout(() => void saveDraftRef.current(), AUTOSAVE_MS);
    };
    const subscription = form.watch((_values, { name }) => {
      // A reset (load, save, restore) names no field: only the creator's own edits are sent.
      if (name !== undefined) edited();
    });
    // Typing that landed before this subscription (a fast first keystroke) counts too.
    if (JSON.stringify(getValues()) !== JSON.stringify(opening.current)) edited();
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', backUp);
      if (backupTimer) clearTimeout(backupTimer);
      if (autosaveTimer.current) clearTimeout(autosaveTimer.current);
    };
  }, [form, getValues, kitchen.slug]);

  const save = async (values: RecipeEditorValues, action: SaveAction, version?: number): Promise<void> => {
    if (autosaveTimer.current) clearTimeout(autosaveTimer.current);
    setSaveState({ kind: 'saving' });
    const current = recipeRef.current;
    try {
      const body = recipeInputFromValues(values, current, globals);
      // What goes live passes the checks first: an error found there stops it, with the list open.
      if (action === 'publish' || action === 'schedule' || (action === 'save' && live)) {
        const { checks } = await session.queryClient.query(
          recipeChecksQuery(session, kitchen.slug, current?.id ?? null, body),
        );
        const errors = checks.filter((check) => check.severity === 'error').length;
        if (errors) {
          setChecksOpen(true);
          setSaveState({
            kind: 'error',
            message: `Fix ${errors === 1 ? 'the problem' : `the ${errors} problems`} the checks found before this goes live.`,
          });
          return;
        }
      }
      let saved = current
        ? (
            await session.api.request(updateManagedRecipe, {
              params: { ...params, recipeId: current.id },
              body: { ...body, version: version ?? current.version },
            })
          ).recipe
        : (await session.api.request(createManagedRecipe, { params, body })).recipe;
      const waiting = saved.publishedAt === null || Date.parse(saved.publishedAt) > Date.now();
      if ((action === 'publish' && waiting) || action === 'schedule')
        saved = (
          await session.api.request(publishManagedRecipe, {
            params: { ...params, recipeId: saved.id },
            body:
              action === 'schedule' && scheduleAt.current
                ? { publishedAt: scheduleAt.current.toISOString() }
                : {},
          })
        ).recipe;
      if (action === 'unpublish')
        saved = (
          await session.api.request(unpublishManagedRecipe, { params: { ...params, recipeId: saved.id } })
        ).recipe;
      setRecipe(saved);
      // A scheduled recipe is built when its time comes: there is nothing to follow until then.
      const liveNow = saved.publishedAt !== null && Date.parse(saved.publishedAt) <= Date.now();
      if (liveNow || action === 'unpublish') {
        liveChanges.set(saved.id, Date.now());
        setLiveChangeAt(Date.now());
      }
      session.queryClient.setQueryData(recipeQuery(session, kitchen.slug, saved.id).queryKey, saved);
      reset(editorValues(saved, globals));
      unsent.current = false;
      clearLocalBackup(kitchen.slug, current?.id ?? null);
      clearLocalBackup(kitchen.slug, saved.id);
      setBackup(null);
      slugEdited.current = true;
      setSaveState({ kind: 'saved', at: saved.updatedAt });
      await Promise.all([
        session.queryClient.invalidateQueries({ queryKey: ['kitchen', kitchen.slug, 'recipes'] }),
        session.queryClient.invalidateQueries({ queryKey: KITCHENS_KEY }),
      ]);
      if (!current)
        await navigate({
          to: '/kitchen/$siteSlug/recipes/$recipeId',
          params: { siteSlug: kitchen.slug, recipeId: saved.id },
          replace: true,
        });
    } catch (error) {
      const theirs = staleRecipe(error);
      if (theirs) {
        setSaveState({ kind: 'idle' });
        setConflict({ theirs, retry: action });
        return;
      }
      const { fields, form: message } = apiFormErrors(error);
      for (const [name, text] of Object.entries(fields))
        setError(name as FieldPath<RecipeEditorValues>, { message: text });
      setSaveState({
        kind: 'error',
        message: message ?? 'Some fields need attention before this can be saved.',
      });
    }
  };

  const submit = (action: SaveAction) => () => void handleSubmit((values) => save(values, action))();

  const discardDraft = async () => {
    const current = recipeRef.current;
    if (!current) return;
    const { recipe: saved } = await session.api.request(discardRecipeDraft, {
      params: { ...params, recipeId: current.id },
    });
    setRecipe(saved);
    reset(editorValues(saved, globals));
    unsent.current = false;
    clearLocalBackup(kitchen.slug, saved.id);
    setSaveState({ kind: 'idle' });
  };

  const inputOf = useCallback(
    (values: RecipeEditorValues) => recipeInputFromValues(values, recipeRef.current, globals),
    [globals],
  );

  const titleField = register('title', {
    required: 'Required',
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited.current) setValue('slug', slugFromText(event.target.value));
    },
  });

  return (
    <FormProvider {...form}>
      <form
        className="recipe-editor"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // A published recipe's "Save draft" keeps the edits off the kitchen; a draft recipe's "Save" saves it.
          if (live) void saveDraft();
          else submit('save')();
        }}
        aria-labelledby="recipe-editor-title"
      >
        <div className="editor-bar">
          <div className="editor-bar-state">
            <span className={`status-badge status-${live ? 'published' : published ? 'scheduled' : 'draft'}`}>
              {live ? 'Published' : published ? `Scheduled for ${formatDateTime(published)}` : 'Draft'}
            </span>
            <span className="hint" role="status">
              {saveStateText(saveState, recipe, live)}
            </span>
          </div>
          <div className="editor-bar-actions">
            {live && recipe ? (
              <a
                className="button button-quiet"
                href={`${kitchen.origin}/recipes/${recipe.slug}`}
                target="_blank"
                rel="noreferrer"
              >
                View<span className="visually-hidden"> on your kitchen (opens in a new tab)</span>
              </a>
            ) : null}
            {published ? (
              <button
                type="button"
                className="button button-secondary"
                disabled={saveState.kind === 'saving'}
                onClick={submit('unpublish')}
              >
                {live ? 'Unpublish' : 'Unschedule'}
              </button>
            ) : null}
            <button
              type="button"
              className="button button-quiet"
              aria-pressed={previewing}
              onClick={() => {
                setPreviewing(!previewing);
              }}
            >
              Preview
            </button>
            {recipe ? (
              <button
                type="button"
                className="button button-quiet"
                onClick={() => {
                  setHistoryOpen(true);
                }}
              >
                History
              </button>
            ) : null}
            <button type="submit" className="button button-secondary" disabled={saveState.kind === 'saving'}>
              {live ? 'Save draft' : 'Save'}
            </button>
            {live ? null : (
              <button
                type="button"
                className="button button-secondary"
                disabled={saveState.kind === 'saving'}
                onClick={() => {
                  setScheduling(true);
                }}
              >
                {published ? 'Change schedule' : 'Schedule'}
              </button>
            )}
            <button
              type="button"
              className="button button-primary"
              disabled={saveState.kind === 'saving'}
              onClick={submit(live ? 'save' : 'publish')}
            >
              {live ? 'Update' : published ? 'Publish now' : 'Publish'}
            </button>
          </div>
        </div>
        {recipe?.draft && !live ? null : recipe?.draft ? (
          <p className="notice editor-notice" role="status">
            Your edits since {formatDateTime(recipe.draft.savedAt)} are kept as a draft: readers see them when
            you press Update.
            <button type="button" className="link-button" onClick={() => void discardDraft()}>
              Discard the draft
            </button>
          </p>
        ) : null}
        {imported ? (
          <div className="notice editor-notice" role="status">
            <p>
              Imported: check each field, especially the rows marked “Check this one”, then save. Nothing is
              saved yet.
            </p>
            {imported.unread.length ? (
              <>
                <p>Larder could not place these parts of what you pasted:</p>
                <ul className="unread-list">
                  {imported.unread.map((part) => (
                    <li key={part}>{part}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
        {backup ? (
          <p className="notice editor-notice" role="status">
            This device kept changes from {formatDateTime(backup.savedAt)} that did not reach Larder.
            <button
              type="button"
              className="link-button"
              onClick={() => {
                // A copy kept by an older editor lacks the fields added since: those stay as they are.
                reset({ ...getValues(), ...backup.values }, { keepDefaultValues: true });
                unsent.current = true;
                setBackup(null);
              }}
            >
              Restore them
            </button>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                clearLocalBackup(kitchen.slug, recipe?.id ?? null);
                setBackup(null);
              }}
            >
              Discard them
            </button>
          </p>
        ) : null}
        {liveChangeAt !== null && recipe ? (
          <PublishProgress
            kitchen={kitchen}
            since={liveChangeAt}
            href={recipe.publishedAt ? `${kitchen.origin}/recipes/${recipe.slug}` : null}
          />
        ) : null}
        {saveState.kind === 'error' ? (
          <p className="form-error editor-error" role="alert">
            {saveState.message}
          </p>
        ) : null}
        <PageTitle title={`${recipe?.title ?? 'New recipe'} · ${kitchen.title}`}>
          <span id="recipe-editor-title">{recipe ? 'Edit recipe' : 'New recipe'}</span>
        </PageTitle>

        <ChecksPanel
          siteSlug={kitchen.slug}
          recipeId={recipe?.id ?? null}
          inputOf={inputOf}
          open={checksOpen}
          onOpenChange={setChecksOpen}
        />
        {previewing ? (
          <PreviewPane siteSlug={kitchen.slug} recipeId={recipe?.id ?? null} inputOf={inputOf} />
        ) : null}

        <section className="editor-section" aria-label="Basics">
          <Field label="Title" error={formState.errors.title?.message}>
            {(controlProps) => <input {...controlProps} {...titleField} className="input input-large" />}
          </Field>
          <Field
            label="Address"
            hint={`${kitchen.origin.replace(/^https?:\/\//, '')}/recipes/${slug || '…'}`}
            error={formState.errors.slug?.message}
          >
            {(controlProps) => (
              <input
                {...controlProps}
                {...register('slug', {
                  required: 'Required',
                  onChange: () => {
                    slugEdited.current = true;
                  },
                })}
                className="input"
                autoCapitalize="none"
                spellCheck={false}
              />
            )}
          </Field>
          <fieldset className="choice-options">
            <legend className="field-label">Who can read it</legend>
            <label className="choice-option">
              <input type="radio" value="public" {...register('privacySetting')} /> Everyone
            </label>
            <label className="choice-option">
              <input type="radio" value="subscribers_only" {...register('privacySetting')} /> Paying
              subscribers only
            </label>
          </fieldset>
          <RichTextField name="description" label="Description" minimal />
          <StoryFields />
        </section>

        <PhotosEditor siteSlug={kitchen.slug} />
        <VideoSection siteSlug={kitchen.slug} />

        <section className="editor-section" aria-labelledby="times-heading">
          <h2 id="times-heading" className="editor-section-title">
            Times and servings
          </h2>
          <div className="editor-grid">
            <Field label="Prep time (minutes)">
              {(c) => <input {...c} {...register('prepTimeMinutes')} className="input" inputMode="numeric" />}
            </Field>
            <Field label="Cook time (minutes)">
              {(c) => <input {...c} {...register('cookTimeMinutes')} className="input" inputMode="numeric" />}
            </Field>
            <Field label="Other time label" hint="e.g. Chill, Rest, Rise">
              {(c) => <input {...c} {...register('customTimeLabel')} className="input" />}
            </Field>
            <Field label="Other time (minutes)">
              {(c) => (
                <input {...c} {...register('customTimeMinutes')} className="input" inputMode="numeric" />
              )}
            </Field>
            <Field label="Servings" error={formState.errors.yieldServings?.message}>
              {(c) => <input {...c} {...register('yieldServings')} className="input" inputMode="decimal" />}
            </Field>
            <Field label="Serving description" hint="e.g. slices, cookies">
              {(c) => <input {...c} {...register('servingDescription')} className="input" />}
            </Field>
            <Field label="Difficulty">
              {(c) => (
                <select {...c} {...register('difficultyLevel')} className="input">
                  <option value="">Not set</option>
                  <option value="easy">Easy</option>
                  <option value="medium">Medium</option>
                  <option value="hard">Hard</option>
                </select>
              )}
            </Field>
          </div>
        </section>

        <IngredientsEditor globals={globals} siteSlug={kitchen.slug} />
        <StepsEditor globals={globals} siteSlug={kitchen.slug} />

        <ClassifySection globals={globals} siteSlug={kitchen.slug} />

        <section className="editor-section" aria-labelledby="notes-heading">
          <h2 id="notes-heading" className="editor-section-title">
            Notes and search
          </h2>
          <RichTextField name="note" label="Note" />
          <Field label="Keywords" hint="Separated by commas: what readers might search for">
            {(c) => <input {...c} {...register('keywords')} className="input" />}
          </Field>
        </section>
        <CreditsSection globals={globals} loaded={recipe} />
        {recipe ? (
          <HiddenComments
            siteSlug={kitchen.slug}
            recipeId={recipe.id}
            threadUrl={recipe.publishedAt ? `${kitchen.origin}/recipes/${recipe.slug}/#comments` : null}
          />
        ) : null}
        {recipe?.publishedAt && Date.parse(recipe.publishedAt) <= Date.now() ? (
          <RecipeNewsletter
            siteSlug={kitchen.slug}
            recipeId={recipe.id}
            title={recipe.title}
            defaultUnits="imperial"
          />
        ) : null}
      </form>
      {conflict ? (
        <ConflictDialog
          theirs={conflict.theirs}
          theirValues={openingValues(conflict.theirs, globals)}
          mine={getValues()}
          onReload={() => {
            setRecipe(conflict.theirs);
            reset(openingValues(conflict.theirs, globals));
            unsent.current = false;
            clearLocalBackup(kitchen.slug, conflict.theirs.id);
            setConflict(null);
            setSaveState({ kind: 'idle' });
          }}
          onKeepMine={() => {
            const { theirs, retry } = conflict;
            setRecipe(theirs);
            setConflict(null);
            if (retry === 'draft') void saveDraft();
            else void save(getValues(), retry, theirs.version);
          }}
        />
      ) : null}
      {scheduling ? (
        <ScheduleDialog
          open
          onOpenChange={setScheduling}
          current={published && !live ? new Date(published) : null}
          onSchedule={(at) => {
            scheduleAt.current = at;
            submit('schedule')();
          }}
        />
      ) : null}
      {recipe ? (
        <HistoryDialog
          siteSlug={kitchen.slug}
          recipeId={recipe.id}
          open={historyOpen}
          onOpenChange={setHistoryOpen}
          onRestore={(revision) => {
            reset(editorValues({ ...recipe, ...(revision.content as Partial<ManagedRecipe>) }, globals), {
              keepDefaultValues: true,
            });
            unsent.current = true;
            setSaveState({ kind: 'idle' });
          }}
        />
      ) : null}
    </FormProvider>
  );
}
