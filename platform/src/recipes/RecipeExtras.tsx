import type { KitchenGlobals } from '@larder/shared/schemas/kitchen-globals';
import type { ManagedRecipe } from '@larder/shared/schemas/recipe-manage';
import { useId } from 'react';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { RichTextEditor } from '../editor/RichTextEditor.tsx';
import { Field } from '../ui/Field.tsx';
import { RecipeVideo } from './RecipeVideo.tsx';
import type { RecipeEditorValues } from './recipe-form.ts';
import { isYoutubeVideo, NOT_A_YOUTUBE_VIDEO } from '../ui/youtube-id.ts';

/** A rich-text field of the recipe, labelled for screen readers and the checks' "Go to field". */
export function RichTextField({
  name,
  label,
  hint,
  minimal = false,
}: {
  name: 'description' | 'storyExcerpt' | 'storyMore' | 'note';
  label: string;
  hint?: string;
  minimal?: boolean;
}) {
  const { control } = useFormContext<RecipeEditorValues>();
  const labelId = useId();
  return (
    <div className="field" data-field={name}>
      <span className="field-label" id={labelId}>
        {label}
      </span>
      {hint ? <span className="hint">{hint}</span> : null}
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RichTextEditor value={field.value} onChange={field.onChange} labelId={labelId} minimal={minimal} />
        )}
      />
    </div>
  );
}

/** The recipe's story: the part shown above the recipe, and the rest behind "Read more". */
export function StoryFields() {
  return (
    <>
      <RichTextField
        name="storyExcerpt"
        label="Story"
        hint="Shown above the recipe; a long one folds behind “Read more”."
      />
      <RichTextField
        name="storyMore"
        label="More of the story"
        hint="Shown after the story, behind “Read more”."
      />
    </>
  );
}

/** The recipe's own video and a YouTube video: the first two items of the page's media slider. */
export function VideoSection({ siteSlug }: { siteSlug: string }) {
  const { register, formState } = useFormContext<RecipeEditorValues>();
  const headingId = useId();
  return (
    <section className="editor-section" aria-labelledby={headingId} data-field="videoId">
      <h2 id={headingId} className="editor-section-title">
        Video
      </h2>
      <RecipeVideo name="videoId" label="the recipe" siteSlug={siteSlug} />
      <div data-field="youtubeVideoId">
        <Field
          label="YouTube video"
          hint="Paste the video’s address or its id; it plays on the recipe’s page after your own video."
          error={formState.errors.youtubeVideoId?.message}
        >
          {(controlProps) => (
            <input
              {...controlProps}
              {...register('youtubeVideoId', {
                validate: (text) => (isYoutubeVideo(text) ? true : NOT_A_YOUTUBE_VIDEO),
              })}
              className="input"
              autoCapitalize="none"
              spellCheck={false}
              inputMode="url"
            />
          )}
        </Field>
      </div>
    </section>
  );
}

/** Who made the recipe, and what an import brought from the creator's old site. */
export function CreditsSection({
  globals,
  loaded,
}: {
  globals: KitchenGlobals;
  loaded: ManagedRecipe | null;
}) {
  const { register } = useFormContext<RecipeEditorValues>();
  const headingId = useId();
  const legacy = loaded?.legacyRecipeData?.content;
  return (
    <section className="editor-section" aria-labelledby={headingId} data-field="contributorIds">
      <h2 id={headingId} className="editor-section-title">
        Credits
      </h2>
      {globals.contributors.length ? (
        <fieldset className="choice-options choice-options-wrap">
          <legend className="field-label">Contributors</legend>
          {globals.contributors.map((contributor) => (
            <label key={contributor.id} className="choice-option">
              <input
                type="checkbox"
                value={contributor.id}
                {...register('contributorIds' satisfies FieldPath<RecipeEditorValues>)}
              />{' '}
              {contributor.displayName}
              {contributor.handle ? <span className="hint"> @{contributor.handle}</span> : null}
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="hint">
          This kitchen has no contributors yet. People you credit on recipes appear here once they are added
          to the kitchen.
        </p>
      )}
      {legacy ? (
        <details className="legacy-content">
          <summary>Content imported from your old site (read only)</summary>
          <p className="hint">
            While the recipe has no ingredients and no steps, its page shows this as it came. Once you write
            them in the fields above, the page shows those instead; Larder keeps this as it is.
          </p>
          <pre className="legacy-text">{legacy}</pre>
        </details>
      ) : null}
    </section>
  );
}
