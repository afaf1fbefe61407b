import {
  createManagedRecipe,
  publishManagedRecipe,
  unpublishManagedRecipe,
  updateManagedRecipe,
} from '@larder/shared/api/manage-recipes.endpoints';
import { slugFromText } from '@larder/shared/format/slug';
import type { ManagedRecipe } from '@larder/shared/schemas/recipe-manage';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useBlocker, useNavigate, useParams } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { RichTextEditor } from '../editor/RichTextEditor.tsx';
import { formatDateTime } from '../kitchen/BuildStatus.tsx';
import { useKitchen } from '../kitchen/KitchenLayout.tsx';
import { KITCHENS_KEY } from '../kitchen/kitchens-query.ts';
import { useSession } from '../session/use-session.tsx';
import { apiFormErrors } from '../ui/api-form-errors.ts';
import { Field } from '../ui/Field.tsx';
import { PageTitle } from '../ui/PageTitle.tsx';
import { IngredientsEditor } from './IngredientsEditor.tsx';
import { editorValues, recipeInputFromValues, type RecipeEditorValues } from './recipe-form.ts';
import { globalsQuery, recipeQuery } from './recipes-query.ts';
import { StepsEditor } from './StepsEditor.tsx';
import './editor.css';

/** `/kitchen/{siteSlug}/recipes/{recipeId}` (`new` for a recipe not saved yet). */
export function RecipeEditorPage() {
  const { recipeId } = useParams({ from: '/signed-in/kitchen/$siteSlug/recipes/$recipeId' });
  const kitchen = useKitchen();
  const session = useSession();
  const { data: globals } = useSuspenseQuery(globalsQuery(session, kitchen.slug));
  const loaded = useQuery({ ...recipeQuery(session, kitchen.slug, recipeId), enabled: recipeId !== 'new' });
  if (recipeId !== 'new' && !loaded.data) return null;
  const recipe = recipeId === 'new' ? null : (loaded.data ?? null);
  return <RecipeEditor key={recipe?.id ?? 'new'} recipe={recipe} globals={globals} />;
}

type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'error'; message: string };

function RecipeEditor({
  recipe: initial,
  globals,
}: {
  recipe: ManagedRecipe | null;
  globals: Parameters<typeof editorValues>[1];
}) {
  const kitchen = useKitchen();
  const session = useSession();
  const navigate = useNavigate();
  const [recipe, setRecipe] = useState(initial);
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const slugEdited = useRef(initial !== null);
  const form = useForm<RecipeEditorValues>({
    defaultValues: editorValues(initial, globals),
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setValue, setError, reset, control } = form;
  const slug = useWatch({ control, name: 'slug' });
  const descriptionId = useId();
  const noteId = useId();
  const published = recipe?.publishedAt ?? null;
  const live = published !== null && Date.parse(published) <= Date.now();

  useBlocker({
    shouldBlockFn: () =>
      formState.isDirty &&
      !window.confirm('Leave this recipe? Your changes since the last save are not saved.'),
    enableBeforeUnload: () => formState.isDirty,
  });

  const save = async (values: RecipeEditorValues, then?: 'publish' | 'unpublish'): Promise<void> => {
    setSaveState({ kind: 'saving' });
    try {
      const body = recipeInputFromValues(values, recipe, globals);
      const params = { siteSlug: kitchen.slug };
      let saved = recipe
        ? (
            await session.api.request(updateManagedRecipe, {
              params: { ...params, recipeId: recipe.id },
              body,
            })
          ).recipe
        : (await session.api.request(createManagedRecipe, { params, body })).recipe;
      if (then === 'publish')
        saved = (
          await session.api.request(publishManagedRecipe, {
            params: { ...params, recipeId: saved.id },
            body: {},
          })
        ).recipe;
      if (then === 'unpublish')
        saved = (
          await session.api.request(unpublishManagedRecipe, { params: { ...params, recipeId: saved.id } })
        ).recipe;
      setRecipe(saved);
      session.queryClient.setQueryData(recipeQuery(session, kitchen.slug, saved.id).queryKey, saved);
      reset(editorValues(saved, globals));
      slugEdited.current = true;
      setSaveState({ kind: 'saved', at: saved.updatedAt });
      await Promise.all([
        session.queryClient.invalidateQueries({ queryKey: ['kitchen', kitchen.slug, 'recipes'] }),
        session.queryClient.invalidateQueries({ queryKey: KITCHENS_KEY }),
      ]);
      if (!recipe)
        await navigate({
          to: '/kitchen/$siteSlug/recipes/$recipeId',
          params: { siteSlug: kitchen.slug, recipeId: saved.id },
          replace: true,
        });
    } catch (error) {
      const { fields, form: message } = apiFormErrors(error);
      for (const [name, text] of Object.entries(fields))
        setError(name as FieldPath<RecipeEditorValues>, { message: text });
      setSaveState({
        kind: 'error',
        message: message ?? 'Some fields need attention before this can be saved.',
      });
    }
  };

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
        onSubmit={(event) => void handleSubmit((values) => save(values))(event)}
        aria-labelledby="recipe-editor-title"
      >
        <div className="editor-bar">
          <div className="editor-bar-state">
            <span className={`status-badge status-${live ? 'published' : published ? 'scheduled' : 'draft'}`}>
              {live ? 'Published' : published ? 'Scheduled' : 'Draft'}
            </span>
            <span className="hint" role="status">
              {saveState.kind === 'saving'
                ? 'Saving…'
                : saveState.kind === 'saved'
                  ? `Saved ${formatDateTime(saveState.at)}`
                  : formState.isDirty
                    ? 'Unsaved changes'
                    : recipe
                      ? `Last saved ${formatDateTime(recipe.updatedAt)}`
                      : 'Not saved yet'}
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
                onClick={() => void handleSubmit((values) => save(values, 'unpublish'))()}
              >
                Unpublish
              </button>
            ) : null}
            <button type="submit" className="button button-secondary" disabled={saveState.kind === 'saving'}>
              {live ? 'Save draft' : 'Save'}
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={saveState.kind === 'saving'}
              onClick={() => void handleSubmit((values) => save(values, published ? undefined : 'publish'))()}
            >
              {published ? 'Update' : 'Publish'}
            </button>
          </div>
        </div>
        {saveState.kind === 'error' ? (
          <p className="form-error editor-error" role="alert">
            {saveState.message}
          </p>
        ) : null}
        <PageTitle title={`${recipe?.title ?? 'New recipe'} · ${kitchen.title}`}>
          <span id="recipe-editor-title">{recipe ? 'Edit recipe' : 'New recipe'}</span>
        </PageTitle>

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
          <div className="field">
            <span className="field-label" id={descriptionId}>
              Description
            </span>
            <Controller
              control={control}
              name="description"
              render={({ field }) => (
                <RichTextEditor
                  value={field.value}
                  onChange={field.onChange}
                  labelId={descriptionId}
                  minimal
                />
              )}
            />
          </div>
        </section>

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

        <IngredientsEditor globals={globals} />
        <StepsEditor globals={globals} />

        <section className="editor-section" aria-labelledby="notes-heading">
          <h2 id="notes-heading" className="editor-section-title">
            Notes and search
          </h2>
          <div className="field">
            <span className="field-label" id={noteId}>
              Note
            </span>
            <Controller
              control={control}
              name="note"
              render={({ field }) => (
                <RichTextEditor value={field.value} onChange={field.onChange} labelId={noteId} />
              )}
            />
          </div>
          <Field label="Keywords" hint="Separated by commas: what readers might search for">
            {(c) => <input {...c} {...register('keywords')} className="input" />}
          </Field>
        </section>
      </form>
    </FormProvider>
  );
}
