import { richTextToPlainText } from '@larder/shared/rich-text/plain-text';
import type { RecipeEditorValues } from './recipe-form.ts';

export interface FieldDifference {
  field: string;
  mine: string;
  theirs: string;
}

function ingredientsText(values: RecipeEditorValues): string {
  return values.ingredientUsageGroups
    .map((group) =>
      [group.title, ...group.ingredientUsages.map((usage) => `${usage.quantity} ${usage.ingredient}`.trim())]
        .filter(Boolean)
        .join('; '),
    )
    .join(' | ');
}

function stepsText(values: RecipeEditorValues): string {
  return values.instructionGroups
    .map((group) =>
      [group.title, ...group.instructions.map((step) => richTextToPlainText(step.content))]
        .filter(Boolean)
        .join('; '),
    )
    .join(' | ');
}

const FIELDS: [string, (values: RecipeEditorValues) => string][] = [
  ['Title', (values) => values.title],
  ['Address', (values) => values.slug],
  ['Who can read it', (values) => values.privacySetting],
  ['Description', (values) => richTextToPlainText(values.description)],
  [
    'Photos',
    (values) =>
      values.images.length === 0
        ? 'None'
        : `${values.images.length} photo${values.images.length === 1 ? '' : 's'}: ${values.images
            .map((image) => (image.crop ? `${image.id.slice(0, 8)} (cropped)` : image.id.slice(0, 8)))
            .join(', ')}`,
  ],
  ['Prep time', (values) => values.prepTimeMinutes],
  ['Cook time', (values) => values.cookTimeMinutes],
  ['Other time', (values) => `${values.customTimeLabel} ${values.customTimeMinutes}`.trim()],
  ['Servings', (values) => `${values.yieldServings} ${values.servingDescription}`.trim()],
  ['Difficulty', (values) => values.difficultyLevel],
  ['Ingredients', ingredientsText],
  ['Steps', stepsText],
  ['Note', (values) => richTextToPlainText(values.note)],
  ['Keywords', (values) => values.keywords],
];

/** The fields two versions of a recipe differ in, as text a creator can read side by side. */
export function compareRecipes(mine: RecipeEditorValues, theirs: RecipeEditorValues): FieldDifference[] {
  return FIELDS.flatMap(([field, read]) => {
    const [a, b] = [read(mine), read(theirs)];
    return a === b ? [] : [{ field, mine: a, theirs: b }];
  });
}
