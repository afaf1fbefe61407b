import type { KitchenGlobals } from '@larder/shared/schemas/kitchen-globals';
import { useId, useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch, type UseFieldArrayReturn } from 'react-hook-form';
import { createKitchenIngredient } from '@larder/shared/api/manage-recipes.endpoints';
import { useSession } from '../session/use-session.tsx';
import { PasteIngredientsDialog } from './PasteIngredientsDialog.tsx';
import { RowActions, moveToGroupActions } from './RowActions.tsx';
import { SelectRow, SelectionBar, groupLabels, useRowSelection, type RowSelection } from './SelectionBar.tsx';
import { moveRowsToGroup, removeRows } from './list-moves.ts';
import { SortableRows, useSortableRow } from './SortableRows.tsx';
import { emptyUsage, quantityError, resolveIngredient, type RecipeEditorValues } from './recipe-form.ts';
import { globalsQuery } from './recipes-query.ts';

/** What every ingredient line needs from the section: the groups' titles, the selection and moves. */
interface LinesContext {
  groupTitles: string[];
  selection: RowSelection;
  moveSelected: (ids: ReadonlySet<string>, to: number) => void;
}

/**
 * The recipe's ingredient groups, each with its lines; every line can move without a mouse (up,
 * down, to another group), alone or selected together with others.
 */
export function IngredientsEditor({ globals, siteSlug }: { globals: KitchenGlobals; siteSlug: string }) {
  const { control, getValues } = useFormContext<RecipeEditorValues>();
  const groups = useFieldArray({ control, name: 'ingredientUsageGroups' });
  const datalistId = useId();
  const selection = useRowSelection();
  const heading = useRef<HTMLHeadingElement>(null);
  // Only the titles: the section does not re-render while a line is typed in.
  const titles = useWatch({
    control,
    name: groups.fields.map((_, index) => `ingredientUsageGroups.${index}.title` as const),
  });
  const groupTitles = groupLabels(titles.map((title) => ({ title: title ?? '' })));
  const moveSelected = (ids: ReadonlySet<string>, to: number) => {
    groups.replace(moveRowsToGroup(getValues('ingredientUsageGroups'), 'ingredientUsages', ids, to));
  };
  const context: LinesContext = { groupTitles, selection, moveSelected };
  return (
    <section
      className="editor-section"
      aria-labelledby="ingredients-heading"
      data-field="ingredientUsageGroups"
    >
      <h2 id="ingredients-heading" className="editor-section-title" ref={heading} tabIndex={-1}>
        Ingredients
      </h2>
      <datalist id={datalistId}>
        {globals.ingredients.map((ingredient) => (
          <option key={ingredient.id} value={ingredient.title} />
        ))}
      </datalist>
      <SelectionBar
        count={selection.selected.size}
        noun={['ingredient', 'ingredients']}
        groupTitles={groupTitles}
        onMove={(to) => {
          moveSelected(selection.selected, to);
        }}
        onRemove={() => {
          groups.replace(
            removeRows(getValues('ingredientUsageGroups'), 'ingredientUsages', selection.selected),
          );
          selection.clear();
          heading.current?.focus();
        }}
        onClear={selection.clear}
      />
      {groups.fields.map((group, index) => (
        <IngredientGroup
          key={group.id}
          index={index}
          groups={groups}
          globals={globals}
          siteSlug={siteSlug}
          datalistId={datalistId}
          count={groups.fields.length}
          context={context}
        />
      ))}
      <button
        type="button"
        className="button button-quiet"
        onClick={() => {
          groups.append({ title: '', note: '', ingredientUsages: [emptyUsage()] });
        }}
      >
        Add ingredient group
      </button>
    </section>
  );
}

function IngredientGroup({
  index,
  groups,
  globals,
  siteSlug,
  datalistId,
  count,
  context,
}: {
  index: number;
  groups: UseFieldArrayReturn<RecipeEditorValues, 'ingredientUsageGroups'>;
  globals: KitchenGlobals;
  siteSlug: string;
  datalistId: string;
  count: number;
  context: LinesContext;
}) {
  const { control, register, getValues } = useFormContext<RecipeEditorValues>();
  const usages = useFieldArray({ control, name: `ingredientUsageGroups.${index}.ingredientUsages` });
  const [pasting, setPasting] = useState(false);
  const titleId = useId();
  return (
    <fieldset className="editor-group">
      <legend className="visually-hidden">Ingredient group {index + 1}</legend>
      <div className="editor-group-head">
        <label htmlFor={titleId} className="field-label">
          Group title <span className="hint">(optional, e.g. “For the sauce”)</span>
        </label>
        <input id={titleId} className="input" {...register(`ingredientUsageGroups.${index}.title`)} />
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
      <SortableRows noun="ingredient" ids={usages.fields.map((field) => field.id)} onMove={usages.move}>
        <ol className="usage-list">
          {usages.fields.map((usage, row) => (
            <UsageRow
              siteSlug={siteSlug}
              key={usage.id}
              fieldKey={usage.id}
              groupIndex={index}
              row={row}
              usages={usages}
              globals={globals}
              datalistId={datalistId}
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
            usages.append(emptyUsage());
          }}
        >
          Add ingredient
        </button>
        <button
          type="button"
          className="button button-quiet"
          onClick={() => {
            setPasting(true);
          }}
        >
          Paste ingredients
        </button>
      </div>
      <PasteIngredientsDialog
        open={pasting}
        onOpenChange={setPasting}
        globals={globals}
        siteSlug={siteSlug}
        onAdd={(lines) => {
          // Pasting into a group whose only line is still blank fills it instead of leaving it above.
          const current = getValues(`ingredientUsageGroups.${index}.ingredientUsages`);
          const blank =
            current.length === 1 && !current[0]!.quantity.trim() && !current[0]!.ingredient.trim();
          if (blank) usages.replace(lines);
          else usages.append(lines);
        }}
      />
    </fieldset>
  );
}

function UsageRow({
  siteSlug,
  groupIndex,
  row,
  usages,
  globals,
  datalistId,
  context,
  fieldKey,
}: {
  /** The row's key in its list (the form's), which dragging follows. */
  fieldKey: string;
  siteSlug: string;
  groupIndex: number;
  row: number;
  usages: UseFieldArrayReturn<RecipeEditorValues, `ingredientUsageGroups.${number}.ingredientUsages`>;
  globals: KitchenGlobals;
  datalistId: string;
  context: LinesContext;
}) {
  const { register, formState, control, getValues } = useFormContext<RecipeEditorValues>();
  const base = `ingredientUsageGroups.${groupIndex}.ingredientUsages.${row}` as const;
  const quantityErrorText =
    formState.errors.ingredientUsageGroups?.[groupIndex]?.ingredientUsages?.[row]?.quantity?.message;
  const id = useId();
  const rawLine = useWatch({ control, name: `${base}.rawLine` });
  const unsure = useWatch({ control, name: `${base}.unsure` });
  const usageId = getValues(`${base}.id`);
  const { selection } = context;
  const { ref, style, isDragging, dragHandle } = useSortableRow({
    id: fieldKey,
    label: `ingredient ${row + 1}`,
  });
  return (
    <li className="usage-row" ref={ref} style={style} data-dragging={isDragging || undefined}>
      <div className="usage-line">
        {dragHandle}
        <SelectRow
          label={`Select ingredient ${row + 1}`}
          checked={selection.selected.has(usageId)}
          onChange={(on) => {
            selection.toggle(usageId, on);
          }}
        />
        <div className="usage-fields">
          <label className="usage-field usage-quantity">
            <span className="usage-label">Amount</span>
            <input
              className="input"
              inputMode="decimal"
              aria-invalid={quantityErrorText ? true : undefined}
              aria-describedby={quantityErrorText ? `${id}-error` : undefined}
              {...register(`${base}.quantity`, { validate: quantityError })}
            />
          </label>
          <label className="usage-field usage-unit">
            <span className="usage-label">Unit</span>
            <select className="input" {...register(`${base}.unitId`)}>
              <option value="">No unit</option>
              {globals.units.map((unit) => (
                <option key={unit.id} value={unit.id}>
                  {unit.title}
                </option>
              ))}
            </select>
          </label>
          <label className="usage-field usage-ingredient">
            <span className="usage-label">Ingredient</span>
            <input
              className="input"
              list={datalistId}
              autoComplete="off"
              {...register(`${base}.ingredient`)}
            />
          </label>
          <label className="usage-field usage-preparation">
            <span className="usage-label">Preparation</span>
            <input className="input" placeholder="e.g. finely chopped" {...register(`${base}.preparation`)} />
          </label>
          <label className="usage-field usage-note">
            <span className="usage-label">Note</span>
            <input className="input" {...register(`${base}.note`)} />
          </label>
          <label className="usage-field usage-link">
            <span className="usage-label">Link</span>
            <input
              className="input"
              type="url"
              inputMode="url"
              placeholder="https://"
              {...register(`${base}.link`, { setValueAs: (value: string | null) => value?.trim() || null })}
            />
          </label>
        </div>
      </div>
      {quantityErrorText ? (
        <p className="field-error" id={`${id}-error`}>
          {quantityErrorText}
        </p>
      ) : null}
      <NewIngredient base={base} globals={globals} siteSlug={siteSlug} />
      {rawLine ? (
        <p className={unsure ? 'hint usage-raw usage-unsure' : 'hint usage-raw'}>
          {unsure ? <strong>Check this one: </strong> : null}
          Pasted as: {rawLine}
        </p>
      ) : null}
      <RowActions
        row={row}
        count={usages.fields.length}
        noun="ingredient"
        move={usages.move}
        remove={usages.remove}
        more={() =>
          moveToGroupActions(context.groupTitles, groupIndex, (to) => {
            context.moveSelected(new Set([usageId]), to);
          })
        }
      />
    </li>
  );
}

/**
 * Under a line whose ingredient the kitchen does not know: add it as the kitchen's own, so the
 * line is an ingredient (plural when the amount is, listed in the kitchen's vocabulary) rather
 * than words alone.
 */
function NewIngredient({
  base,
  globals,
  siteSlug,
}: {
  siteSlug: string;
  base: `ingredientUsageGroups.${number}.ingredientUsages.${number}`;
  globals: KitchenGlobals;
}) {
  const session = useSession();
  const { control, setValue, getValues } = useFormContext<RecipeEditorValues>();
  const typed = useWatch({ control, name: `${base}.ingredient` }).trim();
  const [state, setState] = useState<'idle' | 'adding' | 'failed'>('idle');
  if (!typed || resolveIngredient(getValues(base), globals).ingredientId !== null) return null;
  const add = async () => {
    setState('adding');
    try {
      const { ingredient } = await session.api.request(createKitchenIngredient, {
        params: { siteSlug },
        body: { title: typed },
      });
      session.queryClient.setQueryData(globalsQuery(session, siteSlug).queryKey, (current) =>
        current
          ? {
              ...current,
              ingredients: [
                ...current.ingredients.filter((known) => known.id !== ingredient.id),
                ingredient,
              ].sort((a, b) => a.title.localeCompare(b.title)),
            }
          : current,
      );
      // The line now points at it (the name as typed, if the kitchen's spelling differs).
      setValue(`${base}.ingredientId`, ingredient.id, { shouldDirty: true });
      setValue(`${base}.ingredientTitleOverride`, ingredient.title === typed ? null : typed, {
        shouldDirty: true,
      });
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <p className="hint usage-new">
      {state === 'failed'
        ? `“${typed}” could not be added. `
        : `“${typed}” is not one of your ingredients yet. `}
      <button type="button" className="link-button" disabled={state === 'adding'} onClick={() => void add()}>
        {state === 'adding' ? 'Adding…' : `Add “${typed}” as an ingredient`}
      </button>
    </p>
  );
}
