import { useId, useState } from 'react';

/**
 * What can be done with the selected rows of a list (ingredient lines, steps): move them to
 * another group or to a new one, or remove them. Shown while rows are selected; the rows stay
 * selected after a move, so the bar (and the keyboard focus in it) stays put.
 */
export function SelectionBar({
  count,
  noun,
  groupTitles,
  onMove,
  onRemove,
  onClear,
}: {
  count: number;
  /** Singular and plural: ["ingredient", "ingredients"]. */
  noun: [string, string];
  /** The groups' titles as shown to the creator, in order. */
  groupTitles: string[];
  onMove: (to: number) => void;
  onRemove: () => void;
  onClear: () => void;
}) {
  const id = useId();
  const [target, setTarget] = useState(0);
  if (!count) return null;
  const name = count === 1 ? noun[0] : noun[1];
  return (
    <div className="selection-bar" role="group" aria-label={`Selected ${noun[1]}`}>
      <span className="selection-count" aria-live="polite">
        {count} {name} selected
      </span>
      <label htmlFor={id} className="visually-hidden">
        Move the selected {noun[1]} to
      </label>
      <select
        id={id}
        className="input selection-target"
        value={target}
        onChange={(event) => {
          setTarget(Number(event.target.value));
        }}
      >
        {groupTitles.map((title, index) => (
          <option key={index} value={index}>
            {title}
          </option>
        ))}
        <option value={groupTitles.length}>A new group</option>
      </select>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => {
          onMove(Math.min(target, groupTitles.length));
        }}
      >
        Move to group
      </button>
      <button type="button" className="button button-quiet" onClick={onRemove}>
        Remove {name}
      </button>
      <button type="button" className="button button-quiet" onClick={onClear}>
        Clear selection
      </button>
    </div>
  );
}

/** The names the bar's group menu shows: the title, else "Group 2". */
export function groupLabels(groups: { title: string }[]): string[] {
  return groups.map((group, index) => group.title.trim() || `Group ${index + 1}`);
}

/** A row's "Select" box. */
export function SelectRow({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="select-row">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      <span className="visually-hidden">{label}</span>
    </label>
  );
}

/** The selected rows of a list, by the rows' own ids (which survive moves between groups). */
export function useRowSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  return {
    selected,
    toggle: (id: string, on: boolean) => {
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      });
    },
    clear: () => {
      setSelected(new Set());
    },
  };
}
export type RowSelection = ReturnType<typeof useRowSelection>;
