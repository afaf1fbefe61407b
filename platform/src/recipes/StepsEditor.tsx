import { formatQuantityText } from '@larder/shared/recipe/quantity-text';
import type { KitchenGlobals } from '@larder/shared/schemas/kitchen-globals';
import { useCallback, useId, useMemo, useRef } from 'react';
import {
  Controller,
  useFieldArray,
  useFormContext,
  useWatch,
  type UseFieldArrayReturn,
} from 'react-hook-form';
import type { MeasurementAttrs } from '../editor/inline-atoms.ts';
import { RichTextEditor, type StepAtoms } from '../editor/RichTextEditor.tsx';
import { RowActions, moveToGroupActions, type RowMenuAction } from './RowActions.tsx';
import { SelectRow, SelectionBar, groupLabels, useRowSelection, type RowSelection } from './SelectionBar.tsx';
import { StepMedia } from './StepMedia.tsx';
import { ingredientCoverage } from './ingredient-coverage.ts';
import { canSplit, mergeSteps, moveRowsToGroup, removeRows, splitStep } from './list-moves.ts';
import { SortableRows, useSortableRow } from './SortableRows.tsx';
import { emptyStep, type RecipeEditorValues } from './recipe-form.ts';
import { useSettled } from './use-settled-input.ts';

/** What every step row needs from the section: the groups' titles, the selection and moves. */
interface StepsContext {
  atoms: StepAtoms;
  groupTitles: string[];
  selection: RowSelection;
  moveSelected: (ids: ReadonlySet<string>, to: number) => void;
  siteSlug: string;
}

/**
 * The recipe's step groups; each step is a rich-text field that knows the recipe's ingredients
 * and units. Steps move by buttons and menus (up, down, to another group), alone or selected
 * together, and split or merge without losing what they refer to.
 */
export function StepsEditor({ globals, siteSlug }: { globals: KitchenGlobals; siteSlug: string }) {
  const { control, getValues } = useFormContext<RecipeEditorValues>();
  const groups = useFieldArray({ control, name: 'instructionGroups' });
  const selection = useRowSelection();
  const heading = useRef<HTMLHeadingElement>(null);
  // Only the titles: the section does not re-render while a step is typed in.
  const titles = useWatch({
    control,
    name: groups.fields.map((_, index) => `instructionGroups.${index}.title` as const),
  });
  const groupTitles = groupLabels(titles.map((title) => ({ title: title ?? '' })));
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
  const moveSelected = (ids: ReadonlySet<string>, to: number) => {
    groups.replace(moveRowsToGroup(getValues('instructionGroups'), 'instructions', ids, to));
  };
  const context: StepsContext = { atoms, groupTitles, selection, moveSelected, siteSlug };
  return (
    <section className="editor-section" aria-labelledby="steps-heading" data-field="instructionGroups">
      <h2 id="steps-heading" className="editor-section-title" ref={heading} tabIndex={-1}>
        Steps
      </h2>
      <SelectionBar
        count={selection.selected.size}
        noun={['step', 'steps']}
        groupTitles={groupTitles}
        onMove={(to) => {
          moveSelected(selection.selected, to);
        }}
        onRemove={() => {
          groups.replace(removeRows(getValues('instructionGroups'), 'instructions', selection.selected));
          selection.clear();
          heading.current?.focus();
        }}
        onClear={selection.clear}
      />
      {groups.fields.map((group, index) => (
        <StepGroup
          key={group.id}
          index={index}
          groups={groups}
          context={context}
          count={groups.fields.length}
        />
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

/** How long typing pauses before the coverage is worked out again. */
const COVERAGE_AFTER_MS = 300;

/** Listed ingredients no step uses, and ingredients the steps name that the list lacks. */
function Coverage({ globals }: { globals: KitchenGlobals }) {
  const compute = useCallback(
    (values: RecipeEditorValues) => ingredientCoverage(values, globals.ingredients),
    [globals.ingredients],
  );
  const { unmentioned, unlisted } = useSettled(compute, COVERAGE_AFTER_MS);
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
  context,
  count,
}: {
  index: number;
  groups: UseFieldArrayReturn<RecipeEditorValues, 'instructionGroups'>;
  context: StepsContext;
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
      <SortableRows noun="step" ids={steps.fields.map((field) => field.id)} onMove={steps.move}>
        <ol className="step-list">
          {steps.fields.map((step, row) => (
            <StepRow
              key={step.id}
              fieldKey={step.id}
              groupIndex={index}
              row={row}
              steps={steps}
              context={context}
            />
          ))}
        </ol>
      </SortableRows>
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
  fieldKey,
  groupIndex,
  row,
  steps,
  context,
}: {
  /** The row's key in its list (the form's), which dragging follows. */
  fieldKey: string;
  groupIndex: number;
  row: number;
  steps: UseFieldArrayReturn<RecipeEditorValues, `instructionGroups.${number}.instructions`>;
  context: StepsContext;
}) {
  const { control, register, getValues } = useFormContext<RecipeEditorValues>();
  const labelId = useId();
  const timerId = useId();
  const noteId = useId();
  const base = `instructionGroups.${groupIndex}.instructions.${row}` as const;
  const stepId = getValues(`${base}.id`);
  // Re-render the step when the ingredient names change, so its references read right.
  useWatch({ control, name: 'ingredientUsageGroups' });
  const { selection } = context;
  const { ref, style, isDragging, dragHandle } = useSortableRow({ id: fieldKey, label: `step ${row + 1}` });
  const more = (): RowMenuAction[] => [
    ...(canSplit(getValues(base))
      ? [
          {
            label: 'Split into one step per paragraph',
            onSelect: () => {
              const parts = splitStep(getValues(base));
              steps.update(row, parts[0]!);
              steps.insert(row + 1, parts.slice(1), { shouldFocus: false });
            },
          },
        ]
      : []),
    ...(row < steps.fields.length - 1
      ? [
          {
            label: 'Merge with the next step',
            onSelect: () => {
              const next = getValues(`instructionGroups.${groupIndex}.instructions.${row + 1}`);
              steps.update(row, mergeSteps(getValues(base), next));
              steps.remove(row + 1);
            },
          },
        ]
      : []),
    ...moveToGroupActions(context.groupTitles, groupIndex, (to) => {
      context.moveSelected(new Set([stepId]), to);
    }),
  ];
  return (
    <li
      className="step-row"
      data-field={base}
      ref={ref}
      style={style}
      data-dragging={isDragging || undefined}
    >
      <div className="step-head">
        {dragHandle}
        <SelectRow
          label={`Select step ${row + 1}`}
          checked={selection.selected.has(stepId)}
          onChange={(on) => {
            selection.toggle(stepId, on);
          }}
        />
        <span className="field-label" id={labelId}>
          Step {row + 1}
        </span>
      </div>
      <Controller
        control={control}
        name={`${base}.content`}
        render={({ field }) => (
          <RichTextEditor
            value={field.value}
            onChange={field.onChange}
            labelId={labelId}
            atoms={context.atoms}
          />
        )}
      />
      <div className="step-extras">
        <label htmlFor={timerId} className="usage-field step-timer">
          <span className="usage-label">Timer (minutes)</span>
          <input id={timerId} className="input" inputMode="numeric" {...register(`${base}.timerMinutes`)} />
        </label>
        <label htmlFor={noteId} className="usage-field step-note">
          <span className="usage-label">Note</span>
          <input id={noteId} className="input" {...register(`${base}.note`)} />
        </label>
      </div>
      <StepMedia base={base} label={`step ${row + 1}`} siteSlug={context.siteSlug} />
      <RowActions
        row={row}
        count={steps.fields.length}
        noun="step"
        move={steps.move}
        remove={steps.remove}
        more={more}
      />
    </li>
  );
}
