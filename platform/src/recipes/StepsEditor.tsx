import { formatQuantityText } from '@larder/shared/recipe/quantity-text';
import type { KitchenGlobals } from '@larder/shared/schemas/kitchen-globals';
import { useId, useMemo } from 'react';
import {
  Controller,
  useFieldArray,
  useFormContext,
  useWatch,
  type UseFieldArrayReturn,
} from 'react-hook-form';
import type { MeasurementAttrs } from '../editor/inline-atoms.ts';
import { RichTextEditor, type StepAtoms } from '../editor/RichTextEditor.tsx';
import { RowActions } from './RowActions.tsx';
import { ingredientCoverage } from './ingredient-coverage.ts';
import { emptyStep, type RecipeEditorValues } from './recipe-form.ts';

/** The recipe's step groups; each step is a rich-text field that knows the recipe's ingredients and units. */
export function StepsEditor({ globals }: { globals: KitchenGlobals }) {
  const { control, getValues } = useFormContext<RecipeEditorValues>();
  const groups = useFieldArray({ control, name: 'instructionGroups' });
  const atoms = useMemo<StepAtoms>(
    () => ({
      measurementLabel: (attrs: MeasurementAttrs) => {
        const unit = globals.units.find((candidate) => candidate.id === attrs.unitId);
        if (!unit) return String(attrs.quantity);
        if (unit.title === 'fahrenheit' || unit.title === 'celsius')
          return `${attrs.quantity}${unit.abbreviation ?? ''}`;
        const amount = formatQuantityText(attrs.quantity, null);
        return `${amount} ${attrs.quantity > 1 ? unit.pluralTitle : unit.title}`;
      },
      ingredients: () =>
        getValues('ingredientUsageGroups')
          .flatMap((group) => group.ingredientUsages)
          .filter((usage) => usage.ingredient.trim())
          .map((usage) => ({ id: usage.id, label: usage.ingredient.trim() })),
      unitId: (title: string) => globals.units.find((unit) => unit.title === title)?.id ?? null,
    }),
    [globals, getValues],
  );
  return (
    <section className="editor-section" aria-labelledby="steps-heading" data-field="instructionGroups">
      <h2 id="steps-heading" className="editor-section-title">
        Steps
      </h2>
      {groups.fields.map((group, index) => (
        <StepGroup key={group.id} index={index} groups={groups} atoms={atoms} count={groups.fields.length} />
      ))}
      <button
        type="button"
        className="button button-quiet"
        onClick={() => {
          groups.append({ title: '', note: '', instructions: [emptyStep()] });
        }}
      >
        Add step group
      </button>
      <Coverage globals={globals} />
    </section>
  );
}

/** Listed ingredients no step uses, and ingredients the steps name that the list lacks. */
function Coverage({ globals }: { globals: KitchenGlobals }) {
  const { control } = useFormContext<RecipeEditorValues>();
  const ingredientUsageGroups = useWatch({ control, name: 'ingredientUsageGroups' });
  const instructionGroups = useWatch({ control, name: 'instructionGroups' });
  const { unmentioned, unlisted } = useMemo(
    () => ingredientCoverage({ ingredientUsageGroups, instructionGroups }, globals.ingredients),
    [ingredientUsageGroups, instructionGroups, globals.ingredients],
  );
  if (!unmentioned.length && !unlisted.length) return null;
  return (
    <div className="notice coverage">
      {unmentioned.length ? <p>Listed but in no step: {unmentioned.join(', ')}.</p> : null}
      {unlisted.length ? <p>In the steps but not listed: {unlisted.join(', ')}.</p> : null}
    </div>
  );
}

function StepGroup({
  index,
  groups,
  atoms,
  count,
}: {
  index: number;
  groups: UseFieldArrayReturn<RecipeEditorValues, 'instructionGroups'>;
  atoms: StepAtoms;
  count: number;
}) {
  const { control, register } = useFormContext<RecipeEditorValues>();
  const steps = useFieldArray({ control, name: `instructionGroups.${index}.instructions` });
  const titleId = useId();
  return (
    <fieldset className="editor-group">
      <legend className="visually-hidden">Step group {index + 1}</legend>
      <div className="editor-group-head">
        <label htmlFor={titleId} className="field-label">
          Group title <span className="hint">(optional, e.g. “Make the dough”)</span>
        </label>
        <input id={titleId} className="input" {...register(`instructionGroups.${index}.title`)} />
        {count > 1 ? (
          <button
            type="button"
            className="button button-quiet"
            onClick={() => {
              groups.remove(index);
            }}
          >
            Remove group<span className="visually-hidden"> {index + 1}</span>
          </button>
        ) : null}
      </div>
      <ol className="step-list">
        {steps.fields.map((step, row) => (
          <StepRow key={step.id} groupIndex={index} row={row} steps={steps} atoms={atoms} />
        ))}
      </ol>
      <div className="editor-group-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            steps.append(emptyStep());
          }}
        >
          Add step
        </button>
      </div>
    </fieldset>
  );
}

function StepRow({
  groupIndex,
  row,
  steps,
  atoms,
}: {
  groupIndex: number;
  row: number;
  steps: UseFieldArrayReturn<RecipeEditorValues, `instructionGroups.${number}.instructions`>;
  atoms: StepAtoms;
}) {
  const { control, register } = useFormContext<RecipeEditorValues>();
  const labelId = useId();
  const timerId = useId();
  const base = `instructionGroups.${groupIndex}.instructions.${row}` as const;
  // Re-render the step when the ingredient names change, so its references read right.
  useWatch({ control, name: 'ingredientUsageGroups' });
  return (
    <li className="step-row" data-field={base}>
      <span className="field-label" id={labelId}>
        Step {row + 1}
      </span>
      <Controller
        control={control}
        name={`${base}.content`}
        render={({ field }) => (
          <RichTextEditor value={field.value} onChange={field.onChange} labelId={labelId} atoms={atoms} />
        )}
      />
      <div className="step-extras">
        <label htmlFor={timerId} className="usage-field step-timer">
          <span className="usage-label">Timer (minutes)</span>
          <input id={timerId} className="input" inputMode="numeric" {...register(`${base}.timerMinutes`)} />
        </label>
        <RowActions
          row={row}
          count={steps.fields.length}
          noun="step"
          move={steps.move}
          remove={steps.remove}
        />
      </div>
    </li>
  );
}
