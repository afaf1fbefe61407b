import { Dialog } from '@base-ui/react/dialog';
import { ApiError } from '@larder/shared/api/api-client';
import {
  createManagedCollection,
  deleteManagedCollection,
  updateManagedCollection,
} from '@larder/shared/api/manage-collections.endpoints';
import { slugFromText } from '@larder/shared/format/slug';
import { CollectionInputSchema, type ManagedCollection } from '@larder/shared/schemas/collection';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useBlocker, useNavigate, useParams } from '@tanstack/react-router';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import {
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldPath,
  type Resolver,
  type UseFormSetValue,
} from 'react-hook-form';
import { formatDateTime } from '../kitchen/BuildStatus.tsx';
import { useKitchen } from '../kitchen/KitchenLayout.tsx';
import { KITCHENS_KEY } from '../kitchen/kitchens-query.ts';
import { kitchenImagesQuery } from '../photos/kitchen-images-query.ts';
import { VideoField } from '../photos/VideoField.tsx';
import { RowActions } from '../recipes/RowActions.tsx';
import { recipeStatus, selectRecipes } from '../recipes/recipe-list.ts';
import { recipesQuery } from '../recipes/recipes-query.ts';
import { SortableRows, useSortableRow } from '../recipes/SortableRows.tsx';
import { useSession } from '../session/use-session.tsx';
import { apiFormErrors } from '../ui/api-form-errors.ts';
import { ChangedElsewhereDialog } from '../ui/ChangedElsewhereDialog.tsx';
import { Field } from '../ui/Field.tsx';
import { PageTitle } from '../ui/PageTitle.tsx';
import { isYoutubeVideo, NOT_A_YOUTUBE_VIDEO } from '../ui/youtube-id.ts';
import {
  collectionEditorValues,
  collectionInputFromValues,
  type CollectionEditorValues,
} from './collection-form.ts';
import { collectionQuery, collectionsKey } from './collections-query.ts';
import '../recipes/editor.css';
import './collections.css';

const PhotoPickerDialog = lazy(async () => ({
  default: (await import('../photos/PhotoPickerDialog.tsx')).PhotoPickerDialog,
}));

/** The API's field names, as the form's. */
const FORM_FIELD: Record<string, FieldPath<CollectionEditorValues>> = {
  title: 'title',
  slug: 'slug',
  description: 'description',
  imageId: 'imageId',
  videoId: 'videoId',
  recipeIds: 'recipes',
};

/**
 * Checks the fields with the API's own schema, so the form says what the API would: the
 * `youtube=` paragraph's problem belongs to the YouTube field, the others to the description.
 */
const resolver: Resolver<CollectionEditorValues> = (values) => {
  const input = collectionInputFromValues(values);
  const parsed = CollectionInputSchema.safeParse(input);
  const errors: Record<string, { type: string; message: string }> = {};
  if (!isYoutubeVideo(values.youtube))
    errors.youtube = {
      type: 'youtube',
      message: NOT_A_YOUTUBE_VIDEO,
    };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [root, index] = issue.path;
      const field =
        root === 'description' &&
        index === 0 &&
        input.description?.[0]?.children[0]?.text.startsWith('youtube=')
          ? 'youtube'
          : FORM_FIELD[String(root)];
      if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

/** `/kitchen/{siteSlug}/collections/{collectionId}` (`new` for a new one). */
export function CollectionEditorPage() {
  const { collectionId } = useParams({ from: '/signed-in/kitchen/$siteSlug/collections/$collectionId' });
  return collectionId === 'new' ? (
    <CollectionEditor key="new" initial={null} />
  ) : (
    <SavedCollection key={collectionId} collectionId={collectionId} />
  );
}

/**
 * Collections this tab has just created: the editor at the new address says "Saved" as the one at
 * `new` would have, though it is a new editor.
 */
const justCreated = new Set<string>();

function SavedCollection({ collectionId }: { collectionId: string }) {
  const kitchen = useKitchen();
  const { data } = useSuspenseQuery(collectionQuery(useSession(), kitchen.slug, collectionId));
  return <CollectionEditor initial={data} />;
}

type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'error'; message: string };

function CollectionEditor({ initial }: { initial: ManagedCollection | null }) {
  const kitchen = useKitchen();
  const session = useSession();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(initial);
  const [saveState, setSaveState] = useState<SaveState>(() =>
    initial && justCreated.delete(initial.id) ? { kind: 'saved', at: initial.updatedAt } : { kind: 'idle' },
  );
  const [conflict, setConflict] = useState<ManagedCollection | null>(null);
  const [deleting, setDeleting] = useState(false);
  const slugEdited = useRef(initial !== null);
  const leaving = useRef(false);
  const form = useForm<CollectionEditorValues>({
    defaultValues: collectionEditorValues(initial),
    resolver,
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setValue, setError, reset, control, getValues } = form;
  const slug = useWatch({ control, name: 'slug' });

  useBlocker({
    shouldBlockFn: () =>
      !leaving.current &&
      form.formState.isDirty &&
      !window.confirm('Leave this collection? Your changes have not been saved.'),
    enableBeforeUnload: () => form.formState.isDirty,
  });

  const refreshLists = () =>
    Promise.all([
      session.queryClient.invalidateQueries({ queryKey: collectionsKey(kitchen.slug), exact: true }),
      session.queryClient.invalidateQueries({ queryKey: KITCHENS_KEY }),
    ]);

  const save = async (values: CollectionEditorValues, version?: number) => {
    setSaveState({ kind: 'saving' });
    const body = collectionInputFromValues(values);
    try {
      const { collection } = saved
        ? await session.api.request(updateManagedCollection, {
            params: { siteSlug: kitchen.slug, collectionId: saved.id },
            body: { ...body, version: version ?? saved.version },
          })
        : await session.api.request(createManagedCollection, { params: { siteSlug: kitchen.slug }, body });
      session.queryClient.setQueryData(
        collectionQuery(session, kitchen.slug, collection.id).queryKey,
        collection,
      );
      setSaved(collection);
      setConflict(null);
      reset(collectionEditorValues(collection), { keepValues: false });
      setSaveState({ kind: 'saved', at: collection.updatedAt });
      void refreshLists();
      // The new collection opens at its own address (the form's reset is not seen by the
      // guard until the next render).
      if (!saved) {
        leaving.current = true;
        justCreated.add(collection.id);
        await navigate({
          to: '/kitchen/$siteSlug/collections/$collectionId',
          params: { siteSlug: kitchen.slug, collectionId: collection.id },
          replace: true,
        });
      }
    } catch (error) {
      const theirs = error instanceof ApiError && error.status === 409 ? staleCollection(error) : null;
      if (theirs) {
        setConflict(theirs);
        setSaveState({ kind: 'idle' });
        return;
      }
      const { fields, form: message } = apiFormErrors(error);
      for (const [name, text] of Object.entries(fields)) {
        const field = FORM_FIELD[name];
        if (field) setError(field, { message: text }, { shouldFocus: true });
      }
      setSaveState({
        kind: 'error',
        message: message ?? 'Some fields need a look before this collection can be saved.',
      });
    }
  };

  const remove = async () => {
    if (!saved) return;
    try {
      await session.api.request(deleteManagedCollection, {
        params: { siteSlug: kitchen.slug, collectionId: saved.id },
      });
    } catch (error) {
      setDeleting(false);
      setSaveState({
        kind: 'error',
        message: apiFormErrors(error).form ?? 'The collection was not deleted.',
      });
      return;
    }
    leaving.current = true;
    session.queryClient.removeQueries({ queryKey: [...collectionsKey(kitchen.slug), saved.id] });
    await refreshLists();
    await navigate({ to: '/kitchen/$siteSlug/collections', params: { siteSlug: kitchen.slug } });
  };

  const titleField = register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited.current) setValue('slug', slugFromText(event.target.value), { shouldDirty: true });
    },
  });
  const slugField = register('slug', {
    onChange: () => {
      slugEdited.current = true;
    },
  });
  const heading = saved ? saved.title : 'New collection';

  return (
    <form
      className="collection-editor"
      noValidate
      onSubmit={(event) => void handleSubmit((values) => save(values))(event)}
    >
      <div className="page-heading-row">
        <div>
          <Link to="/kitchen/$siteSlug/collections" params={{ siteSlug: kitchen.slug }} className="back-link">
            Collections
          </Link>
          <PageTitle title={`${heading} · Collections · ${kitchen.title}`}>{heading}</PageTitle>
        </div>
        <div className="heading-actions">
          {saved ? (
            <a
              href={`${kitchen.origin}/collections/${saved.slug}/`}
              className="button button-quiet"
              target="_blank"
              rel="noreferrer"
            >
              View<span className="visually-hidden"> {saved.title} on your kitchen (opens in a new tab)</span>
            </a>
          ) : null}
          <button type="submit" className="button button-primary" disabled={saveState.kind === 'saving'}>
            {saved ? 'Save' : 'Create collection'}
          </button>
        </div>
      </div>
      <p className="save-state" role="status">
        {saveState.kind === 'saving'
          ? 'Saving…'
          : saveState.kind === 'saved'
            ? `Saved ${formatDateTime(saveState.at)}. Your kitchen shows it once its update is live.`
            : formState.isDirty
              ? 'Unsaved changes'
              : saved
                ? `Last saved ${formatDateTime(saved.updatedAt)}`
                : ''}
      </p>
      {saveState.kind === 'error' ? (
        <p className="form-error" role="alert">
          {saveState.message}
        </p>
      ) : null}

      <section className="editor-section" aria-label="About the collection">
        <Field label="Title" error={formState.errors.title?.message}>
          {(props) => (
            <input {...props} {...titleField} className="input" autoComplete="off" maxLength={300} />
          )}
        </Field>
        <Field
          label="Address"
          hint={`Its page: ${kitchen.origin.replace(/^https?:\/\//, '')}/collections/${slug || '…'}`}
          error={formState.errors.slug?.message}
        >
          {(props) => (
            <input
              {...props}
              {...slugField}
              className="input"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={100}
            />
          )}
        </Field>
        <Field
          label="Description"
          hint="Leave a blank line between paragraphs."
          error={formState.errors.description?.message}
        >
          {(props) => <textarea {...props} {...register('description')} className="input" rows={5} />}
        </Field>
        <Field
          label="YouTube video"
          hint="Paste the video’s address or its id; it plays on the collection’s page."
          error={formState.errors.youtube?.message}
        >
          {(props) => (
            <input
              {...props}
              {...register('youtube')}
              className="input"
              autoCapitalize="none"
              spellCheck={false}
              inputMode="url"
            />
          )}
        </Field>
      </section>

      <MediaSection control={control} setValue={setValue} siteSlug={kitchen.slug} />
      <RecipesSection control={control} siteSlug={kitchen.slug} error={formState.errors.recipes?.message} />

      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={saveState.kind === 'saving'}>
          {saved ? 'Save' : 'Create collection'}
        </button>
      </div>

      {saved ? (
        <section className="editor-section danger-zone" aria-labelledby="collection-delete-heading">
          <h2 id="collection-delete-heading" className="editor-section-title">
            Delete this collection
          </h2>
          <p className="hint">Its recipes stay on your kitchen; only the collection and its page go.</p>
          <button
            type="button"
            className="button button-danger"
            onClick={() => {
              setDeleting(true);
            }}
          >
            Delete collection
          </button>
        </section>
      ) : null}

      {deleting && saved ? (
        <Dialog.Root open onOpenChange={setDeleting}>
          <Dialog.Portal>
            <Dialog.Backdrop className="dialog-backdrop" />
            <Dialog.Popup className="dialog">
              <Dialog.Title className="dialog-title">Delete “{saved.title}”?</Dialog.Title>
              <Dialog.Description>
                Its page leaves your kitchen at the next update. The recipes in it are not deleted.
              </Dialog.Description>
              <div className="form-actions">
                <Dialog.Close className="button button-secondary">Cancel</Dialog.Close>
                <button type="button" className="button button-danger" onClick={() => void remove()}>
                  Delete
                </button>
              </div>
            </Dialog.Popup>
          </Dialog.Portal>
        </Dialog.Root>
      ) : null}

      {conflict ? (
        <ChangedElsewhereDialog
          title="This collection was changed elsewhere"
          subject="It"
          savedAt={conflict.updatedAt}
          loadLabel="Load the saved version"
          keepLabel="Keep my version"
          onLoad={() => {
            setSaved(conflict);
            reset(collectionEditorValues(conflict));
            session.queryClient.setQueryData(
              collectionQuery(session, kitchen.slug, conflict.id).queryKey,
              conflict,
            );
            setConflict(null);
          }}
          onKeep={() => void save(getValues(), conflict.version)}
        />
      ) : null}
    </form>
  );
}

/** The current collection a 409 answer carries, when the save was refused as stale. */
function staleCollection(error: ApiError): ManagedCollection | null {
  const body = error.body as { error: { code: string }; collection?: ManagedCollection } | null;
  return body?.error.code === 'collection_changed' && body.collection ? body.collection : null;
}

/** The collection's photo (its card and page) and video, from the kitchen's library. */
function MediaSection({
  control,
  setValue,
  siteSlug,
}: {
  control: Control<CollectionEditorValues>;
  setValue: UseFormSetValue<CollectionEditorValues>;
  siteSlug: string;
}) {
  const session = useSession();
  const [imageId, videoId] = useWatch({ control, name: ['imageId', 'videoId'] });
  const [picking, setPicking] = useState(false);
  const library = useQuery({ ...kitchenImagesQuery(session, siteSlug), enabled: imageId !== null });
  const image = library.data?.find((known) => known.id === imageId);
  return (
    <section className="editor-section" aria-labelledby="collection-media-heading">
      <h2 id="collection-media-heading" className="editor-section-title">
        Photo and video
      </h2>
      <p className="hint">
        The photo is the collection’s card on your kitchen; a video plays on its card instead.
      </p>
      <div className="collection-photo">
        {imageId ? (
          image ? (
            <img
              src={image.url}
              alt={image.alt}
              width={image.width}
              height={image.height}
              className="collection-photo-preview"
            />
          ) : (
            <p className="hint">Loading the photo…</p>
          )
        ) : null}
        <div className="video-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setPicking(true);
            }}
          >
            {imageId ? 'Change photo' : 'Add a photo'}
            <span className="visually-hidden"> of the collection</span>
          </button>
          {imageId ? (
            <button
              type="button"
              className="button button-quiet"
              onClick={() => {
                setValue('imageId', null, { shouldDirty: true });
              }}
            >
              Remove photo<span className="visually-hidden"> of the collection</span>
            </button>
          ) : null}
        </div>
      </div>
      <VideoField
        videoId={videoId}
        onChange={(id) => {
          setValue('videoId', id, { shouldDirty: true });
        }}
        label="the collection"
        siteSlug={siteSlug}
      />
      {picking ? (
        <Suspense fallback={null}>
          <PhotoPickerDialog
            siteSlug={siteSlug}
            title="Photo of the collection"
            open
            single
            onOpenChange={setPicking}
            chosen={imageId ? [imageId] : []}
            onChange={(ids) => {
              setValue('imageId', ids[0] ?? null, { shouldDirty: true });
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The collection's recipes in order: found by a search and added, then moved, dragged or removed. */
function RecipesSection({
  control,
  siteSlug,
  error,
}: {
  control: Control<CollectionEditorValues>;
  siteSlug: string;
  error: string | undefined;
}) {
  const session = useSession();
  const { data: recipes = [] } = useQuery(recipesQuery(session, siteSlug));
  const { fields, append, move, remove } = useFieldArray({ control, name: 'recipes' });
  const [query, setQuery] = useState('');
  const [now] = useState(() => Date.now());
  const searchId = useId();
  const resultsId = useId();
  const byId = new Map(recipes.map((recipe) => [recipe.id, recipe]));
  const chosen = new Set(fields.map((field) => field.recipeId));
  // The recipes not in the collection that the search finds, by title: a handful at a time.
  const found = selectRecipes(
    recipes.filter((recipe) => !chosen.has(recipe.id)),
    { query, filter: 'all', sort: 'title', now },
  ).slice(0, 8);
  return (
    <section className="editor-section" aria-labelledby="collection-recipes-heading" data-field="recipeIds">
      <h2 id="collection-recipes-heading" className="editor-section-title">
        Recipes <span className="hint">({fields.length})</span>
      </h2>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {fields.length === 0 ? (
        <p className="hint">
          No recipes yet. Find them below and add them in the order readers should see them.
        </p>
      ) : (
        <SortableRows
          ids={fields.map((field) => field.id)}
          noun="recipe"
          onMove={(from, to) => {
            move(from, to);
          }}
        >
          <ol className="collection-recipes">
            {fields.map((field, row) => {
              const recipe = byId.get(field.recipeId);
              return (
                <MemberRow
                  key={field.id}
                  id={field.id}
                  row={row}
                  count={fields.length}
                  title={recipe?.title ?? 'A recipe no longer in this kitchen'}
                  status={recipe ? recipeStatus(recipe, now) : null}
                  move={move}
                  remove={remove}
                />
              );
            })}
          </ol>
        </SortableRows>
      )}
      <div className="recipe-finder">
        <label htmlFor={searchId} className="field-label">
          Add recipes
        </label>
        <input
          id={searchId}
          type="search"
          className="input"
          placeholder="Search your recipes"
          value={query}
          aria-controls={resultsId}
          onChange={(event) => {
            setQuery(event.target.value);
          }}
        />
        <ul id={resultsId} className="recipe-finder-results" aria-label="Recipes to add" aria-live="polite">
          {found.length === 0 ? (
            <li className="hint">
              {query ? 'No other recipe matches.' : 'Every recipe is in this collection.'}
            </li>
          ) : (
            found.map((recipe) => (
              <li key={recipe.id}>
                <span className="recipe-finder-title">{recipe.title}</span>
                {recipeStatus(recipe, now) !== 'published' ? (
                  <span className={`status-badge status-${recipeStatus(recipe, now)}`}>
                    {recipeStatus(recipe, now) === 'draft' ? 'Draft' : 'Scheduled'}
                  </span>
                ) : null}
                <button
                  type="button"
                  className="button button-quiet"
                  onClick={() => {
                    append({ recipeId: recipe.id }, { shouldFocus: false });
                  }}
                >
                  Add<span className="visually-hidden"> {recipe.title}</span>
                </button>
              </li>
            ))
          )}
        </ul>
      </div>
    </section>
  );
}

function MemberRow({
  id,
  row,
  count,
  title,
  status,
  move,
  remove,
}: {
  id: string;
  row: number;
  count: number;
  title: string;
  status: ReturnType<typeof recipeStatus> | null;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const { ref, style, isDragging, dragHandle } = useSortableRow({ id, label: `recipe ${row + 1}` });
  return (
    <li className="collection-recipe" ref={ref} style={style} data-dragging={isDragging || undefined}>
      {dragHandle}
      <span className="collection-recipe-position" aria-hidden="true">
        {row + 1}
      </span>
      <span className="collection-recipe-title">
        {title}
        {status && status !== 'published' ? (
          <span className={`status-badge status-${status}`}>
            {status === 'draft' ? 'Draft — shows once published' : 'Scheduled'}
          </span>
        ) : null}
      </span>
      <RowActions row={row} count={count} noun="recipe" move={move} remove={remove} />
    </li>
  );
}
