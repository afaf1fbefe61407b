import { useFormContext, useWatch } from 'react-hook-form';
import { VideoField } from '../photos/VideoField.tsx';
import type { RecipeEditorValues } from './recipe-form.ts';

/** The recipe's or a step's video field, bound to the recipe form. */
export function RecipeVideo({
  name,
  label,
  siteSlug,
}: {
  name: 'videoId' | `instructionGroups.${number}.instructions.${number}.videoId`;
  /** "the recipe", "step 3": for the controls' names. */
  label: string;
  siteSlug: string;
}) {
  const { control, setValue } = useFormContext<RecipeEditorValues>();
  const videoId = useWatch({ control, name });
  return (
    <VideoField
      videoId={videoId}
      onChange={(id) => {
        setValue(name, id, { shouldDirty: true });
      }}
      label={label}
      siteSlug={siteSlug}
    />
  );
}
