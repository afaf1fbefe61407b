import { Menu } from '@base-ui/react/menu';

/** One entry of a row's "More" menu. */
export interface RowMenuAction {
  label: string;
  onSelect: () => void;
}

/**
 * Move up, Move down and Remove for one row of a list (an ingredient line, a step), by keyboard
 * as by mouse, and a "More" menu for the rest (move to another group, split, merge).
 */
export function RowActions({
  row,
  count,
  noun,
  move,
  remove,
  more,
}: {
  row: number;
  count: number;
  /** Names the row for screen readers: "Move up ingredient 2". */
  noun: string;
  move: (from: number, to: number) => void;
  /** Without it the row cannot be removed here (it is switched off instead). */
  remove?: (index: number) => void;
  /** The "More" menu's entries, read when it opens (so the row need not follow every keystroke). */
  more?: () => RowMenuAction[];
}) {
  const label = `${noun} ${row + 1}`;
  const name = <span className="visually-hidden"> {label}</span>;
  return (
    <div className="row-actions">
      <button
        type="button"
        className="button button-quiet"
        disabled={row === 0}
        onClick={() => {
          move(row, row - 1);
        }}
      >
        Move up{name}
      </button>
      <button
        type="button"
        className="button button-quiet"
        disabled={row === count - 1}
        onClick={() => {
          move(row, row + 1);
        }}
      >
        Move down{name}
      </button>
      {remove ? (
        <button
          type="button"
          className="button button-quiet"
          onClick={() => {
            remove(row);
          }}
        >
          Remove{name}
        </button>
      ) : null}
      {more ? (
        <Menu.Root>
          <Menu.Trigger className="button button-quiet" aria-label={`More actions for ${label}`}>
            More
          </Menu.Trigger>
          <Menu.Portal>
            <Menu.Positioner className="menu-positioner" sideOffset={4} align="end">
              <Menu.Popup className="menu-popup">
                <MenuItems actions={more} />
              </Menu.Popup>
            </Menu.Positioner>
          </Menu.Portal>
        </Menu.Root>
      ) : null}
    </div>
  );
}

/** The menu's items, rendered (and so read) only while the menu is open. */
function MenuItems({ actions }: { actions: () => RowMenuAction[] }) {
  return actions().map((action) => (
    <Menu.Item key={action.label} className="menu-item" onClick={action.onSelect}>
      {action.label}
    </Menu.Item>
  ));
}

/** "Move to …" entries for a row in group `current` of groups titled `titles`, and a new group. */
export function moveToGroupActions(
  titles: string[],
  current: number,
  moveTo: (to: number) => void,
): RowMenuAction[] {
  return [
    ...titles.flatMap((title, index) =>
      index === current
        ? []
        : [
            {
              label: `Move to “${title}”`,
              onSelect: () => {
                moveTo(index);
              },
            },
          ],
    ),
    {
      label: 'Move to a new group',
      onSelect: () => {
        moveTo(titles.length);
      },
    },
  ];
}
